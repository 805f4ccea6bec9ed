@testable import ImprintPreview
import XCTest

final class HostCheckTests: XCTestCase {
    private let check = HostCheck(listenHost: "127.0.0.1", port: 8000)

    func testLoopbackNamesAreAcceptedWithOrWithoutTheServersPort() {
        for host in ["localhost", "LocalHost:8000", "127.0.0.1", "127.0.0.1:8000", "127.1.2.3", "[::1]", "[::1]:8000"] {
            XCTAssertNil(check.refusal(host: host), host)
        }
    }

    func testOtherNamesAndPortsAreRefused() {
        for host in ["evil.example", "evil.example:8000", "127.0.0.1.evil.example", "localhost.evil.example", "localhost:9000",
                     "127.0.0.256", "127.0.0", "0x7f.0.0.1", "[::2]", "", "localhost:", "192.168.1.5"] {
            XCTAssertNotNil(check.refusal(host: host), host)
        }
    }

    func testTheRefusalSaysWhatWasRefusedAndWhatIsAccepted() {
        XCTAssertEqual(
            check.refusal(host: "evil.example"),
            "Misdirected request: refused Host \"evil.example\"; this preview answers only to localhost, 127.0.0.1 (or any 127.x.x.x), [::1], "
                + "with no port or :8000 (against DNS rebinding).")
    }

    func testTheHostTheServerWasStartedOnIsAccepted() {
        XCTAssertNil(HostCheck(listenHost: "192.168.1.5", port: 8000).refusal(host: "192.168.1.5:8000"))
        XCTAssertNil(HostCheck(listenHost: "fe80::1", port: 8000).refusal(host: "[fe80::1]:8000"))
        XCTAssertNil(HostCheck(listenHost: "preview.local", port: 8000).refusal(host: "Preview.Local"))
        XCTAssertTrue(HostCheck(listenHost: "192.168.1.5", port: 8000).refusal(host: "evil.example")?.contains("[::1], 192.168.1.5, with") == true)
    }

    /// On 0.0.0.0, other machines name the preview by this machine's addresses; no other name is taken.
    func testAWildcardHostTakesTheMachinesOwnAddresses() {
        let check = HostCheck(listenHost: "0.0.0.0", port: 8000, ownAddresses: ["192.0.2.2"])
        XCTAssertTrue(check.accepts(authority: "192.0.2.2:8000"))
        XCTAssertFalse(check.accepts(authority: "192.0.2.3:8000"))
        XCTAssertFalse(check.accepts(authority: "evil.example:8000"))
        XCTAssertFalse(HostCheck(listenHost: "127.0.0.1", port: 8000).accepts(authority: "192.0.2.2:8000"))
        XCTAssertTrue(NetworkAddresses.isWildcard("0.0.0.0") && NetworkAddresses.isWildcard("::"))
        XCTAssertFalse(NetworkAddresses.isWildcard("127.0.0.1"))
        XCTAssertFalse(NetworkAddresses.reachable().contains("127.0.0.1"), "loopback is left out")
    }

    func testAnOriginMustBeThisPreviewOverHTTP() {
        XCTAssertNil(check.refusal(origin: "http://localhost:8000"))
        XCTAssertNil(check.refusal(origin: "http://127.0.0.1:8000"))
        for origin in ["http://evil.example", "https://localhost:8000", "null", "http://localhost:9000", "http://127.0.0.1.evil.example:8000"] {
            XCTAssertNotNil(check.refusal(origin: origin), origin)
        }
    }
}
