#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A bare socket client, for requests URLSession would normalise (`..`, `%2e`, `//`) or refuse
/// to send, and for reading an event stream as it arrives.
public final class RawHTTP {
    private let fd: Int32
    private var received = Data()
    /// Whether the server has closed the connection.
    public private(set) var isClosed = false

    public init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        // Bounds connect(), which a full listen queue would otherwise keep waiting.
        var connectTimeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &connectTimeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw URLError(.cannotConnectToHost) }
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    public func send(_ text: String) {
        send(Data(text.utf8))
    }

    public func send(_ data: Data) {
        _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// Everything received until `done` holds for it, the connection closes, or `timeout` passes.
    public func read(until done: (String) -> Bool = { _ in false }, timeout: TimeInterval = 5) -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var buffer = [UInt8](repeating: 0, count: 8192)
        while Date() < deadline {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count == 0 {
                isClosed = true
                break
            }
            if count > 0 { received.append(contentsOf: buffer[0..<count]) }
            if done(String(decoding: received, as: UTF8.self)) { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// The status code of a whole request sent on a fresh connection.
    public static func status(of requestLine: String, port: Int) throws -> Int {
        let client = try RawHTTP(port: port)
        client.send("\(requestLine)\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let response = client.read()
        return Int(response.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
