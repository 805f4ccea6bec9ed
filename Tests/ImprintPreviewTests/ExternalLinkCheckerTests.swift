import Foundation
import XCTest
@testable import ImprintCore
@testable import ImprintPreview

/// `imprint check --external`, against HTTP servers of the test's own on 127.0.0.1 (never the internet).
final class ExternalLinkCheckerTests: XCTestCase {
    func testEachLinkIsAskedWithATimeoutARetryAndGETWhenHEADIsRefused() throws {
        let flaky = Locked(0)
        let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: HTTPLimits(threads: 16)) { request in
            switch request.path {
            case "/ok": return HTTPResponse(status: 200, headers: [], body: .data(Data()))
            case "/missing": return HTTPResponse(status: 404, headers: [], body: .data(Data()))
            case "/flaky":
                let attempt = flaky.withLock { count -> Int in count += 1; return count }
                return HTTPResponse(status: attempt == 1 ? 503 : 200, headers: [], body: .data(Data()))
            case "/get-only": return HTTPResponse(status: request.method == "HEAD" ? 405 : 200, headers: [], body: .data(Data()))
            case "/slow":
                Thread.sleep(forTimeInterval: 4)
                return HTTPResponse(status: 200, headers: [], body: .data(Data()))
            default: return HTTPResponse(status: 500, headers: [], body: .data(Data()))
            }
        }
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("external-links.txt")
        var checker = ExternalLinkChecker(cacheFile: cache)
        checker.allowPrivate = true
        let urls = ["/ok", "/missing", "/flaky", "/get-only"].map { base + $0 } + ["http://127.0.0.1:9/closed", "git://example.org/x"]
        XCTAssertEqual(checker.check(urls).map(\.description), ["\(base)/missing: 404 Not Found", "http://127.0.0.1:9/closed: cannot connect"])
        checker.timeout = 1
        XCTAssertEqual(checker.check([base + "/slow"]).map(\.description), ["\(base)/slow: timed out"])
        checker.timeout = 10
        XCTAssertEqual(flaky.withLock { $0 }, 2, "a 503 is asked once more")
        // Answers are kept for a day: with the server gone, the links that answered are not asked again.
        server.stop()
        XCTAssertEqual(checker.check([base + "/ok", base + "/flaky", base + "/get-only"]), [])
        checker.now = Date().addingTimeInterval(2 * 24 * 60 * 60)
        XCTAssertEqual(checker.check([base + "/ok"]).map(\.reason), ["cannot connect"], "after a day, asked again")
    }

    func testLinksToThisMachineAreNotAskedUnlessAllowedAndEveryRedirectIsChecked() throws {
        let asked = Locked<[String]>([])
        let target = try HTTPServer(host: "127.0.0.1", port: 0, limits: HTTPLimits(threads: 4)) { request in
            asked.withLock { $0.append(request.path) }
            return HTTPResponse(status: 200, headers: [], body: .data(Data()))
        }
        defer { target.stop() }
        let redirects = try HTTPServer(host: "127.0.0.1", port: 0, limits: HTTPLimits(threads: 4)) { request in
            let location = switch request.path {
            case "/credentials": "http://user:secret@127.0.0.1:\(target.port)/after-credentials"
            case "/ftp": "ftp://127.0.0.1:\(target.port)/after-ftp"
            case "/relative": "/elsewhere"
            default: "http://127.0.0.1:\(target.port)/reached"
            }
            return HTTPResponse(status: 302, headers: [("Location", location)], body: .data(Data()))
        }
        defer { redirects.stop() }
        let base = "http://127.0.0.1:\(redirects.port)"
        var checker = ExternalLinkChecker(cacheFile: nil)
        let refused = "not asked: 127.0.0.1 is not a public address (loopback): asked only with --allow-private"
        XCTAssertEqual(checker.check([base + "/redirect", "http://[::1]:\(target.port)/"]), [
            .init(url: base + "/redirect", kind: .refused, reason: refused),
            .init(url: "http://[::1]:\(target.port)/", kind: .refused, reason: "not asked: ::1 is not a public address (loopback): asked only with --allow-private"),
        ])
        XCTAssertEqual(asked.withLock { $0 }, [], "nothing reached")
        checker.allowPrivate = true
        XCTAssertEqual(checker.check([base + "/redirect", base + "/relative", base + "/credentials", base + "/ftp"]), [
            .init(url: base + "/credentials", kind: .credentials, reason: "holds a user name or password, which were not sent"),
            .init(url: base + "/ftp", kind: .broken, reason: "redirects to ftp://127.0.0.1:\(target.port)/after-ftp: not an http(s) URL"),
        ])
        XCTAssertEqual(asked.withLock { $0.sorted() }, ["/after-credentials", "/reached", "/reached"], "followed hop by hop, a relative redirect too")
    }

    func testARedirectIsCheckedAsTheLinkWasAndNotFollowedToAnAddressNotAllowed() throws {
        let asked = Locked<[String]>([])
        let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: HTTPLimits(threads: 4)) { request in
            asked.withLock { $0.append(request.path) }
            return HTTPResponse(status: 302, headers: [("Location", "http://127.0.0.2:9/inside")], body: .data(Data()))
        }
        defer { server.stop() }
        // 127.0.0.1 stands for a public address here: only it may be asked.
        let requester = LinkRequester(allowsPrivate: { $0 == IPAddress("127.0.0.1") }, timeout: 5)
        XCTAssertEqual(requester.send("HEAD", to: "http://127.0.0.1:\(server.port)/start").outcome, .refused(
            "redirects to http://127.0.0.2:9/inside: 127.0.0.2 is not a public address (loopback): asked only with --allow-private"))
        XCTAssertEqual(asked.withLock { $0 }, ["/start"])
    }
}
