import Foundation
import Mustache

/// Reads `--name value`, `--name=value`, `--flag`, short options (`-s DIR`, `-D`, and flags
/// together: `-DF`) and positional arguments; `--` ends options.
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
                    throw UsageError(message: "unknown option --\(name)" + suggestion(for: name, in: options))
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
                // Flags may share one dash (`-DF`); an option with a value comes last (`-Ds DIR`).
                let letters = Array(argument.dropFirst())
                for (index, letter) in letters.enumerated() {
                    guard let option = options.first(where: { $0.short == letter }) else {
                        let known = options.compactMap { $0.short.map { "-\($0)" } }
                        throw UsageError(message: "unknown option -\(letter)" + (known.isEmpty ? "" : ": the short options here are " + known.joined(separator: ", ")))
                    }
                    guard option.takesValue else {
                        parsed.flags.insert(option.name)
                        continue
                    }
                    guard index == letters.count - 1, let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
                        throw UsageError(message: "-\(letter) needs a value: -\(letter) \(option.valueName!)")
                    }
                    parsed.values[option.name] = value
                }
            } else {
                parsed.positionals.append(argument)
            }
        }
        if parsed.positionals.count > maximumPositionals {
            throw UsageError(message: "unexpected argument \"\(parsed.positionals[maximumPositionals])\"")
        }
        return parsed
    }

    /// ": did you mean --drafts?" for a misspelt option of `options`.
    static func suggestion(for name: String, in options: [OptionSpec]) -> String {
        guard let near = EditDistance.nearest(options.map(\.name), to: name) else {
            return ": the options are " + options.map { "--\($0.name)" }.joined(separator: ", ")
        }
        return ": did you mean --\(near)?"
    }

    /// The option list of a help text, aligned.
    static func describe(_ options: [OptionSpec]) -> String {
        let labels = options.map { option in
            (option.short.map { "-\($0), " } ?? "    ") + "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
        }
        let width = (labels.map(\.count).max() ?? 0) + 2
        return zip(labels, options).map { label, option in
            "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + option.help
        }.joined(separator: "\n")
    }
}
