import Foundation
import ImprintCore
@testable import ImprintPreview
import XCTest

final class PreviewResponderTests: XCTestCase {
    private let files = [
        file("index.html", "<!doctype html><html><head><title>Home</title></head><body>home</body></html>"),
        file("about/index.html", "<html><body>about</body></html>"),
        file("404.html", "<html><head></head><body>missing</body></html>"),
        file("assets/css/style.css", "body{}"),
        file("tags/日本語/index.html", "<html><head></head><body>tag</body></html>"),
    ] + ["svg", "png", "jpg", "gif", "webp", "ico", "xml", "json", "txt", "woff2", "js"].map { file("files/a.\($0)", $0) }

    func testContentTypes() {
        let expected = ["svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
                        "ico": "image/x-icon", "xml": "application/xml; charset=utf-8", "json": "application/json; charset=utf-8",
                        "txt": "text/plain; charset=utf-8", "woff2": "font/woff2", "js": "text/javascript; charset=utf-8"]
        for (ext, type) in expected {
            XCTAssertEqual(get("/files/a.\(ext)").header("Content-Type"), type, ext)
        }
        XCTAssertEqual(get("/").header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertEqual(get("/assets/css/style.css").header("Content-Type"), "text/css; charset=utf-8")
    }

    func testFoldersServeIndexAndRedirectWithoutSlash() {
        XCTAssertTrue(text(get("/about/")).contains("about"))
        let redirect = get("/about")
        XCTAssertEqual(redirect.status, 301)
        XCTAssertEqual(redirect.header("Location"), "/about/")
        XCTAssertTrue(text(get("/tags/日本語/")).contains("tag"))
    }

    func testMissingPathsGetThe404Page() {
        let missing = get("/nothing/here")
        XCTAssertEqual(missing.status, 404)
        XCTAssertTrue(text(missing).contains("missing"))
        XCTAssertTrue(text(missing).contains("EventSource"))
    }

    func testETagAndIfNoneMatch() {
        let first = get("/assets/css/style.css")
        let etag = try! XCTUnwrap(first.header("ETag"))
        let again = responder().respond(to: HTTPRequest(method: "GET", path: "/assets/css/style.css", ifNoneMatch: etag))
        XCTAssertEqual(again.status, 304)
        XCTAssertEqual(again.data, Data())
        XCTAssertEqual(responder().respond(to: HTTPRequest(method: "GET", path: "/assets/css/style.css", ifNoneMatch: "\"other\"")).status, 200)
    }

    func testEveryResponseForbidsCaching() {
        for path in ["/", "/about", "/missing", "/assets/css/style.css"] {
            XCTAssertEqual(get(path).header("Cache-Control"), "no-cache", path)
        }
    }

    func testHeadAndOtherMethods() {
        XCTAssertEqual(responder().respond(to: HTTPRequest(method: "HEAD", path: "/")).status, 200)
        let post = responder().respond(to: HTTPRequest(method: "POST", path: "/"))
        XCTAssertEqual(post.status, 405)
        XCTAssertEqual(post.header("Allow"), "GET, HEAD")
    }

    func testPathsOutsideTheSiteAre404() {
        for path in ["/../etc/passwd", "/about/../index.html", "/./index.html", "//index.html", "/about//", "/a\\b", "/x\0y", "/.."] {
            XCTAssertEqual(get(path).status, 404, path)
        }
    }

    func testTheSiteIsServedUnderTheBasePath() {
        let blog = responder(basePath: "/blog/")
        XCTAssertEqual(blog.respond(to: HTTPRequest(method: "GET", path: "/")).header("Location"), "/blog/")
        XCTAssertEqual(blog.respond(to: HTTPRequest(method: "GET", path: "/blog")).header("Location"), "/blog/")
        XCTAssertEqual(blog.respond(to: HTTPRequest(method: "GET", path: "/blog/about/")).status, 200)
        XCTAssertEqual(blog.respond(to: HTTPRequest(method: "GET", path: "/about/")).status, 404)
        XCTAssertTrue(text(blog.respond(to: HTTPRequest(method: "GET", path: "/blog/"))).contains("\"/blog/__imprint/events\""))
    }

    func testLiveReloadGoesAfterHeadOrBeforeBodyEnd() {
        let home = text(get("/"))
        XCTAssertTrue(home.hasPrefix("<!doctype html><html><head>\n<script>"), home)
        let about = text(get("/about/"))
        XCTAssertTrue(about.hasSuffix("</script>\n</body></html>"), about)
        XCTAssertFalse(text(get("/assets/css/style.css")).contains("script"))
    }

    /// The script is added when a build's page is first served, not on every request: every
    /// request for the page gets the very same bytes (one buffer), not a new copy made for it.
    func testTheScriptIsInjectedOncePerBuildAndFile() {
        let responder = responder()
        let bodies = (0..<3).map { _ in responder.respond(to: HTTPRequest(method: "GET", path: "/")).data }
        let buffers = Set(bodies.map { $0.withUnsafeBytes { Int(bitPattern: $0.baseAddress) } })
        XCTAssertEqual(buffers.count, 1, "each request made its own copy of the page")
        let page = String(decoding: bodies[0], as: UTF8.self)
        XCTAssertEqual(page.components(separatedBy: "new EventSource").count, 2, "the script is not there exactly once")
    }

    func testEventStreamStartsWithTheGreeting() throws {
        let response = get("/__imprint/events")
        XCTAssertEqual(response.header("Content-Type"), "text/event-stream")
        guard case .events(let subscription) = response.body else { return XCTFail("not a stream") }
        guard case .event(let event) = subscription.next() else { return XCTFail("no greeting") }
        XCTAssertEqual(event, ServerEvent(name: "hello", data: "build-1"))
        XCTAssertEqual(String(decoding: event.wireFormat, as: UTF8.self), "event: hello\ndata: build-1\n\n")
    }

    func testMultilineEventsUseOneDataLinePerLine() {
        XCTAssertEqual(String(decoding: ServerEvent(name: "failure", data: "a\nb").wireFormat, as: UTF8.self), "event: failure\ndata: a\ndata: b\n\n")
    }

    func testEveryLineBreakInEventDataStartsADataLine() {
        for text in ["a\rb", "a\r\nb", "a\nb"] {
            XCTAssertEqual(
                String(decoding: ServerEvent(name: "failure", data: text).wireFormat, as: UTF8.self), "event: failure\ndata: a\ndata: b\n\n",
                text.debugDescription)
        }
    }

    /// A build error quoting `"x\revent: reload\r"` must stay data: as the browser splits lines,
    /// no line of the event but its first may name a field other than `data`.
    func testACarriageReturnInEventDataCannotInjectAnEvent() {
        let wire = String(decoding: ServerEvent(name: "failure", data: "x\revent: reload\r").wireFormat, as: UTF8.self)
        XCTAssertEqual(wire, "event: failure\ndata: x\ndata: event: reload\ndata: \n\n")
        let lines = wire.unicodeScalars.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r" }.map { String($0) }
        XCTAssertEqual(lines.filter { !$0.hasPrefix("data:") }, ["event: failure"])
    }
}

private extension PreviewResponderTests {
    func responder(basePath: String = "/") -> PreviewResponder {
        PreviewResponder(files: files, basePath: basePath, events: EventHub(greeting: ServerEvent(name: "hello", data: "build-1")))
    }

    func get(_ path: String) -> HTTPResponse {
        responder().respond(to: HTTPRequest(method: "GET", path: path))
    }

    func text(_ response: HTTPResponse) -> String {
        String(decoding: response.data, as: UTF8.self)
    }
}

private func file(_ path: String, _ text: String) -> OutputFile {
    OutputFile(path: path, contents: Data(text.utf8), source: "test")
}
