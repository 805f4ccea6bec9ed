import Foundation

/// Work spread over `width` workers, with results in input order, so that a parallel build is
/// byte for byte the same as a sequential one (`width` 1).
///
/// Each item's result goes into its own slot, so workers share no mutable state; the closures
/// must only read what they capture (site models, compiled templates, renderers are immutable).
package struct Parallel: Sendable {
    /// The machine's active cores: the number of workers unless a build asks for another.
    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    package static let allCores = Parallel(width: cores)

    let width: Int
    /// Counts the items mapped, for the progress line.
    package let progress: BuildProgress?

    init(width: Int, progress: BuildProgress? = nil) {
        self.width = max(1, width)
        self.progress = progress
    }

    /// `transform` of each item, computed concurrently; the first error in input order is thrown.
    package func map<Item: Sendable, Result: Sendable, Failure: Error>(
        _ items: [Item], _ transform: @Sendable (Item) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        progress?.expect(items.count)
        guard items.count > 1, width > 1 else {
            return try items.map { item throws(Failure) in
                defer { progress?.advance() }
                return try transform(item)
            }
        }
        let slots = Slots<Swift.Result<Result, Failure>>(count: items.count)
        // A few chunks per worker balance uneven items without much scheduling.
        let chunks = min(items.count, width * 4)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = (items.count * chunk / chunks)..<(items.count * (chunk + 1) / chunks)
            for index in range {
                defer { progress?.advance() }
                do throws(Failure) {
                    slots[index] = .success(try transform(items[index]))
                } catch {
                    slots[index] = .failure(error)
                }
            }
        }
        var results: [Result] = []
        results.reserveCapacity(items.count)
        for index in 0..<items.count {
            switch slots[index]! {
            case .success(let value): results.append(value)
            case .failure(let error): throw error
            }
        }
        return results
    }

    /// Like `map`, for work that returns several results per item, concatenated in order.
    package func flatMap<Item: Sendable, Element: Sendable, Failure: Error>(
        _ items: [Item], _ transform: @Sendable (Item) throws(Failure) -> [Element]
    ) throws(Failure) -> [Element] {
        try map(items, transform).flatMap { $0 }
    }
}

/// Fixed slots that workers fill, one slot per worker at a time.
private final class Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }
}
