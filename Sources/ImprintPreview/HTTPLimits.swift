import Foundation

/// How many connections `HTTPServer` holds, how long, and on how many threads: what keeps a
/// flood of idle or slow connections from starving the browser.
public struct HTTPLimits: Sendable {
    /// Threads that serve connections, each polling many of them.
    public var threads: Int
    /// Seconds a connection may stay silent before it is closed (event streams send keep-alives).
    public var idleTimeout: Int
    /// Open connections past which requests are answered 503 instead of served.
    public var busyConnections: Int
    /// Open connections past which libmicrohttpd closes new ones at once; each holds a file.
    public var maximumConnections: Int
    /// Seconds between keep-alive comments on an event stream with nothing to say.
    public var keepAliveInterval: TimeInterval

    /// The defaults: 4 threads, 20 s idle timeout, 503 past 3,072 connections, at most 4,096.
    public init(
        threads: Int = 4, idleTimeout: Int = 20, busyConnections: Int = 3072, maximumConnections: Int = 4096,
        keepAliveInterval: TimeInterval = 10
    ) {
        self.threads = threads
        self.idleTimeout = idleTimeout
        self.busyConnections = busyConnections
        self.maximumConnections = maximumConnections
        self.keepAliveInterval = keepAliveInterval
    }

    /// Files the server needs besides its connections: the listening socket, epoll, the watcher,
    /// the site's files while a rebuild reads them.
    private static let otherFiles = 64

    /// These limits, lowered so that every connection can have its file among `openFiles`.
    func fitted(toOpenFiles openFiles: Int) -> HTTPLimits {
        var fitted = self
        fitted.maximumConnections = max(threads, min(maximumConnections, openFiles - Self.otherFiles))
        fitted.busyConnections = min(busyConnections, fitted.maximumConnections - threads)
        return fitted
    }
}
