import Foundation
import ImprintCore
import Mustache

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
            console.print(HelpText.main)
            return Status.success
        }
        switch command {
        case "-h", "--help":
            console.print(HelpText.main)
            return Status.success
        case "-v", "--version", "version":
            console.print("imprint \(version)")
            return Status.success
        case "help":
            return help(Array(rest.dropFirst()), console: console)
        default:
            guard let found = commands.first(where: { $0.name == command }) else {
                return usageError(UsageError(message: "unknown \(command.hasPrefix("-") ? "option" : "command") \"\(command)\"" + suggestion(for: command)), command: nil, console: console)
            }
            return found.start(rest.dropFirst(), console: console, now: now)
        }
    }

    /// The names `imprint` itself takes: its commands, `help` and `version`.
    static var commandNames: [String] { commands.map { $0.name } + ["help", "version"] }

    /// ": did you mean `build`?" for a misspelt command (or help topic), or the list of them.
    static func suggestion(for typed: String, topics: Bool = false) -> String {
        let bare = String(typed.drop { $0 == "-" })
        let topicNames = topics ? HelpTopic.all.map(\.name) : []
        if let near = EditDistance.nearest(commandNames + topicNames, to: bare) {
            return ": did you mean `\(near)`?"
        }
        let commandList = ": the commands are " + commandNames.joined(separator: ", ")
        return commandList + (topics ? "; the topics " + topicNames.joined(separator: ", ") : "")
    }

    /// Every subcommand.
    static let commands: [any Command.Type] = [
        BuildCommand.self, ServeCommand.self, CheckCommand.self, NewCommand.self, InitCommand.self, ThemeCommand.self, CSSCommand.self, ImportCommand.self,
    ]

    /// `imprint help [COMMAND | TOPIC]`, and `imprint help --man [TOPIC]`: a manual page.
    static func help(_ arguments: [String], console: Console) -> Int32 {
        guard let topic = arguments.first, topic != "help", topic != "version" else {
            console.print(HelpText.main)
            return Status.success
        }
        guard topic != "--man" else {
            return manPage(arguments.dropFirst().first, console: console)
        }
        if let page = HelpTopic.named(topic) {
            console.print(String(page.markdown.dropLast()))
            return Status.success
        }
        guard let command = commands.first(where: { $0.name == topic }) else {
            return usageError(UsageError(message: "no help for \"\(topic)\"" + suggestion(for: topic, topics: true)), command: nil, console: console)
        }
        console.print(command.help)
        return Status.success
    }

    /// imprint(1), or a topic's page in section 5: imprint-content(5).
    static func manPage(_ topic: String?, console: Console) -> Int32 {
        guard let topic else {
            console.print(ManPage.render())
            return Status.success
        }
        guard let page = HelpTopic.named(topic), page.manPage != nil else {
            let pages = HelpTopic.all.filter { $0.manPage != nil }.map(\.name).joined(separator: ", ")
            let message = "no manual page for \"\(topic)\": the pages are \(pages)"
            return usageError(UsageError(message: message), command: nil, console: console)
        }
        console.print(ManPage.render(page))
        return Status.success
    }

    /// A usage mistake: its message, and where the right usage is (not the whole help).
    static func usageError(_ error: UsageError, command: String?, console: Console) -> Int32 {
        console.error("imprint: \(error.message)\n" + (command.map { "See `imprint help \($0)` for its usage and options." } ?? "See `imprint help` for the commands."))
        return Status.usage
    }
}
