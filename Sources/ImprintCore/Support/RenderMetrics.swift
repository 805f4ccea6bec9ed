import Foundation

/// Time spent rendering each template during a build (`imprint build --metrics`).
/// Generators render on several threads, so recording takes a lock.
public final class RenderMetrics: @unchecked Sendable {
    public struct Entry: Sendable {
        public let template: String
        public let renders: Int
        /// Summed over threads: on two cores, templates can add up to twice the wall time.
        public let seconds: Double
    }

    private let lock = NSLock()
    private var totals: [String: (renders: Int, seconds: Double)] = [:]

    public init() {}

    func record(_ template: String, seconds: Double) {
        lock.lock()
        let current = totals[template] ?? (0, 0)
        totals[template] = (current.renders + 1, current.seconds + seconds)
        lock.unlock()
    }

    /// The templates, slowest first.
    public var entries: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return totals.map { Entry(template: $0.key, renders: $0.value.renders, seconds: $0.value.seconds) }
            .sorted { ($0.seconds, $1.template) > ($1.seconds, $0.template) }
    }
}
