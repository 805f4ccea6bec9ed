import Foundation

/// Where a running build is: the step it is at, and how many of that step's items (posts read,
/// pages rendered, files written) are done, for a progress line that another thread draws.
public final class BuildProgress: @unchecked Sendable {
    /// What the progress line shows.
    public struct State: Equatable, Sendable {
        public var step = ""
        public var done = 0
        /// Zero while the step has not said how many items it has.
        public var total = 0

        public init(step: String = "", done: Int = 0, total: Int = 0) {
            self.step = step
            self.done = done
            self.total = total
        }
    }

    private let lock = NSLock()
    private var state = State()

    public init() {}

    public var current: State { lock.withLock { state } }

    /// A new step, with no items counted yet.
    func enter(_ step: String) {
        lock.withLock { state = State(step: step) }
    }

    /// The step has `count` more items to do.
    func expect(_ count: Int) {
        lock.withLock { state.total += count }
    }

    /// `count` more of the step's items are done.
    func advance(by count: Int = 1) {
        lock.withLock { state.done += count }
    }
}
