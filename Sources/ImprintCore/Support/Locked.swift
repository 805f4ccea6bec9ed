import Foundation

/// A value shared between threads, read and changed only under its lock. (The standard
/// library's `Mutex` needs macOS 15; this works wherever Foundation does.)
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
