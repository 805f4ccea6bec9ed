import Foundation

/// Runs named steps, records how long each took, and names the step of a failure.
struct StepRunner {
    private(set) var steps: [BuildReport.Step] = []
    /// Told each step's name as it starts (`BuildOptions.progress`).
    var progress: BuildProgress?

    mutating func run<T>(_ name: String, _ body: () -> T) -> T {
        progress?.enter(name)
        let start = ContinuousClock.now
        defer { record(name, since: start) }
        return body()
    }

    mutating func run<T>(_ name: String, _ body: () throws(BuildFailure) -> T) throws(BuildFailure) -> T {
        progress?.enter(name)
        let start = ContinuousClock.now
        defer { record(name, since: start) }
        do {
            return try body()
        } catch {
            var named = error
            named.step = name
            throw named
        }
    }

    /// Forgets the steps of an attempt that was given up (a patched rebuild that falls back
    /// to a full one), so that `--metrics` shows only what made the output.
    mutating func discard(after count: Int) {
        steps.removeLast(steps.count - count)
    }

    private mutating func record(_ name: String, since start: ContinuousClock.Instant) {
        steps.append(BuildReport.Step(name: name, seconds: (ContinuousClock.now - start).seconds))
    }
}
