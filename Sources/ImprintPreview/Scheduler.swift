import Foundation

/// Runs work after a delay: on a dispatch queue when serving, by a hand-moved clock in tests,
/// so that no test of the debouncer or the polling watcher has to sleep.
public protocol Scheduler: Sendable {
    func schedule(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void)
}

/// Runs scheduled work on a dispatch queue, after real time has passed.
public struct QueueScheduler: Scheduler {
    let queue: DispatchQueue

    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    public func schedule(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) {
        queue.asyncAfter(deadline: .now() + delay, execute: work)
    }
}
