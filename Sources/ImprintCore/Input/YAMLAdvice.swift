/// What to do about a YAML syntax error, for the mistakes people make in front matter and
/// site.yml: libyaml's words say what the parser saw, not what was meant.
enum YAMLAdvice {
    /// Advice for the error `problem` at `line` (from 1, in `lines`, the text parsed), or nil;
    /// `shownLine` is that line as the file numbers it.
    static func advice(problem: String, lines: [Substring], line: Int, shownLine: Int) -> String? {
        guard lines.indices.contains(line - 1) else { return nil }
        let text = lines[line - 1]
        if let tab = text.firstIndex(of: "\t"), text[..<tab].allSatisfy({ $0 == " " }) {
            return "YAML indents with spaces, not tabs: replace the tab at the start of line \(shownLine) with spaces"
        }
        if problem.hasPrefix("mapping values are not allowed") {
            let indent = text.prefix { $0 == " " }.count
            let previous = lines[..<(line - 1)].last { !$0.allSatisfy(\.isWhitespace) && !$0.hasPrefix("#") }
            if let previous, indent > previous.prefix(while: { $0 == " " }).count, let key = key(of: previous) {
                return "this line is indented more than `\(key):` above it, so YAML reads it as more of that key's value: "
                    + "indent it as `\(key):` is, or end `\(key):` at its colon to open a block under it"
            }
            if let key = key(of: text) {
                let value = text.drop { $0 != ":" }.dropFirst().drop { $0 == " " }
                let quoted = "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
                return "a value with `: ` in it must be quoted: write `\(String(repeating: " ", count: indent))\(key): \(quoted)`"
            }
        }
        if problem.hasPrefix("did not find expected key") || problem.hasPrefix("did not find expected '-'") {
            let indent = text.prefix { $0 == " " }.count
            let levels = lines[..<(line - 1)].filter { !$0.allSatisfy(\.isWhitespace) && !$0.hasPrefix("#") }
                .map { $0.prefix { $0 == " " }.count }
            if !levels.isEmpty, !levels.contains(indent) {
                let known = Set(levels).sorted().map(String.init).joined(separator: ", ")
                return "line \(shownLine) is indented \(indent) space\(indent == 1 ? "" : "s"), like no line above it (they are indented \(known)): "
                    + "indent it as the other lines of the block it belongs to"
            }
        }
        return nil
    }

    /// `title` of `  title: value`, when the line is a key and a value.
    private static func key(of line: Substring) -> String? {
        let content = line.drop { $0 == " " }
        guard let colon = content.range(of: ": ")?.lowerBound ?? (content.hasSuffix(":") ? content.index(before: content.endIndex) : nil) else { return nil }
        let key = content[..<colon]
        guard !key.isEmpty, !key.hasPrefix("-"), !key.contains(" ") || key.hasPrefix("\"") else { return nil }
        return String(key)
    }
}
