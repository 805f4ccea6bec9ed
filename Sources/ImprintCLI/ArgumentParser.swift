import Foundation

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
