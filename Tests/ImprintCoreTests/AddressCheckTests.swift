import XCTest
@testable import ImprintCore

/// What `check --external` makes of a link's host before it connects: never a packet is sent here.
final class AddressCheckTests: XCTestCase {
    func testAddressesOfTheMachineItsNetworkAndMetadataServicesAreNotPublic() {
        let ranges = [
            "10.0.0.5": "private", "172.16.3.4": "private", "192.168.1.1": "private", "127.0.0.1": "loopback",
            "127.8.9.10": "loopback", "169.254.169.254": "link-local", "100.64.0.1": "shared (carrier-grade NAT)",
            "0.0.0.0": "\"this network\"", "224.0.0.1": "multicast", "255.255.255.255": "reserved",
            "::1": "loopback", "::": "unspecified", "fc00::1": "unique-local", "fd12:3456::1": "unique-local",
            "fe80::1": "link-local", "ff02::1": "multicast", "::ffff:10.0.0.1": "IPv4-mapped private",
            "::ffff:169.254.169.254": "IPv4-mapped link-local", "64:ff9b::a00:5": "NAT64 private",
        ]
        for (text, range) in ranges {
            XCTAssertEqual(IPAddress(text)?.nonPublicRange, range, text)
        }
        for text in ["93.184.216.34", "172.32.0.1", "100.128.0.1", "169.255.0.1", "2606:4700::1111", "2001:4860::8888"] {
            XCTAssertNotNil(IPAddress(text), text)
            XCTAssertNil(IPAddress(text)?.nonPublicRange, text)
        }
    }

    func testNumbersWrittenOtherwiseAreReadAsBrowsersReadThem() {
        for (host, address) in ["0x7f000001": "127.0.0.1", "2130706433": "127.0.0.1", "0177.0.0.1": "127.0.0.1", "127.1": "127.0.0.1",
                                "0xa.0.0.5": "10.0.0.5", "169.254.43518": "169.254.169.254", "0": "0.0.0.0", "10.0.0.5.": "10.0.0.5"] {
            XCTAssertEqual(IPAddress.unusualIPv4(host)?.description, address, host)
        }
        for host in ["10.0.0.5", "example.org", "1.2.3.4.5", "0x100000000", "256.0.0.1", "1.2.65536", "08.0.0.1", "::1"] {
            XCTAssertNil(IPAddress.unusualIPv4(host), host)
        }
    }

    func testAURLIsTakenApartAsLibcurlReadsIt() throws {
        let v6 = try XCTUnwrap(HTTPTarget("http://[::1]:8799/a?b#c"))
        XCTAssertEqual([v6.host, v6.path, v6.url], ["::1", "/a?b", "http://[::1]:8799/a?b"])
        XCTAssertEqual(v6.pinned(to: [IPAddress("::1")!]), "::1:8799:[::1]")
        let withCredentials = try XCTUnwrap(HTTPTarget("https://user:p@ss@Example.ORG?q"))
        XCTAssertEqual([withCredentials.host, withCredentials.url], ["example.org", "https://example.org:443/?q"])
        XCTAssertTrue(withCredentials.hadCredentials)
        XCTAssertEqual(HTTPTarget("//example.org/x")?.url, "https://example.org:443/x")
        XCTAssertEqual(HTTPTarget("http://example.org@10.0.0.5/")?.host, "10.0.0.5", "the host is after the last @")
        XCTAssertEqual(HTTPTarget("http://example.org\\@10.0.0.5/")?.url, "http://example.org:80/@10.0.0.5/", "a \\ ends the host, as in browsers")
        for url in ["ftp://example.org/", "http://", "http://[::1/", "http://a:99999/", "http://a:x/", "mailto:a@b", "http://exa mple.org/",
                    "http://10.0.0.5%2f/", "http://[fe80::1%25eth0]/", "http://[example.org]/", "http://bücher.example/"] {
            XCTAssertNil(HTTPTarget(url), url)
        }
    }

    func testEveryAddressOfANameIsCheckedAndNoneIsAskedWhenOneIsPrivate() {
        struct Answers: AddressResolver {
            func addresses(of host: String) -> Result<[IPAddress], AddressLookupError> {
                .success(["192.0.2.1", "10.0.0.5"].compactMap { IPAddress($0) })
            }
        }
        let requester = LinkRequester(resolver: Answers(), timeout: 1)
        let (outcome, dropped) = requester.send("HEAD", to: "https://user:secret@rebinding.example/")
        XCTAssertEqual(outcome, .refused("rebinding.example is at 10.0.0.5, not a public address (private): asked only with --allow-private"))
        XCTAssertTrue(dropped)
        XCTAssertEqual(requester.send("HEAD", to: "http://169.254.169.254/latest/meta-data/").outcome,
                       .refused("169.254.169.254 is not a public address (link-local): asked only with --allow-private"))
        XCTAssertEqual(requester.send("HEAD", to: "http://0x7f000001:8799/").outcome,
                       .refused("0x7f000001 is the address 127.0.0.1 written in an unusual form, which is not asked: write 127.0.0.1"))
    }
}
