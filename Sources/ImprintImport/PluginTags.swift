import Foundation
import ImprintCore

/// The tags of Jekyll's plugins that posts use most, Octopress's above all, as Markdown or the
/// default theme's shortcodes: `img`, `blockquote`, `pullquote`, `codeblock`, `video`, `youtube`,
/// `vimeo` and `gist`; and any other tag whose first argument is an image of the site
/// (`{% breaking_image /assets/x.png %}`), as that image.
extension LiquidConversion {
    /// `{% blockquote %}` and `{% pullquote %}` pairs as Markdown, line for line: the quote's lines
    /// as a quote, with its author and source on the line of the closing tag; a pull quote's text
    /// as it is, without the `{" "}` that marked the part its theme pulled out.
    static func pluginBlocks(in text: String) -> String {
        guard text.contains("quote") else { return text }
        let quotes = text.replacing(/\{%-?\s*blockquote\b([^%\n]*?)-?%\}([\s\S]*?)\{%-?\s*endblockquote\s*-?%\}/) { match in
            var lines = match.output.2.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > 1, lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
            if lines.count > 1, lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
            let quoted = lines.map { $0.allSatisfy(\.isWhitespace) ? ">" : "> " + $0 }.joined(separator: "\n")
            let source = attribution(match.output.1.trimmingCharacters(in: .whitespaces))
            let quote = quoted + (source.isEmpty ? "" : "\n>\n> — " + source)
            // As many lines as the tags and their text, so that the lines after keep their numbers.
            let missing = match.output.0.filter { $0 == "\n" }.count - quote.filter { $0 == "\n" }.count
            return quote + String(repeating: "\n", count: max(0, missing))
        }
        return quotes.replacing(/\{%-?\s*pullquote\b[^%\n]*?-?%\}([\s\S]*?)\{%-?\s*endpullquote\s*-?%\}/) { match in
            String(match.output.1).replacing(/\{"\s*|\s*"\}/, with: "")
        }
    }

    /// What Imprint writes for the plugin tag `name` with `argument`, or nil when it is none of these.
    func pluginTag(_ name: Substring, _ argument: String) -> String? {
        let words = Self.words(argument.replacing(/\{\{-?\s*site\.(?:base)?url\s*-?\}\}/, with: ""))
        switch name {
        case "img": return octopressImage(words)
        case "codeblock":
            let language = words.first { $0.hasPrefix("lang:") }.map { String($0.dropFirst("lang:".count)) }
            return "```" + (language ?? "")
        case "endcodeblock": return "```"
        case "youtube", "vimeo":
            guard let id = words.first.map(Self.videoID) else { return nil }
            return "{{< \(name) \(id) >}}"
        case "gist":
            guard let first = words.first else { return nil }
            let parts = first.split(separator: "/")
            let file = words.count > 1 ? " file=\"\(words[1])\"" : ""
            // The shortcode needs the user; a gist named by its id alone is a link.
            return parts.count == 2
                ? "{{< gist \(parts[0]) \(parts[1])\(file) >}}"
                : "[gist \(first)](https://gist.github.com/\(first))"
        case "video":
            guard let source = words.first, let src = sitePath(source) else { return nil }
            let poster = words.dropFirst().first { Self.isImage($0) }.flatMap { sitePath($0) }
            return "{{< video src=\"\(src)\"\(poster.map { " poster=\"\($0)\"" } ?? "") >}}"
        default:
            guard let first = words.first, Self.isImage(first), let src = sitePath(first) else { return nil }
            let alt = words.count > 1 && argument.contains("\"") ? words[1] : ""
            return "![\(alt)](\(src))"
        }
    }
}

private extension LiquidConversion {
    /// `{% img [class] src [width [height]] ["title" ["alt"]] %}` as a Markdown image.
    func octopressImage(_ words: [String]) -> String? {
        guard let index = words.firstIndex(where: { $0.contains("/") }), let src = sitePath(words[index]) else { return nil }
        let text = words[(index + 1)...].drop { Int($0) != nil }
        let title = text.first, alt = text.dropFirst().first ?? title ?? ""
        return "![\(alt)](\(src)\(title.map { " \"\($0.replacingOccurrences(of: "\"", with: "'"))\"" } ?? ""))"
    }

    /// `source` as Imprint writes it: a web address as it is, a path of the site from its root,
    /// when the folder has the file; nil for a path it does not have, which would fail the build.
    func sitePath(_ source: String) -> String? {
        if source.hasPrefix("https://") || source.hasPrefix("http://") { return source }
        let path = String(source.drop { $0 == "/" })
        return files.contains(path) ? "/" + path : nil
    }

    static func isImage(_ path: String) -> Bool {
        let ending = path.split(separator: ".").last?.lowercased() ?? ""
        return path.contains(".") && ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif"].contains(ending)
    }

    /// A video's id, from its address when the tag gives one (`https://youtu.be/ID`, `watch?v=ID`).
    static func videoID(_ word: String) -> String {
        if let match = word.firstMatch(of: /[?&]v=([\w-]+)/) { return String(match.output.1) }
        return String(word.split(separator: "/").last ?? Substring(word))
    }

    /// Octopress's `author, source link title`: `author, [source](link)`.
    static func attribution(_ argument: String) -> String {
        guard let link = argument.firstMatch(of: /https?:\/\/\S+/) else { return argument }
        let before = argument[..<link.range.lowerBound].trimmingCharacters(in: .whitespaces)
        let title = argument[link.range.upperBound...].trimmingCharacters(in: .whitespaces)
        let parts = before.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let name = title.isEmpty ? (parts.count > 1 ? parts[1] : link.output.description) : title
        return (parts.first.map { $0 + ", " } ?? "") + "[\(name)](\(link.output))"
    }

    /// The words of a tag's argument; a quoted text is one word, without its quotes.
    static func words(_ argument: String) -> [String] {
        argument.matches(of: /"([^"]*)"|'([^']*)'|(\S+)/).map { String($0.output.1 ?? $0.output.2 ?? $0.output.3 ?? "") }
    }
}
