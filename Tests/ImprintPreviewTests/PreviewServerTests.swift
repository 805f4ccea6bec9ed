import Foundation
import RawHTTP
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ImprintCore
@testable import ImprintPreview
import XCTest

/// The preview server started in-process on a free port, over a copy of the everything fixture
/// (served under `/blog/`), fetched over real HTTP.
final class PreviewServerTests: XCTestCase {
    private var site: URL!
    private var options: BuildOptions!
    private var server: PreviewServer!
    private var base: String { "http://127.0.0.1:\(server.port)" }

    override func setUpWithError() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        site = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: tests.appendingPathComponent("ImprintCoreTests/Fixtures/everything/content"), to: site.appendingPathComponent("content"))
        try FileManager.default.copyItem(at: tests.deletingLastPathComponent().appendingPathComponent("templates"), to: site.appendingPathComponent("templates"))
        options = BuildOptions(siteFolder: site, outputDirectory: site.appendingPathComponent("public"), now: Date(timeIntervalSince1970: 1_764_547_200))
        server = try PreviewServer(options: options, host: "127.0.0.1", port: 0, log: { _ in })
    }

    override func tearDown() {
        server?.stop()
        try? FileManager.default.removeItem(at: site)
    }

    func testServesPagesOverHTTPAndRedirectsToTheBasePath() throws {
        let redirect = try RawHTTP(port: server.port)
        redirect.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let head = redirect.read()
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 301"), head)
        XCTAssertTrue(head.contains("Location: /blog/\r\n"), head)
        let (data, response) = try fetch("/blog/")
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("new EventSource"))
        XCTAssertEqual(try fetch("/blog/nothing/").1.statusCode, 404)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("public").path), "serve wrote to public/")
    }

    func testEveryFormOfPathOutsideTheSiteIs404() throws {
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("content/assets/leak.txt").path, withDestinationPath: "/etc/hostname")
        server.rebuild(changed: [])
        for line in ["GET /blog/../etc/passwd HTTP/1.1", "GET /blog/%2e%2e/%2e%2e/etc/passwd HTTP/1.1",
                     "GET /blog/..%2f..%2fetc%2fpasswd HTTP/1.1", "GET /blog//2011/ HTTP/1.1", "GET /blog/a\\b HTTP/1.1",
                     "GET /blog/assets/leak.txt HTTP/1.1", "GET /blog/%2E%2E/ HTTP/1.1"] {
            XCTAssertEqual(try RawHTTP.status(of: line, port: server.port), 404, line)
        }
        XCTAssertEqual(try RawHTTP.status(of: "GET /blog/archive/ HTTP/1.1", port: server.port), 200)
    }

    /// DNS rebinding: a page at evil.example whose name now resolves to 127.0.0.1 sends its own name.
    func testAForeignHostIsRefusedWith421() throws {
        let client = try RawHTTP(port: server.port)
        client.send("GET /blog/ HTTP/1.1\r\nHost: evil.example:\(server.port)\r\nConnection: close\r\n\r\n")
        let response = client.read()
        XCTAssertTrue(response.hasPrefix("HTTP/1.1 421"), response)
        XCTAssertTrue(response.contains("\r\n\r\nMisdirected request: refused Host \"evil.example:\(server.port)\"; this preview answers only to localhost"), response)
        XCTAssertFalse(response.contains("<html"), response)
        XCTAssertEqual(try status(of: "GET /blog/__imprint/events HTTP/1.1\r\nHost: evil.example"), 421)
        XCTAssertEqual(try status(of: "GET /blog/ HTTP/1.1\r\nHost: localhost:\(server.port)"), 200)
        XCTAssertEqual(try status(of: "GET /blog/ HTTP/1.1\r\nHost: [::1]:\(server.port)"), 200)
        XCTAssertEqual(try status(of: "GET /blog/ HTTP/1.0"), 200, "HTTP/1.0 may leave out Host")
    }

    func testTheEventStreamRefusesAForeignOrigin() throws {
        let events = "GET /blog/__imprint/events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)"
        let client = try RawHTTP(port: server.port)
        client.send(events + "\r\nOrigin: http://evil.example\r\nConnection: close\r\n\r\n")
        let response = client.read()
        XCTAssertTrue(response.hasPrefix("HTTP/1.1 403"), response)
        XCTAssertTrue(response.contains("Forbidden: refused Origin \"http://evil.example\""), response)
        XCTAssertFalse(response.contains("event: hello"), response)
        let own = try RawHTTP(port: server.port)
        own.send(events + "\r\nOrigin: http://127.0.0.1:\(server.port)\r\n\r\n")
        XCTAssertTrue(own.read(until: { $0.contains("event: hello") }).contains("event: hello"))
        XCTAssertEqual(try status(of: "GET /blog/ HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example"), 200, "pages are not secret to other sites")
    }

    /// libmicrohttpd decodes into a C string, which ended at the NUL: `/blog/index.html%00.txt`
    /// was served as `/blog/index.html`.
    func testANULInThePathRawOrEncodedIs400() throws {
        for line in ["GET /blog/index.html%00.txt HTTP/1.1", "GET /blog/%00 HTTP/1.1", "GET /blog/index.html\0.txt HTTP/1.1",
                     "GET /blog/?q=\0 HTTP/1.1"] {
            XCTAssertEqual(try RawHTTP.status(of: line, port: server.port), 400, line.debugDescription)
        }
        XCTAssertEqual(try RawHTTP.status(of: "GET /blog/index.html%2500.txt HTTP/1.1", port: server.port), 404)
        XCTAssertEqual(try RawHTTP.status(of: "GET /blog/index.html?q=%00 HTTP/1.1", port: server.port), 200, "the query is not the path")
    }

    func testMalformedRequestsDoNotStopTheServer() throws {
        for garbage in ["GARBAGE\r\n\r\n", "GET\r\n\r\n", "GET / HTTP/9.9\r\nHost:\r\n\r\n", String(repeating: "A", count: 70_000) + "\r\n\r\n"] {
            let client = try RawHTTP(port: server.port)
            client.send(garbage)
            _ = client.read(timeout: 1)
        }
        let client = try RawHTTP(port: server.port)
        client.send(Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) }))
        _ = client.read(timeout: 1)
        XCTAssertEqual(try fetch("/blog/").1.statusCode, 200)
    }

    func testAnEditSendsAReloadEventAndServesTheNewContent() throws {
        let events = try openEvents()
        let post = site.appendingPathComponent("content/posts/2013-01-01-no-summary.md")
        try (String(contentsOf: post, encoding: .utf8) + "\nAn edit made while serving.\n").write(to: post, atomically: false, encoding: .utf8)
        XCTAssertTrue(events.read(until: { $0.contains("event: reload") }).contains("event: reload"))
        let page = String(decoding: try fetch("/blog/2013/01/01/no-summary/").0, as: UTF8.self)
        XCTAssertTrue(page.contains("An edit made while serving."), page)
    }

    /// What `serve --metrics` prints comes from here: a save that changes a post's text is
    /// patched in (`PostTextPatch`), and only what shows the post changes.
    func testAnEditToAPostsTextRedoesOnlyThePagesThatShowIt() throws {
        let (preview, reports) = try serveWithReports()
        defer { preview.stop() }
        let post = site.appendingPathComponent("content/posts/2013-01-01-no-summary.md")
        try (String(contentsOf: post, encoding: .utf8) + "\nA patched edit.\n").write(to: post, atomically: false, encoding: .utf8)
        preview.rebuild(changed: [post.path])
        let rebuild = try XCTUnwrap(reports.last)
        XCTAssertEqual(rebuild.changedSources, ["content/posts/2013-01-01-no-summary.md"])
        XCTAssertTrue(rebuild.steps.map(\.name).contains("patch site model"), "\(rebuild.steps.map(\.name))")
        XCTAssertTrue(rebuild.changedOutputs.contains("2013/01/01/no-summary/index.html"), "\(rebuild.changedOutputs)")
        XCTAssertFalse(rebuild.changedOutputs.contains("license/index.html"))
        XCTAssertGreaterThan(rebuild.reusedPages, 10)
        guard case .data(let page) = preview.respond(to: HTTPRequest(method: "GET", path: "/blog/2013/01/01/no-summary/")).body else {
            return XCTFail("the post page is not data")
        }
        XCTAssertTrue(String(decoding: page, as: UTF8.self).contains("A patched edit."))
    }

    /// After a rebuild that took most files from the last one, the served site is exactly a full
    /// build's: files that came are served, files that went are gone, and both are reported.
    func testFilesThatComeAndGoAreServedAndReported() throws {
        let (preview, reports) = try serveWithReports()
        defer { preview.stop() }
        let added = site.appendingPathComponent("content/posts/2014-03-03-arrived.md")
        try "---\ntitle: Arrived\ndate: 2014-03-03\ntags: [brand-new]\n---\nNew here.\n".write(to: added, atomically: false, encoding: .utf8)
        preview.rebuild(changed: [added.path])
        let arrival = try XCTUnwrap(reports.last)
        XCTAssertTrue(arrival.changedOutputs.contains("2014/03/03/arrived/index.html"), "\(arrival.changedOutputs)")
        XCTAssertTrue(arrival.changedOutputs.contains("tags/brand-new/index.html"), "\(arrival.changedOutputs)")
        XCTAssertEqual(preview.respond(to: HTTPRequest(method: "GET", path: "/blog/tags/brand-new/")).status, 200)
        try FileManager.default.removeItem(at: added)
        preview.rebuild(changed: [added.path])
        let departure = try XCTUnwrap(reports.last)
        XCTAssertTrue(departure.changedOutputs.contains("tags/brand-new/index.html"), "\(departure.changedOutputs)")
        XCTAssertEqual(preview.respond(to: HTTPRequest(method: "GET", path: "/blog/tags/brand-new/")).status, 404)
        // Every file of a full build is served; those the server does not add its reload script to, byte for byte.
        let full = try SiteBuild(options: options).generate()
        for file in full.files {
            let response = preview.respond(to: HTTPRequest(method: "GET", path: "/blog/" + file.path))
            XCTAssertEqual(response.status, 200, file.path)
            guard !file.path.hasSuffix(".html"), case .data(let served) = response.body else { continue }
            XCTAssertEqual(served, file.contents, file.path)
        }
    }

    /// A site on the built-in theme has no templates/: once it is made while serving (`imprint
    /// theme eject`), its templates are watched and used.
    func testATemplatesFolderMadeWhileServingIsUsed() throws {
        server.stop()
        let templates = site.appendingPathComponent("templates")
        let layout = try String(contentsOf: templates.appendingPathComponent("layout.mustache"), encoding: .utf8)
        try FileManager.default.removeItem(at: templates)
        server = try PreviewServer(options: options, host: "127.0.0.1", port: 0, log: { _ in })
        XCTAssertFalse(String(decoding: try fetch("/blog/").0, as: UTF8.self).contains("made-while-serving"))
        let events = try openEvents()
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try layout.replacingOccurrences(of: "</body>", with: "<!-- made-while-serving --></body>")
            .write(to: templates.appendingPathComponent("layout.mustache"), atomically: true, encoding: .utf8)
        _ = events.read(until: { $0.components(separatedBy: "event: reload").count > 1 })
        let deadline = Date().addingTimeInterval(5)
        var page = ""
        while Date() < deadline {
            page = String(decoding: try fetch("/blog/").0, as: UTF8.self)
            if page.contains("made-while-serving") { break }
            usleep(50_000)
        }
        XCTAssertTrue(page.contains("made-while-serving"), "the new templates/layout.mustache is not used")
    }

    /// A saved post brings open browsers to its page (serve --no-navigate turns it off).
    func testASavedPostNamesItsPageForBrowsersToGoTo() throws {
        let events = try openEvents()
        let post = site.appendingPathComponent("content/posts/2013-01-01-no-summary.md")
        try (String(contentsOf: post, encoding: .utf8) + "\nOne more line.\n").write(to: post, atomically: false, encoding: .utf8)
        let stream = events.read(until: { $0.contains("event: reload") && $0.contains("no-summary") })
        XCTAssertTrue(stream.contains("data: /blog/2013/01/01/no-summary/"), stream)
        XCTAssertTrue(LiveReloadScript.tag(basePath: "/blog/").contains("location.href = page"))
    }

    func testAStylesheetChangeSwapsStylesInPlace() throws {
        let events = try openEvents()
        let css = site.appendingPathComponent("templates/assets/css/style.css")
        try (String(contentsOf: css, encoding: .utf8) + "\n.edited { color: red; }\n").write(to: css, atomically: false, encoding: .utf8)
        let stream = events.read(until: { $0.contains("event: css") || $0.contains("event: reload") })
        XCTAssertTrue(stream.contains("event: css"), stream)
        XCTAssertTrue(String(decoding: try fetch("/blog/assets/css/style.css").0, as: UTF8.self).contains(".edited"))
    }

    func testAFailedRebuildKeepsTheLastGoodSiteAndReportsTheError() throws {
        let events = try openEvents()
        let post = site.appendingPathComponent("content/posts/2013-01-01-no-summary.md")
        let original = try String(contentsOf: post, encoding: .utf8)
        try original.replacingOccurrences(of: "date: 2013-01-01T12:00:00.250+01:00", with: "date: someday").write(to: post, atomically: false, encoding: .utf8)
        let failure = events.read(until: { $0.contains("event: failure") })
        XCTAssertTrue(failure.contains("data: content/posts/2013-01-01-no-summary.md:3:7: error: `date` \"someday\" is not a valid date"), failure)
        XCTAssertEqual(try fetch("/blog/2013/01/01/no-summary/").1.statusCode, 200)
        let late = try openEvents()
        XCTAssertTrue(late.read(until: { $0.contains("not a valid date") }).contains("not a valid date"), "a new page does not see the error")
        try original.write(to: post, atomically: false, encoding: .utf8)
        XCTAssertTrue(events.read(until: { $0.contains("event: reload") }).contains("event: reload"))
    }

    /// With a thread per connection, about a thousand idle connections made the server reset
    /// every other one. Now they wait in a few threads' polls, and pages and events go on.
    func testTwoThousandIdleConnectionsLeavePagesAndEventsWorking() throws {
        var limit = rlimit()
        getrlimit(openFilesResource, &limit)
        if limit.rlim_cur < 4500, limit.rlim_max >= 4500 {
            limit.rlim_cur = 4500
            setrlimit(openFilesResource, &limit)
        }
        getrlimit(openFilesResource, &limit)
        try XCTSkipIf(limit.rlim_cur < 4500, "the open-file limit (\(limit.rlim_cur)) is too low to hold 2,000 connections at both ends")
        let events = try openEvents()
        let deadline = Date(timeIntervalSinceNow: 60)
        var idle: [RawHTTP] = []
        while idle.count < 2000, Date() < deadline {
            idle.append(try RawHTTP(port: server.port))
        }
        XCTAssertEqual(idle.count, 2000)
        XCTAssertEqual(try RawHTTP.status(of: "GET /blog/ HTTP/1.1", port: server.port), 200)
        server.rebuild(changed: [])
        XCTAssertTrue(events.read(until: { $0.contains("event: reload") }).contains("event: reload"))
        XCTAssertEqual(try RawHTTP.status(of: "GET /blog/archive/ HTTP/1.1", port: server.port), 200)
    }

    /// A missing site folder used to give a 503 page that blamed site.yml and every template.
    func testAMissingSiteFolderIsNamedOnTheWaitingPage() throws {
        let missing = site.appendingPathComponent("gone")
        let options = BuildOptions(siteFolder: missing, outputDirectory: missing.appendingPathComponent("public"), now: Date(timeIntervalSince1970: 0))
        let preview = try PreviewServer(options: options, host: "127.0.0.1", port: 0, watcher: SilentWatcher(), log: { _ in })
        defer { preview.stop() }
        let expected = "\(missing.path): error: the site folder cannot be read (No such file or directory); make it again, or run `imprint init \(missing.path)`"
        XCTAssertEqual(preview.firstBuild?.errors.map(\.description), [expected])
        let page = preview.respond(to: HTTPRequest(method: "GET", path: "/"))
        XCTAssertEqual(page.status, 503)
        XCTAssertTrue(String(decoding: page.data, as: UTF8.self).contains("<pre>" + expected + "</pre>"), String(decoding: page.data, as: UTF8.self))
    }

    func testAPortInUseIsAClearError() throws {
        XCTAssertThrowsError(try HTTPServer(host: "127.0.0.1", port: server.port) { _ in HTTPResponse(status: 200, headers: [], body: .data(Data())) }) { error in
            XCTAssertEqual("\(error)", "port \(server.port) is already in use on 127.0.0.1: stop the other server, or try --port \(server.port + 1)")
        }
    }
}

private extension PreviewServerTests {
    func fetch(_ path: String) throws -> (Data, HTTPURLResponse) {
        let semaphore = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Data?, URLResponse?, Error?)
        URLSession.shared.dataTask(with: URL(string: base + path)!) { data, response, error in
            result = (data, response, error)
            semaphore.signal()
        }.resume()
        semaphore.wait()
        if let error = result.2 { throw error }
        return (result.0 ?? Data(), result.1 as! HTTPURLResponse)
    }

    /// The status of a request made of `head` (the request line and headers, without the last line break).
    func status(of head: String) throws -> Int {
        let client = try RawHTTP(port: server.port)
        client.send(head + "\r\nConnection: close\r\n\r\n")
        return Int(client.read().split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// An open event stream, past its greeting.
    func openEvents() throws -> RawHTTP {
        let client = try RawHTTP(port: server.port)
        client.send("GET /blog/__imprint/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        XCTAssertTrue(client.read(until: { $0.contains("event: hello") }).contains("event: hello"))
        return client
    }
}

#if canImport(Glibc)
private let openFilesResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
#else
private let openFilesResource = RLIMIT_NOFILE
#endif

/// A watcher that never reports, so that a test alone decides when to rebuild.
private final class SilentWatcher: FileWatcher {
    func start(onChange: @escaping @Sendable ([String]) -> Void) throws {}
    func stop() {}
}

/// The rebuilds a server reported, in order.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [PreviewServer.Rebuild] = []

    func append(_ rebuild: PreviewServer.Rebuild) { lock.withLock { all.append(rebuild) } }

    var last: PreviewServer.Rebuild? { lock.withLock { all.last } }
}

private extension PreviewServerTests {
    /// A server of the test site without a watcher (tests call `rebuild(changed:)`), and what it reports.
    func serveWithReports() throws -> (PreviewServer, Reports) {
        let reports = Reports()
        let preview = try PreviewServer(options: options, host: "127.0.0.1", port: 0, watcher: SilentWatcher(), log: { _ in }) { rebuild in
            reports.append(rebuild)
        }
        return (preview, reports)
    }
}
