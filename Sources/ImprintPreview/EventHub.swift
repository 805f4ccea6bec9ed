import Foundation

/// Hands build events to every open event stream. Each stream first gets the greeting (the build's
/// id and any errors), then every event broadcast after it subscribed.
///
/// Nothing here waits: a stream takes what is queued for it, and is told (`onChange`) when more
/// comes or the hub closes, so that a waiting stream holds no thread.
public final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var queues: [ObjectIdentifier: [ServerEvent]] = [:]
    private var wakers: [ObjectIdentifier: @Sendable () -> Void] = [:]
    private var greeting: ServerEvent
    private var isClosed = false

    public init(greeting: ServerEvent) {
        self.greeting = greeting
    }

    public func subscribe() -> EventSubscription {
        let subscription = EventSubscription(hub: self)
        lock.withLock { queues[ObjectIdentifier(subscription)] = [greeting] }
        return subscription
    }

    /// Sends `event` to every stream, and makes `greeting` what new streams get first.
    public func broadcast(_ event: ServerEvent, greeting: ServerEvent) {
        let wake = lock.withLock {
            self.greeting = greeting
            for key in queues.keys { queues[key]?.append(event) }
            return Array(wakers.values)
        }
        // Outside the lock: a woken stream comes straight back for its events.
        wake.forEach { $0() }
    }

    /// The number of open streams.
    public var subscriberCount: Int {
        lock.withLock { queues.count }
    }

    /// Ends every stream, so that the server can stop.
    public func close() {
        let wake = lock.withLock {
            isClosed = true
            return Array(wakers.values)
        }
        wake.forEach { $0() }
    }

    enum Next {
        case event(ServerEvent)
        /// Nothing yet: the subscription's `onChange` is called when there is.
        case nothing
        case closed
    }

    func next(for subscription: EventSubscription) -> Next {
        lock.withLock {
            let key = ObjectIdentifier(subscription)
            guard !isClosed, var queue = queues[key] else { return .closed }
            guard !queue.isEmpty else { return .nothing }
            let event = queue.removeFirst()
            queues[key] = queue
            return .event(event)
        }
    }

    func setWaker(_ wake: @escaping @Sendable () -> Void, for subscription: EventSubscription) {
        lock.withLock { wakers[ObjectIdentifier(subscription)] = wake }
    }

    func remove(_ subscription: EventSubscription) {
        lock.withLock {
            queues[ObjectIdentifier(subscription)] = nil
            wakers[ObjectIdentifier(subscription)] = nil
        }
    }
}
