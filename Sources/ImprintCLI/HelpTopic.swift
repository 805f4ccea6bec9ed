/// The documentation `imprint help TOPIC` prints: the pages of docs/ built into the binary
/// (`DocsPages`), so that an imprint installed from a release or Homebrew has them too.
struct HelpTopic: Sendable {
    let name: String
    /// What it documents, in a line of the top-level help.
    let summary: String
    /// The manual page's name when `make install` installs the topic as one: `imprint-content`.
    let manPage: String?
    /// The Markdown it prints: a page of docs/, or one section of it.
    let markdown: String

    /// Every topic whose pages this build has (docs/publishing.md only once it is embedded).
    static let all: [HelpTopic] = [
        topic("content", "Every key of site.yml and of posts, pages and projects", manPage: true,
              from: [("content", nil)]),
        topic("templates", "The theme's files, the Mustache dialect and every variable", manPage: true,
              from: [("templates", nil)]),
        topic("shortcodes", "Calling shortcodes in posts, and writing them",
              from: [("content", "### Shortcodes"), ("templates", "## Shortcodes")]),
        topic("publishing", "Publishing the built site: CI workflows and hosts", from: [("publishing", nil)]),
    ].compactMap(\.self)

    static func named(_ name: String) -> HelpTopic? {
        all.first { $0.name == name }
    }
}

private extension HelpTopic {
    /// A topic made of whole pages of `DocsPages` (a nil heading) or of their sections, each from its
    /// heading to the next of the same level or above; nil when this build lacks one of the pages.
    static func topic(
        _ name: String, _ summary: String, manPage: Bool = false, from parts: [(page: String, heading: String?)]
    ) -> HelpTopic? {
        var texts: [String] = []
        for part in parts {
            guard let page = DocsPages.all.first(where: { $0.name == part.page })?.markdown else { return nil }
            guard let heading = part.heading else {
                texts.append(page)
                continue
            }
            texts.append(section(heading, of: page))
        }
        let manPage = manPage ? "imprint-\(name)" : nil
        return HelpTopic(name: name, summary: summary, manPage: manPage, markdown: texts.joined(separator: "\n"))
    }

    /// The lines from `heading` to the next heading of its level or above, outside code blocks.
    static func section(_ heading: String, of page: String) -> String {
        let level = heading.prefix { $0 == "#" }.count
        var lines: [Substring] = []
        var inCode = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).drop(while: { $0 != heading }) {
            let hashes = line.prefix { $0 == "#" }.count
            if !lines.isEmpty, !inCode, hashes > 0, hashes <= level, line.dropFirst(hashes).hasPrefix(" ") { break }
            if line.hasPrefix("```") { inCode.toggle() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
