import Foundation
import Mustache

/// Runs named steps and records how long each took.
struct StepRunner {
    private(set) var steps: [BuildReport.Step] = []

    mutating func run<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
        let start = ContinuousClock.now
        defer {
            let elapsed = ContinuousClock.now - start
            steps.append(BuildReport.Step(name: name, seconds: elapsed.seconds))
        }
        return try body()
    }
}
