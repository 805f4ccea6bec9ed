import Foundation

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
    /// taken away: all it shows, the theme's layout and the Liquid make.
    static func isOnlyTemplate(_ body: String) -> Bool {
        guard !body.contains("!["), body.firstMatch(of: /<img\b/) == nil else { return false }
        let text = body
            .replacing(/\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}/, with: "")
            .replacing(/\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}/, with: "")
            .replacing(/<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>|<[^>]*>/, with: "")
        return !text.contains { $0.isLetter || $0.isNumber }
    }

    /// Imprint's page that answers a theme page listing tags, categories or archives, by the
    /// words of its path, permalink and layout: `/tags/` or `/archive/`; nil for any other.
    static func imprintPage(answering file: JekyllSite.File) -> String? {
        let words = [file.path, file.field("permalink") ?? "", file.field("layout") ?? ""].joined(separator: " ").lowercased()
        if words.contains("tag") || words.contains("categor") { return "/tags/" }
        if words.contains("archive") { return "/archive/" }
        return nil
    }
}
