import Foundation

/// One event stream's connection, between the server's calls for more bytes.
///
/// With nothing to send, the stream suspends its connection, so that it holds no thread while it
/// waits, and `wake` resumes it: for an event (the subscription's `onChange`), a keep-alive comment
/// or the end of the server. `HTTPServer` hands in libmicrohttpd's suspend and resume.
final class EventStream: @unchecked Sendable {
    /// What `read` returns to end the stream (libmicrohttpd's `MHD_CONTENT_READER_END_OF_STREAM`).
    static let endOfStream = -1

    let subscription: EventSubscription
    private let suspend: () -> Void
    private let resume: () -> Void
    private let onFinish: (EventStream) -> Void
    private let lock = NSLock()
    private var pending = Data()
    private var isSuspended = false
    /// Set once the connection is done with the stream and may be gone: nothing is resumed then.
    private var isFinished = false
    private var keepAliveDue = false
    private var isEnded = false

    init(
        _ subscription: EventSubscription, suspend: @escaping () -> Void, resume: @escaping () -> Void,
        onFinish: @escaping (EventStream) -> Void
    ) {
        self.subscription = subscription
        self.suspend = suspend
        self.resume = resume
        self.onFinish = onFinish
    }

    /// Copies the next bytes into `buffer`; with none to send, suspends the connection and returns 0.
    func read(into buffer: UnsafeMutableRawPointer, capacity: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if pending.isEmpty {
            switch subscription.next() {
            case .event(let event): pending = event.wireFormat
            case .closed: return Self.endOfStream
            case .nothing where isEnded: return Self.endOfStream
            case .nothing where keepAliveDue: pending = Data(": keep-alive\n\n".utf8)
            case .nothing:
                // Under the lock, so that a wake coming after the `next()` above finds it suspended.
                isSuspended = true
                suspend()
                return 0
            }
        }
        keepAliveDue = false
        let count = min(capacity, pending.count)
        pending.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: count) }
        pending.removeFirst(count)
        return count
    }

    /// Resumes the connection if it waits: for an event, a keep-alive comment, or the end.
    func wake(keepAlive: Bool = false, end: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        keepAliveDue = keepAliveDue || keepAlive
        isEnded = isEnded || end
        guard isSuspended, !isFinished else { return }
        isSuspended = false
        resume()
    }

    /// The connection is done with the stream.
    func finish() {
        lock.withLock { isFinished = true }
        subscription.cancel()
        onFinish(self)
    }
}
