import ImprintCore

/// Hugo's front matter, in any of its three forms: TOML between `+++` lines, YAML between
/// `---` lines, or a JSON object that opens the file.
enum HugoFrontMatter {
    /// Why a file's front matter cannot be read, at its line (of the whole file).
    struct Failure: Error {
        let line: Int
        let message: String
    }

    static func read(_ source: SourceText) throws(Failure) -> FrontMatter {
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        switch lines.first?.trimmingTrailingSpaces {
        case "---":
            do {
                return try FrontMatter(source)
            } catch {
                throw Failure(line: error.line ?? 1, message: error.message)
            }
        case "+++":
            guard let closing = lines.dropFirst().firstIndex(where: { $0.trimmingTrailingSpaces == "+++" }) else {
                throw Failure(line: 1, message: "the TOML front matter opened with +++ is never closed")
            }
            let fields: YAMLNode
            do {
                fields = try TOMLDocument.parse(lines[1..<closing].joined(separator: "\n"), firstLine: 2)
            } catch {
                throw Failure(line: error.line, message: "TOML: \(error.message)")
            }
            return FrontMatter(fields: fields, body: MarkdownBody(text: lines[(closing + 1)...].joined(separator: "\n"), line: closing + 2))
        case let first? where first.hasPrefix("{"):
            let malformed = Failure(line: 1, message: "the JSON front matter is not a well-formed object")
            guard let end = objectEnd(source.text) else { throw malformed }
            let parsed: YAMLNode?
            do {
                parsed = try JSONDocument.parse(String(source.text[..<end]))
            } catch {
                throw Failure(line: 1, message: "the JSON front matter holds \(error.message)")
            }
            guard let fields = parsed else { throw malformed }
            let rest = source.text[end...].drop { $0 == " " || $0 == "\t" }
            let line = source.text[..<end].count { $0 == "\n" } + 1
            return FrontMatter(fields: fields, body: MarkdownBody(text: String(rest.hasPrefix("\n") ? rest.dropFirst() : rest), line: line + 1))
        default:
            return FrontMatter(fields: YAMLNode(kind: .mapping([]), line: 1, column: 1), body: MarkdownBody(text: source.text, line: 1))
        }
    }

    /// Where the JSON object that opens `text` ends: after its closing brace.
    private static func objectEnd(_ text: String) -> String.Index? {
        var depth = 0, inString = false, escaped = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{", "[": depth += 1
            case "}", "]":
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            default: continue
            }
        }
        return nil
    }
}
