import Foundation
import ImprintCore

/// The one line a long build shows on a terminal: the step it is at, how many of its items are
/// done, and how long the build has run, rewritten in place, from its first second on (a quick build shows nothing), and cleared when
/// the build ends. Nothing of it when the output is no terminal, or with `--quiet`.
final class ProgressLine: @unchecked Sendable {
    private let console: Console
    private let started = ContinuousClock.now
    private let lock = NSLock()
    /// What the build says of where it is.
    let progress = BuildProgress()
    private var shown = false
    private var timer: DispatchSourceTimer?

    /// How long a build runs before the line shows.
    static let delay: Duration = .seconds(1)

    init(console: Console) {
        self.console = console
    }

    /// Starts showing, when the console is a terminal.
    func start() {
        guard console.isTerminal else { return }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "imprint.progress"))
        timer.schedule(deadline: .now() + 1, repeating: .milliseconds(200))
        timer.setEventHandler { [weak self] in self?.draw() }
        timer.resume()
        lock.withLock { self.timer = timer }
    }

    /// Stops, and clears the line when it showed.
    func finish() {
        lock.withLock {
            timer?.cancel()
            timer = nil
            if shown { console.status("\r\u{1B}[2K") }
            shown = false
        }
    }

    /// The text of the line after `elapsed`, or nil before it shows.
    static func text(_ state: BuildProgress.State, elapsed: Duration) -> String? {
        guard elapsed >= delay, !state.step.isEmpty else { return nil }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let count = state.total > 0 ? " " + grouped(state.done) + "/" + grouped(state.total) : ""
        return "\r\u{1B}[2K  " + state.step + count + "… " + String(format: "%.1f s", seconds)
    }

    /// `count` with a comma between groups of three digits: 12,480.
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count))
        return stride(from: digits.count, to: 0, by: -3).reversed()
            .map { String(digits[max(0, $0 - 3)..<$0]) }.joined(separator: ",")
    }

    private func draw() {
        lock.withLock {
            guard timer != nil, let text = Self.text(progress.current, elapsed: started.duration(to: .now)) else { return }
            console.status(text)
            shown = true
        }
    }
}
