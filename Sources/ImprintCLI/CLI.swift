import Foundation
import ImprintCore

/// The `imprint` command line. `main.swift` hands it the arguments and exits with its status;
/// tests call `run` directly with their own streams.
public enum CLI {
    public static var version: String { Imprint.version }

    /// Exit statuses.
    public enum Status {
        public static let success: Int32 = 0
        public static let failure: Int32 = 1
        public static let usage: Int32 = 64
    }

    /// Runs `arguments` (the program name first) and returns the exit status.
    public static func run(_ arguments: [String], console: Console, now: Date = Date()) -> Int32 {
        let rest = arguments.dropFirst()
        guard let command = rest.first else {
            console.error(HelpText.main)
            return Status.usage
        }
        switch command {
        case "-h", "--help":
            console.print(HelpText.main)
            return Status.success
        case "--version":
            console.print("imprint \(version)")
            return Status.success
        case "help":
            return help(topic: rest.dropFirst().first, console: console)
        default:
            guard let found = commands.first(where: { $0.name == command }) else {
                return usageError(UsageError(message: "unknown command \"\(command)\""), help: HelpText.main, console: console)
            }
            return found.start(rest.dropFirst(), console: console, now: now)
        }
    }

    /// Every subcommand.
    static let commands: [any Command.Type] = [
        BuildCommand.self, ServeCommand.self, CheckCommand.self, NewCommand.self, InitCommand.self, ThemeCommand.self, CSSCommand.self, ImportCommand.self,
    ]

    static func help(topic: String?, console: Console) -> Int32 {
        guard let topic else {
            console.print(HelpText.main)
            return Status.success
        }
        guard let command = commands.first(where: { $0.name == topic }) else {
            return usageError(UsageError(message: "no help for \"\(topic)\": try `imprint help build`"), help: HelpText.main, console: console)
        }
        console.print(command.help)
        return Status.success
    }

    static func usageError(_ error: UsageError, help: String, console: Console) -> Int32 {
        console.error("imprint: \(error.message)\n\n\(help)")
        return Status.usage
    }
}
