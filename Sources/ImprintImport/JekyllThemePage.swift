import Foundation
import ImprintCore

/// The pages of a Jekyll site that its theme makes rather than its author writes: the 404 page,
/// whose text becomes Imprint's, and pages made only of Liquid and HTML that list the site's
/// tags, categories or archives, which Imprint makes itself.
enum JekyllThemePage {
    /// Whether `file` is the site's "not found" page: `404.md`, `404.html`, or one whose
    /// `permalink` is `/404.html`.
    static func isNotFound(_ file: JekyllSite.File) -> Bool {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return file.field("permalink").map { ["/404.html", "/404/", "/404"].contains($0) } ?? false
            || (!file.path.contains("/") && name.hasPrefix("404."))
    }

    /// Whether `body` shows no words and no image of its own once its Liquid and HTML tags are
    /// taken away, and what Liquid's loops and conditions hold: all it shows, the theme's layout
    /// and the Liquid make.
    static func isOnlyTemplate(_ body: String) -> Bool {
        guard !body.contains("!["), body.firstMatch(of: /<img\b/) == nil else { return false }
        var text = "", depth = 0, rest = body[...]
        while let tag = rest.firstMatch(of: /\{%-?\s*(\w*)[\s\S]*?%\}|\{\{[\s\S]*?\}\}/) {
            if depth == 0 { text += rest[..<tag.range.lowerBound] }
            let name = tag.output.1.map(String.init) ?? ""
            if blocks.contains(name) { depth += 1 }
            if name.hasPrefix("end"), blocks.contains(String(name.dropFirst(3))) { depth = max(0, depth - 1) }
            rest = rest[tag.range.upperBound...]
        }
        text += depth == 0 ? rest : ""
        let shown = text.replacing(/<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>|<[^>]*>/, with: "")
        return !shown.contains { $0.isLetter || $0.isNumber }
    }

    /// Liquid's tags that hold text until their `end` tag.
    private static let blocks: Set = ["for", "if", "unless", "case", "capture", "comment", "tablerow"]

    /// Imprint's page that answers a theme page listing tags, categories or archives, by the
    /// words of its path, permalink and layout: `/tags/` or `/archive/`; nil for any other.
    static func imprintPage(answering file: JekyllSite.File) -> String? {
        let words = [file.path, file.field("permalink") ?? "", file.field("layout") ?? ""]
            .joined(separator: " ").lowercased()
        if words.contains("tag") || words.contains("categor") { return "/tags/" }
        if words.contains("archive") { return "/archive/" }
        return nil
    }
}
