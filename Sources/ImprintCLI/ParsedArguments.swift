import Foundation

/// Options and flags as given on the command line.
struct ParsedArguments: Equatable {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
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
