import Foundation

/// One server-sent event: a name and text, which may span lines.
public struct ServerEvent: Sendable, Equatable {
    public let name: String
    public let data: String

    public init(name: String, data: String) {
        self.name = name
        self.data = data
    }

    /// `event: name`, one `data:` line per line of text, and a blank line.
    ///
    /// A browser ends a line at CR, LF or CRLF alike, so each of them starts a new `data:` line:
    /// a lone CR left in the text (a build error can quote one) would otherwise end the line
    /// in the browser, and what follows it, `event: reload` say, would be read as a field.
    var wireFormat: Data {
        let lines = data.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            .map { "data: \($0)\n" }.joined()
        return Data("event: \(name)\n\(lines)\n".utf8)
    }
}

/// Hands build events to every open event stream. Each stream first gets the greeting (the build's
/// id and any errors), then every event broadcast after it subscribed.
public final class EventHub: @unchecked Sendable {
    private let condition = NSCondition()
    private var queues: [ObjectIdentifier: [ServerEvent]] = [:]
    private var greeting: ServerEvent
    private var isClosed = false

    public init(greeting: ServerEvent) {
        self.greeting = greeting
    }

    public func subscribe() -> EventSubscription {
        let subscription = EventSubscription(hub: self)
        condition.lock()
        queues[ObjectIdentifier(subscription)] = [greeting]
        condition.unlock()
        return subscription
    }

    /// Sends `event` to every stream, and makes `greeting` what new streams get first.
    public func broadcast(_ event: ServerEvent, greeting: ServerEvent) {
        condition.lock()
        self.greeting = greeting
        for key in queues.keys { queues[key]?.append(event) }
        condition.broadcast()
        condition.unlock()
    }

    /// The number of open streams.
    public var subscriberCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return queues.count
    }

    /// Ends every stream, so that the server can stop.
    public func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    enum Next {
        case event(ServerEvent)
        case idle
        case closed
    }

    fileprivate func next(for subscription: EventSubscription, waitingUntil deadline: Date) -> Next {
        condition.lock()
        defer { condition.unlock() }
        let key = ObjectIdentifier(subscription)
        while !isClosed {
            guard var queue = queues[key] else { return .closed }
            if !queue.isEmpty {
                let event = queue.removeFirst()
                queues[key] = queue
                return .event(event)
            }
            if !condition.wait(until: deadline) { return .idle }
        }
        return .closed
    }

    fileprivate func remove(_ subscription: EventSubscription) {
        condition.lock()
        queues[ObjectIdentifier(subscription)] = nil
        condition.unlock()
    }
}

/// One client's event stream.
public final class EventSubscription: @unchecked Sendable {
    private let hub: EventHub

    fileprivate init(hub: EventHub) {
        self.hub = hub
    }

    /// The next event, or `.idle` when none came before `deadline` (time for a keep-alive comment).
    func next(waitingUntil deadline: Date) -> EventHub.Next {
        hub.next(for: self, waitingUntil: deadline)
    }

    /// Ends the subscription: when the client goes away.
    public func cancel() {
        hub.remove(self)
    }
}
