import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An HTTP server on libmicrohttpd: the only file that calls it.
///
/// A few threads each poll many connections (epoll where there is one), so that a thousand idle
/// connections cost file descriptors, not threads; a connection silent for `idleTimeout` is closed,
/// and past `busyConnections` requests are answered 503. An event stream with nothing to send is
/// suspended, holding no thread, and resumed by the next event, its keep-alive or `stop()`.
public final class HTTPServer: @unchecked Sendable {
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The port the server listens on (the one chosen by the system when asked for 0).
    public let port: Int
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let hostCheck: HostCheck
    private let limits: HTTPLimits
    private let lock = NSLock()
    private var daemon: OpaquePointer?
    private var box: Unmanaged<HTTPServer>?
    private var openConnections = 0
    private var streams: [ObjectIdentifier: EventStream] = [:]
    private var isStopping = false
    private var keepAlive: DispatchSourceTimer?

    /// Starts listening on `host:port` and serving with `handler`, within `limits` (lowered to
    /// what the process's open-file limit allows, after raising that).
    public init(
        host: String, port: Int, limits: HTTPLimits = HTTPLimits(), handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(StartError) {
        self.handler = handler
        self.limits = limits.fitted(toOpenFiles: OpenFileLimit.raise())
        let socket = try ListeningSocket(host: host, port: port)
        self.port = socket.port
        hostCheck = HostCheck(listenHost: host, port: socket.port, ownAddresses: NetworkAddresses.isWildcard(host) ? NetworkAddresses.reachable() : [])
        let unmanaged = Unmanaged.passRetained(self)
        box = unmanaged
        let flags = UInt32(MHD_USE_AUTO_INTERNAL_THREAD.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue)
            | (socket.family == AF_INET6 ? UInt32(MHD_USE_IPv6.rawValue) : 0)
        errno = 0
        let started = withVaList([
            Int32(MHD_OPTION.LISTEN_SOCKET.rawValue), socket.descriptor,
            Int32(MHD_OPTION.THREAD_POOL_SIZE.rawValue), UInt32(self.limits.threads),
            Int32(MHD_OPTION.CONNECTION_TIMEOUT.rawValue), UInt32(self.limits.idleTimeout),
            Int32(MHD_OPTION.CONNECTION_LIMIT.rawValue), UInt32(self.limits.maximumConnections),
            Int32(MHD_OPTION.NOTIFY_CONNECTION.rawValue), cFunction(countConnections), OpaquePointer(unmanaged.toOpaque()),
            Int32(MHD_OPTION.UNESCAPE_CALLBACK.rawValue), cFunction(keepEscapes), Int(0),
            Int32(MHD_OPTION.URI_LOG_CALLBACK.rawValue), cFunction(markPathEnd), Int(0),
            Int32(MHD_OPTION.END.rawValue),
        ]) { options in
            MHD_start_daemon_va(flags, 0, nil, nil, accessHandler, unmanaged.toOpaque(), options)
        }
        guard let started else {
            let reason = errno == 0 ? "libmicrohttpd gave no reason" : String(cString: strerror(errno))
            close(socket.descriptor)
            unmanaged.release()
            box = nil
            throw StartError(description: "the HTTP server could not start on \(host):\(port): \(reason)")
        }
        let keepAlive = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "imprint.keep-alive"))
        keepAlive.schedule(deadline: .now() + self.limits.keepAliveInterval, repeating: self.limits.keepAliveInterval)
        keepAlive.setEventHandler { [weak self] in self?.openStreams().forEach { $0.wake(keepAlive: true) } }
        keepAlive.resume()
        lock.withLock {
            daemon = started
            self.keepAlive = keepAlive
        }
    }

    /// Stops accepting connections, ends the event streams, and waits for the connections to close.
    public func stop() {
        let (running, keepAlive) = lock.withLock {
            isStopping = true
            defer { (daemon, self.keepAlive) = (nil, nil) }
            return (daemon, self.keepAlive)
        }
        guard let running else { return }
        keepAlive?.cancel()
        // libmicrohttpd must not be stopped with a connection suspended: each stream is resumed, to end.
        openStreams().forEach { $0.wake(end: true) }
        MHD_stop_daemon(running)
        box?.release()
        box = nil
    }
}

private extension HTTPServer {
    func openStreams() -> [EventStream] {
        lock.withLock { Array(streams.values) }
    }

    /// Keeps `stream` for keep-alives and `stop()`; ends it at once if the server is stopping.
    func register(_ stream: EventStream) {
        let stopping = lock.withLock {
            if !isStopping { streams[ObjectIdentifier(stream)] = stream }
            return isStopping
        }
        if stopping { stream.wake(end: true) }
    }

    func unregister(_ stream: EventStream) {
        _ = lock.withLock { streams.removeValue(forKey: ObjectIdentifier(stream)) }
    }

    func connectionOpened(_ opened: Bool) {
        lock.withLock { openConnections += opened ? 1 : -1 }
    }

    /// The answer to a request whose headers `header` reads.
    func respond(
        method: String, rawPath: UnsafeRawBufferPointer, pathIsClean: Bool, header: (String) -> String?
    ) -> HTTPResponse {
        let open = lock.withLock { openConnections }
        if open > limits.busyConnections {
            let busy = limits.busyConnections
            return .plainText(status: 503, "Service unavailable: \(open) connections are open, more than the \(busy) this preview serves at once; try again.")
        }
        // HTTP/1.0 may send no Host; libmicrohttpd refuses an HTTP/1.1 request without one.
        if let host = header("Host"), let refusal = hostCheck.refusal(host: host) {
            return .plainText(status: 421, refusal)
        }
        guard pathIsClean, let path = RequestPath.decode(rawPath) else {
            return .plainText(status: 400, "Bad request: the path holds a NUL byte (raw or as %00), which names no file.")
        }
        let answer = handler(HTTPRequest(method: method, path: path, ifNoneMatch: header("If-None-Match")))
        if case .events(let subscription) = answer.body, let origin = header("Origin"),
           let refusal = hostCheck.refusal(origin: origin) {
            subscription.cancel()
            return .plainText(status: 403, refusal)
        }
        return answer
    }
}

/// A C function as the pointer that libmicrohttpd's variadic options take.
private func cFunction<Function>(_ function: Function) -> OpaquePointer {
    OpaquePointer(unsafeBitCast(function, to: UnsafeRawPointer.self))
}

private let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, version, _, uploadSize, requestState in
    guard let context, let connection, let requestState else { return .NO }
    // The first call only announces the request (and says whether its path holds a raw NUL);
    // bodies are read and dropped; then we answer.
    if requestState.pointee != cleanPath, requestState.pointee != pathWithNUL {
        requestState.pointee = holdsRawNUL(pathEnd: requestState.pointee, version: version) ? pathWithNUL : cleanPath
        return .YES
    }
    if let uploadSize, uploadSize.pointee != 0 {
        uploadSize.pointee = 0
        return .YES
    }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    let rawPath = url.map { UnsafeRawBufferPointer(start: $0, count: strlen($0)) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
    let answer = server.respond(
        method: method.map { String(cString: $0) } ?? "GET", rawPath: rawPath, pathIsClean: requestState.pointee == cleanPath
    ) {
        MHD_lookup_connection_value(connection, .HEADER_KIND, $0).map { String(cString: $0) }
    }
    let response: OpaquePointer?
    switch answer.body {
    case .data(let data):
        response = data.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
    case .events(let subscription):
        let stream = EventStream(
            subscription, suspend: { MHD_suspend_connection(connection) }, resume: { MHD_resume_connection(connection) },
            onFinish: { [weak server] in server?.unregister($0) })
        subscription.onChange { [weak stream] in stream?.wake() }
        server.register(stream)
        response = MHD_create_response_from_callback(UInt64.max, 4096, readEvents, Unmanaged.passRetained(stream).toOpaque(), freeEvents)
    }
    guard let response else { return .NO }
    for (name, value) in answer.headers {
        MHD_add_response_header(response, name, value)
    }
    let result = MHD_queue_response(connection, UInt32(answer.status), response)
    MHD_destroy_response(response)
    return result
}

private let countConnections: MHD_NotifyConnectionCallback = { context, _, _, event in
    guard let context else { return }
    Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().connectionOpened(event == .CONNECTION_NOTIFY_STARTED)
}

/// Leaves paths as sent, so that `RequestPath` decodes them and sees any NUL (see there).
private let keepEscapes: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int = {
    _, _, text in text.map { strlen($0) } ?? 0
}

/// Where the request line's URI first ends, raw: at the NUL libmicrohttpd writes before the
/// version, or earlier at a NUL the client sent, which a C string cannot show later. Called before
/// the URI is split or decoded; what it returns is the request's state at the first call.
private let markPathEnd: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) -> UnsafeMutableRawPointer? = {
    _, uri, _ in uri.map { UnsafeMutableRawPointer(mutating: $0 + strlen($0)) }
}

/// Request states after the first call: whether the path can be read as a C string.
private var cleanPath: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 1) }
private var pathWithNUL: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 2) }

/// libmicrohttpd parses the request line in place: the version follows the URI's terminating
/// NUL, so a URI whose first NUL comes earlier than that held a NUL of its own. A gap that is not
/// small and positive means another layout (another libmicrohttpd): then nothing is refused here,
/// and the server tests, which send a raw NUL, say so.
private func holdsRawNUL(pathEnd: UnsafeMutableRawPointer?, version: UnsafePointer<CChar>?) -> Bool {
    guard let pathEnd, let version, version.pointee != 0 else { return false }
    let gap = UnsafeRawPointer(version) - UnsafeRawPointer(pathEnd) - 1
    return gap > 0 && gap < 64 * 1024
}

/// Writes the next event or keep-alive comment into libmicrohttpd's buffer (see `EventStream`).
private let readEvents: MHD_ContentReaderCallback = { context, _, buffer, capacity in
    guard let context, let buffer else { return -2 }
    return Unmanaged<EventStream>.fromOpaque(context).takeUnretainedValue().read(into: UnsafeMutableRawPointer(buffer), capacity: capacity)
}

private let freeEvents: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    Unmanaged<EventStream>.fromOpaque(context).takeRetainedValue().finish()
}
