import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An HTTP server on libmicrohttpd: the only file that calls it (and the sockets API).
///
/// It opens the listening socket itself (so that a busy port is a clear error and port 0 gives a
/// free one), hands it to libmicrohttpd, and answers every request with `handler`, on a thread per
/// connection so that event streams can wait for events.
public final class HTTPServer: @unchecked Sendable {
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The port the server listens on (the one chosen by the system when asked for 0).
    public let port: Int
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let hostCheck: HostCheck
    private var daemon: OpaquePointer?
    private var box: Unmanaged<HTTPServer>?
    private let lock = NSLock()

    /// Starts listening on `host:port` and serving with `handler`.
    public init(host: String, port: Int, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(StartError) {
        self.handler = handler
        let (socket, family) = try Self.listen(host: host, port: port)
        self.port = Self.boundPort(socket)
        hostCheck = HostCheck(listenHost: host, port: self.port)
        let unmanaged = Unmanaged.passRetained(self)
        box = unmanaged
        let flags = UInt32(MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue)
            | (family == AF_INET6 ? UInt32(MHD_USE_IPv6.rawValue) : 0)
        daemon = withVaList([
            Int32(MHD_OPTION.LISTEN_SOCKET.rawValue), socket,
            Int32(MHD_OPTION.CONNECTION_TIMEOUT.rawValue), UInt32(120),
            Int32(MHD_OPTION.UNESCAPE_CALLBACK.rawValue), OpaquePointer(unsafeBitCast(keepEscapes, to: UnsafeRawPointer.self)), Int(0),
            Int32(MHD_OPTION.URI_LOG_CALLBACK.rawValue), OpaquePointer(unsafeBitCast(markPathEnd, to: UnsafeRawPointer.self)), Int(0),
            Int32(MHD_OPTION.END.rawValue),
        ]) { options in
            MHD_start_daemon_va(flags, 0, nil, nil, accessHandler, unmanaged.toOpaque(), options)
        }
        guard daemon != nil else {
            close(socket)
            unmanaged.release()
            box = nil
            throw StartError(description: "the HTTP server could not start on \(host):\(port)")
        }
    }

    /// Stops accepting connections and waits for the open ones to end.
    public func stop() {
        lock.lock()
        let running = daemon
        daemon = nil
        lock.unlock()
        guard let running else { return }
        MHD_stop_daemon(running)
        box?.release()
        box = nil
    }

    /// The answer to a request whose `Host` and `Origin` headers (nil when absent) are `header`'s.
    fileprivate func respond(method: String, rawPath: UnsafeRawBufferPointer, pathIsClean: Bool, header: (String) -> String?) -> HTTPResponse {
        // HTTP/1.0 may send no Host; libmicrohttpd refuses an HTTP/1.1 request without one.
        if let host = header("Host"), let refusal = hostCheck.refusal(host: host) {
            return .plainText(status: 421, refusal)
        }
        guard pathIsClean, let path = RequestPath.decode(rawPath) else {
            return .plainText(status: 400, "Bad request: the path holds a NUL byte (raw or as %00), which names no file.")
        }
        let answer = handler(HTTPRequest(method: method, path: path, ifNoneMatch: header("If-None-Match")))
        if case .events(let subscription) = answer.body, let origin = header("Origin"), let refusal = hostCheck.refusal(origin: origin) {
            subscription.cancel()
            return .plainText(status: 403, refusal)
        }
        return answer
    }
}

private extension HTTPServer {
    static func listen(host: String, port: Int) throws(StartError) -> (Int32, Int32) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamSocketType
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &results) == 0, let address = results else {
            throw StartError(description: "cannot listen on \"\(host)\": not an address of this machine (use 127.0.0.1)")
        }
        defer { freeaddrinfo(results) }
        let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard fd >= 0 else { throw StartError(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        if bind(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) != 0 {
            let code = errno
            close(fd)
            if code == EADDRINUSE {
                throw StartError(description: "port \(port) is already in use on \(host): stop the other server, or try --port \(port + 1)")
            }
            throw StartError(description: "cannot listen on \(host):\(port): \(String(cString: strerror(code)))")
        }
        guard systemListen(fd, 64) == 0 else {
            close(fd)
            throw StartError(description: "cannot listen on \(host):\(port): \(String(cString: strerror(errno)))")
        }
        return (fd, address.pointee.ai_family)
    }

    static func boundPort(_ fd: Int32) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let family = storage.ss_family
        return withUnsafePointer(to: &storage) { pointer in
            if family == sa_family_t(AF_INET6) {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }
}

#if canImport(Glibc)
private let streamSocketType = Int32(SOCK_STREAM.rawValue)
private let systemListen = Glibc.listen
#elseif canImport(Darwin)
private let streamSocketType = SOCK_STREAM
private let systemListen = Darwin.listen
#endif

/// An event stream's state between libmicrohttpd's calls for more bytes.
private final class StreamState {
    let subscription: EventSubscription
    var pending = Data()

    init(_ subscription: EventSubscription) {
        self.subscription = subscription
    }
}

/// How long an idle event stream waits before sending a keep-alive comment.
private let keepAliveInterval: TimeInterval = 10

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
    let answer = server.respond(method: method.map { String(cString: $0) } ?? "GET", rawPath: rawPath, pathIsClean: requestState.pointee == cleanPath) {
        MHD_lookup_connection_value(connection, .HEADER_KIND, $0).map { String(cString: $0) }
    }
    let response: OpaquePointer?
    switch answer.body {
    case .data(let data):
        response = data.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
    case .events(let subscription):
        let state = Unmanaged.passRetained(StreamState(subscription)).toOpaque()
        response = MHD_create_response_from_callback(UInt64.max, 4096, readEvents, state, freeEvents)
    }
    guard let response else { return .NO }
    for (name, value) in answer.headers {
        MHD_add_response_header(response, name, value)
    }
    let result = MHD_queue_response(connection, UInt32(answer.status), response)
    MHD_destroy_response(response)
    return result
}

/// Leaves paths as sent, so that `RequestPath` decodes them and sees any NUL (see there).
private let keepEscapes: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int = { _, _, text in
    text.map { strlen($0) } ?? 0
}

/// Where the request line's URI first ends, raw: at the NUL libmicrohttpd writes before the
/// version, or earlier at a NUL the client sent, which a C string cannot show later. Called before
/// the URI is split or decoded; what it returns is the request's state at the first call.
private let markPathEnd: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) -> UnsafeMutableRawPointer? = { _, uri, _ in
    uri.map { UnsafeMutableRawPointer(mutating: $0 + strlen($0)) }
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

/// Writes the next event (or a keep-alive comment) into libmicrohttpd's buffer; ends the stream on shutdown.
private let readEvents: MHD_ContentReaderCallback = { context, _, buffer, capacity in
    guard let context, let buffer else { return -2 }
    let state = Unmanaged<StreamState>.fromOpaque(context).takeUnretainedValue()
    if state.pending.isEmpty {
        switch state.subscription.next(waitingUntil: Date(timeIntervalSinceNow: keepAliveInterval)) {
        case .event(let event): state.pending = event.wireFormat
        case .idle: state.pending = Data(": keep-alive\n\n".utf8)
        case .closed: return -1
        }
    }
    let count = min(capacity, state.pending.count)
    state.pending.withUnsafeBytes { bytes in
        UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
    }
    state.pending.removeFirst(count)
    return count
}

private let freeEvents: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    let state = Unmanaged<StreamState>.fromOpaque(context).takeRetainedValue()
    state.subscription.cancel()
}
