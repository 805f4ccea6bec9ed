import Foundation

/// The one line a long build shows on a terminal: the step it is at and how long it has run,
/// rewritten in place, from its first second on (a quick build shows nothing), and cleared when
/// the build ends. Nothing of it when the output is no terminal, or with `--quiet`.
final class ProgressLine: @unchecked Sendable {
    private let console: Console
    private let started = ContinuousClock.now
    private let lock = NSLock()
    private var step = ""
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

    /// The step the build is at now.
    func enter(_ name: String) {
        lock.withLock { step = name }
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
    static func text(step: String, elapsed: Duration) -> String? {
        guard elapsed >= delay, !step.isEmpty else { return nil }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return "\r\u{1B}[2K  " + step + "… " + String(format: "%.1f s", seconds)
    }

    private func draw() {
        lock.withLock {
            guard timer != nil, let text = Self.text(step: step, elapsed: started.duration(to: .now)) else { return }
            console.status(text)
            shown = true
        }
    }
}
