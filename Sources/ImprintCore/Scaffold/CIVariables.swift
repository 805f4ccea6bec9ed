/// The variables that tell the CI files `imprint init` writes where to get Imprint, the same for every host.
enum CIVariables {
    /// The `key:` block (`env` on GitHub, `variables` on GitLab) with its comment.
    static func text(_ source: ImprintSource, key: String) -> String {
        let fillIn = source.repository.isEmpty ? "  # fill in: the git URL of the Imprint to build" : ""
        return """
            # Where Imprint comes from: the release IMPRINT_RELEASE (its archive checked against its SHA-256 checksum),
            # or, when that is empty, commit or tag IMPRINT_COMMIT of the git repository IMPRINT_SOURCE, built from
            # source; the Swift toolchain and the build are cached, so only the first run compiles.
            \(key):
              IMPRINT_RELEASE: \(quoted(source.release))
              IMPRINT_VERSION: \(quoted(source.version))
              IMPRINT_SOURCE: \(quoted(source.repository))\(fillIn)
              IMPRINT_COMMIT: \(quoted(source.commit))
            """
    }

    /// The 1-based number of the line of `text` that sets `name`.
    static func line(of name: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasPrefix("  \(name):") } ?? 0) + 1
    }

    /// A YAML scalar: quoted when empty or when YAML would read it as something else than the same text.
    private static func quoted(_ value: String) -> String {
        value.isEmpty || value.contains(": ") || value.contains(" #") || value.first.map("'\"&*!|>%@`#{[".contains) == true
            || Double(value) != nil ? "'\(value.replacingOccurrences(of: "'", with: "''"))'" : value
    }
}
