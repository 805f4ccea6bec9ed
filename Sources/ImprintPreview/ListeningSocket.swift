#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The socket `HTTPServer` listens on, opened here rather than by libmicrohttpd so that a busy
/// port is a clear error and port 0 gives a free one.
struct ListeningSocket {
    let descriptor: Int32
    /// `AF_INET` or `AF_INET6`.
    let family: Int32
    /// The port bound (the one the system chose when asked for 0).
    let port: Int

    /// Room for a burst of connections while the server's threads accept them.
    private static let backlog: Int32 = 512

    init(host: String, port: Int) throws(HTTPServer.StartError) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamSocketType
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var results: UnsafeMutablePointer<addrinfo>?
        let lookup = getaddrinfo(host, String(port), &hints, &results)
        guard lookup == 0, let address = results else {
            let reason = String(cString: gai_strerror(lookup))
            throw HTTPServer.StartError(description: "cannot listen on \"\(host)\": \(reason); not an address of this machine (use 127.0.0.1)")
        }
        defer { freeaddrinfo(results) }
        let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard fd >= 0 else { throw HTTPServer.StartError(description: "cannot open a socket for \(host):\(port): \(Self.reason())") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        if bind(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) != 0 {
            let code = errno
            close(fd)
            if code == EADDRINUSE {
                throw HTTPServer.StartError(description: "port \(port) is already in use on \(host): stop the other server, or try --port \(port + 1)")
            }
            throw HTTPServer.StartError(description: "cannot listen on \(host):\(port): \(String(cString: strerror(code)))")
        }
        guard systemListen(fd, Self.backlog) == 0 else {
            let reason = Self.reason()
            close(fd)
            throw HTTPServer.StartError(description: "cannot listen on \(host):\(port): \(reason)")
        }
        descriptor = fd
        family = address.pointee.ai_family
        self.port = Self.boundPort(fd)
    }
}

private extension ListeningSocket {
    static func reason() -> String {
        String(cString: strerror(errno))
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
