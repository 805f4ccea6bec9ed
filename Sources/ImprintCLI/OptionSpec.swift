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

    static func value(_ name: String, short: Character? = nil, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help)
    }
}

extension OptionSpec {
    static let source = OptionSpec.value("source", short: "s", "DIR", "The site folder, holding content/ and templates/ (default: the current folder)")
    static let help = OptionSpec.flag("help", short: "h", "Show this help")
}
