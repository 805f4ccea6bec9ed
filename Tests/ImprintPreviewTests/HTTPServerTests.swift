import Foundation
import RawHTTP
@testable import ImprintPreview
import XCTest

/// The server's limits, on a bare `HTTPServer` whose event stream is a hub the test broadcasts on.
final class HTTPServerTests: XCTestCase {
    private let hub = EventHub(greeting: ServerEvent(name: "hello", data: "1"))

    /// Streams are suspended while they wait, so two threads serve many streams and pages.
    func testWaitingEventStreamsHoldNoThread() throws {
        let server = try start(HTTPLimits(threads: 2))
        defer { server.stop() }
        let streams = try (0..<6).map { _ in try openEvents(server) }
        XCTAssertEqual(try RawHTTP.status(of: "GET /page HTTP/1.1", port: server.port), 200)
        hub.broadcast(ServerEvent(name: "reload", data: "2"), greeting: ServerEvent(name: "hello", data: "2"))
        for stream in streams {
            XCTAssertTrue(stream.read(until: { $0.contains("event: reload") }).contains("event: reload"))
        }
    }

    func testAWaitingStreamGetsKeepAliveComments() throws {
        let server = try start(HTTPLimits(keepAliveInterval: 0.05))
        defer { server.stop() }
        let stream = try openEvents(server)
        XCTAssertTrue(stream.read(until: { $0.contains(": keep-alive") }).contains(": keep-alive\n\n"))
    }

    /// libmicrohttpd must never be stopped with a stream suspended: stop() resumes and ends each.
    func testStopEndsOpenStreams() throws {
        let server = try start(HTTPLimits(threads: 1))
        let streams = try (0..<3).map { _ in try openEvents(server) }
        server.stop()
        for stream in streams {
            _ = stream.read()
            XCTAssertTrue(stream.isClosed)
        }
    }

    func testAConnectionSilentPastTheIdleTimeoutIsClosed() throws {
        let server = try start(HTTPLimits(idleTimeout: 1))
        defer { server.stop() }
        let idle = try RawHTTP(port: server.port)
        _ = idle.read(timeout: 10)
        XCTAssertTrue(idle.isClosed, "an idle connection was kept past its timeout")
    }

    /// Idle connections past the soft limit do not get pages served; the next request is told why.
    func testRequestsPastTheBusyLimitAre503() throws {
        let server = try start(HTTPLimits(busyConnections: 3, maximumConnections: 32))
        defer { server.stop() }
        var idle = try (0..<3).map { _ in try RawHTTP(port: server.port) }
        let busy = try response(server, until: { $0.hasPrefix("HTTP/1.1 503") })
        XCTAssertTrue(busy.hasPrefix("HTTP/1.1 503"), busy)
        XCTAssertTrue(busy.contains("connections are open, more than the 3 this preview serves at once; try again."), busy)
        idle.removeAll()
        XCTAssertTrue(try response(server, until: { $0.hasPrefix("HTTP/1.1 200") }).hasPrefix("HTTP/1.1 200"))
    }

    func testLimitsFitTheOpenFileLimit() {
        let fitted = HTTPLimits().fitted(toOpenFiles: 1024)
        XCTAssertEqual(fitted.maximumConnections, 960)
        XCTAssertEqual(fitted.busyConnections, 956)
        XCTAssertEqual(HTTPLimits().fitted(toOpenFiles: 1 << 20).maximumConnections, 4096)
    }
}

private extension HTTPServerTests {
    func start(_ limits: HTTPLimits) throws -> HTTPServer {
        try HTTPServer(host: "127.0.0.1", port: 0, limits: limits) { [hub] request in
            if request.path == "/events" {
                return HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream")], body: .events(hub.subscribe()))
            }
            return HTTPResponse(status: 200, headers: [], body: .data(Data("page\n".utf8)))
        }
    }

    func openEvents(_ server: HTTPServer) throws -> RawHTTP {
        let client = try RawHTTP(port: server.port)
        client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        XCTAssertTrue(client.read(until: { $0.contains("event: hello") }).contains("event: hello"))
        return client
    }

    /// The answer to a page request, asked again (up to a deadline) until `done` holds: the server
    /// counts connections as its threads get to them.
    func response(_ server: HTTPServer, until done: (String) -> Bool) throws -> String {
        let deadline = Date(timeIntervalSinceNow: 10)
        var answer = ""
        repeat {
            let client = try RawHTTP(port: server.port)
            client.send("GET /page HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            answer = client.read()
        } while !done(answer) && Date() < deadline
        return answer
    }
}
