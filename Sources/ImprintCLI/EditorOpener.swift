import Foundation

/// Opens a file in the user's editor (`imprint new --edit`): `$VISUAL`, else `$EDITOR`, run by
/// the shell as Git runs them (so `code --wait` works), with the file as its last argument, and
/// waited for.
enum EditorOpener {
    /// The editor's command, or nil when neither variable names one.
    static func command(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        [environment["VISUAL"], environment["EDITOR"]].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
    }

    /// Runs `editor` on `file` and waits; the editor's exit status, or nil when it could not start.
    static func open(_ file: URL, with editor: String) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", editor + " \"$1\"", "imprint-editor", file.path]
        do {
            try process.run()
        } catch {
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
