import Foundation
import ImprintCore

/// Why an export cannot be imported.
public enum ImportError: Error, Equatable, CustomStringConvertible {
    case malformed(line: Int, column: Int, message: String)
    case notAnExport(expected: String)
    /// The site's configuration (`_config.yml`, `hugo.toml`, at `file` in the site's folder) does not parse:
    /// importing without it would lose what it says, such as the files not to publish.
    case invalidConfig(file: String, line: Int, column: Int, problem: String)
    /// The file is `what` (a Ghost export), which `imprint import <command>` reads.
    case wrongFormat(_ what: String, command: String)
    /// The export's images name the old site only by `placeholder` (Ghost's `__GHOST_URL__`).
    case needsOldURL(placeholder: String)

    public var description: String { describe(file: "export") }

    /// The message, as `file:line:column: error: …`.
    public func describe(file: String) -> String {
        switch self {
        case .malformed(let line, let column, let message):
            "\(file):\(line):\(column): error: the export is not well-formed XML: \(message); nothing was written"
        case .notAnExport(let expected):
            "\(file): error: this is not \(expected); nothing was written"
        case .invalidConfig(let config, let line, let column, let problem):
            "\(file.hasSuffix("/") ? file : file + "/")\(config):\(line):\(column): error: \(problem): correct it, since importing without"
                + " the settings it holds (which files not to publish, the URLs) would publish the wrong files; nothing was written"
        case .wrongFormat(let what, let command):
            "\(file): error: this is \(what): imprint import \(command) \(file); nothing was written"
        case .needsOldURL(let placeholder):
            "\(file): error: the export's images are on the old site, which it names without its address (\(placeholder)/content/images/…, "
                + "or /content/images/…): give the address with --old-url https://old.example/ so that they load from there; nothing was written"
        }
    }
}

extension ImportError {
    /// The configuration file `file`, whose YAML is malformed or past the parser's limits.
    init(_ error: YAMLSyntaxError, file: String) {
        let problem = error.exceedsLimit ? "YAML past Imprint's limits: \(error.problem)" : "YAML syntax error: \(error.problem)"
        self = .invalidConfig(file: file, line: error.line, column: error.column, problem: problem)
    }
}
