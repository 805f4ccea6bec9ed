import Foundation

/// Collects changes and fires once they have been quiet for `delay`, so that a save that writes
/// several files, or an editor that writes twice, causes one rebuild.
final class Debouncer: @unchecked Sendable {
    private let delay: TimeInterval
    private let scheduler: any Scheduler
    private let action: @Sendable ([String]) -> Void
    private let lock = NSLock()
    private var pending: Set<String> = []
    private var generation = 0

    init(delay: TimeInterval, scheduler: any Scheduler, action: @escaping @Sendable ([String]) -> Void) {
        self.delay = delay
        self.scheduler = scheduler
        self.action = action
    }

    func add(_ paths: [String]) {
        lock.lock()
        pending.formUnion(paths)
        generation += 1
        let scheduled = generation
        lock.unlock()
        scheduler.schedule(after: delay) { [self] in
            lock.lock()
            guard scheduled == generation, !pending.isEmpty else {
                lock.unlock()
                return
            }
            let paths = pending.sorted()
            pending = []
            lock.unlock()
            action(paths)
        }
    }
}
