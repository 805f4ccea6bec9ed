import Foundation

/// One client's event stream.
public final class EventSubscription: @unchecked Sendable {
    private let hub: EventHub

    init(hub: EventHub) {
        self.hub = hub
    }

    /// The next event, without waiting.
    func next() -> EventHub.Next {
        hub.next(for: self)
    }

    /// Calls `wake` (on the broadcasting thread, holding no lock) whenever an event comes or the
    /// hub closes, so that a stream that found `.nothing` knows when to look again.
    func onChange(_ wake: @escaping @Sendable () -> Void) {
        hub.setWaker(wake, for: self)
    }

    /// Ends the subscription: when the client goes away.
    public func cancel() {
        hub.remove(self)
    }
}
