import Foundation

/// An option a command accepts.
struct OptionSpec: Sendable {
    let name: String
    let short: Character?
    /// The placeholder shown in help (`DIR`); nil for a flag.
    let valueName: String?
    let help: String

    var takesValue: Bool { valueName != nil }

    static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, valueName: valueName, help: help)
    }
}

/// Arguments that did not fit a command, worded for the person who typed them.
struct UsageError: Error, Equatable {
    let message: String
}

/// Options and flags as given on the command line.
struct ParsedArguments: Equatable {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// Reads `--name value`, `--name=value`, `--flag`, `-h` and positional arguments; `--` ends options.
enum ArgumentParser {
    static func parse(_ arguments: some Collection<String>, options: [OptionSpec], maximumPositionals: Int = 0) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                parsed.positionals += remaining
                break
            }
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                guard let option = options.first(where: { $0.name == name }) else {
                    throw UsageError(message: "unknown option --\(name)")
                }
                if option.takesValue {
                    guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty, inlineValue != nil || !value.hasPrefix("-") else {
                        throw UsageError(message: "--\(name) needs a value: --\(name) \(option.valueName!)")
                    }
                    parsed.values[name] = value
                } else {
                    guard inlineValue == nil else { throw UsageError(message: "--\(name) takes no value") }
                    parsed.flags.insert(name)
                }
            } else if argument.hasPrefix("-"), argument.count > 1 {
                let letter = argument.dropFirst()
                guard letter.count == 1, let option = options.first(where: { $0.short == letter.first }) else {
                    throw UsageError(message: "unknown option \(argument)")
                }
                parsed.flags.insert(option.name)
            } else {
                parsed.positionals.append(argument)
            }
        }
        if parsed.positionals.count > maximumPositionals {
            throw UsageError(message: "unexpected argument \"\(parsed.positionals[maximumPositionals])\"")
        }
        return parsed
    }

    /// The option list of a help text, aligned.
    static func describe(_ options: [OptionSpec]) -> String {
        let labels = options.map { option in
            (option.short.map { "-\($0), " } ?? "") + "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
        }
        let width = (labels.map(\.count).max() ?? 0) + 2
        return zip(labels, options).map { label, option in
            "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + option.help
        }.joined(separator: "\n")
    }
}

extension OptionSpec {
    static let source = OptionSpec.value("source", "DIR", "The site folder, holding content/ and templates/ (default: the current folder)")
    static let help = OptionSpec.flag("help", short: "h", "Show this help")
}

extension ParsedArguments {
    /// The folder an option names (or `fallback`), resolved against the current folder.
    func folder(_ option: String, default fallback: String = ".") -> URL {
        Self.resolve(value(option) ?? fallback)
    }

    /// A path given on the command line, resolved against the current folder.
    static func resolve(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }
}
