import Foundation
import ImprintCore

/// A page of a Hugo site's projects section (`content/projects/tool.md`, or another section
/// named by `--projects-section`), or of a Publish site's (`Content/projects/tool.md`), read as
/// an Imprint project: the links themes show for a
/// project (`github`, `repo`, `source`, `website`, `link`, `demo`…) become `repository`,
/// `homepage` and `download`; `tech` and `stack` join the tags; without a repository field, the
/// first link of the body to one is it.
enum HugoProject {
    /// The front-matter keys a project's facts are read from, lowercased, each field's in the
    /// order they are tried: the first that holds a URL wins.
    static let repositoryKeys = ["repository", "repo", "github", "gitlab", "source", "sourcecode", "source_code", "code"]
    static let homepageKeys = ["homepage", "website", "site", "link", "externallink", "external_link", "demo"]
    static let downloadKeys = ["download", "appstore", "app_store"]
    static let tagKeys = ["tech", "technologies", "stack"]
    static let otherKeys = ["platforms", "platform", "language", "license", "weight", "status"]

    /// Every key `facts` reads.
    static var keys: Set<String> { Set(repositoryKeys + homepageKeys + downloadKeys + tagKeys + otherKeys) }

    /// The project's facts from the front matter's `fields`, by lowercased key, and the keys whose
    /// value found no place (a second homepage, a license Imprint does not bundle), with why.
    static func facts(_ fields: [String: YAMLNode]) -> (project: ImportedProject, leftOut: [(key: String, line: Int, why: String)]) {
        var leftOut: [(key: String, line: Int, why: String)] = []
        // The first key of `keys` whose value is a URL; the others with a value are named.
        func url(_ keys: [String], field: String, shorthand: String? = nil) -> String? {
            var chosen: (key: String, url: String)?
            for key in keys {
                guard let node = fields[key], let text = node.text?.trimmingWhitespace(), !text.isEmpty else { continue }
                // `github = "ada/tool"`: the repository's path on GitHub (or GitLab).
                let host = key == "gitlab" ? "https://gitlab.com/" : shorthand
                let value = ImportedProject.url(text) ?? host.flatMap { text.wholeMatch(of: /[\w.-]+\/[\w.-]+/) != nil ? $0 + text : nil }
                if let chosen, value != nil {
                    leftOut.append((key, node.line, "the project's \(field) is `\(chosen.key)`'s, \(chosen.url)"))
                } else if let value {
                    chosen = (key, value)
                } else {
                    leftOut.append((key, node.line, "\(text) is not an http(s) URL, which a project's \(field) must be"))
                }
            }
            return chosen?.url
        }
        var project = ImportedProject(
            repository: url(repositoryKeys, field: "repository", shorthand: "https://github.com/"), homepage: url(homepageKeys, field: "homepage"),
            download: url(downloadKeys, field: "download"))
        project.platforms = (fields["platforms"] ?? fields["platform"])?.texts ?? []
        project.language = fields["language"]?.text
        project.weight = fields["weight"]?.text.flatMap { Int($0) }
        if let status = fields["status"], let text = status.text {
            project.status = Project.Status(rawValue: text.lowercased())
            if project.status == nil {
                leftOut.append(("status", status.line, "\(text) is none of Imprint's (active, maintained, archived): the project is active"))
            }
        }
        if let license = fields["license"], let text = license.text {
            if let bundled = BundledLicense.named(text) {
                project.license = bundled.id
            } else {
                leftOut.append(("license", license.line, "\(text) is not a license Imprint bundles: write `license_file` with its text"))
            }
        }
        return (project, leftOut)
    }

    /// The first link of the body to a repository (GitHub, GitLab, Codeberg, Bitbucket), for a
    /// project whose front matter names none: themes without a field link it in the text.
    static func repository(inBody markdown: String) -> String? {
        markdown.firstMatch(of: /\]\((https:\/\/(?:github\.com|gitlab\.com|codeberg\.org|bitbucket\.org)\/[\w.-]+\/[\w.-]+)\/?\)/)
            .flatMap { ImportedProject.url(String($0.output.1)) }
    }

    /// The tags of the project: `tech`, `technologies` and `stack` besides `tags` and `categories`.
    static func extraTags(_ fields: [String: YAMLNode]) -> [String] {
        tagKeys.flatMap { fields[$0]?.texts ?? [] }
    }

    /// A one-line summary when the front matter has none: the first line of the body's prose,
    /// its links' text kept, cut at a word within 200 characters.
    static func summary(fromBody markdown: String) -> String? {
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        let line = markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().first { index, line in
            let text = line.trimmingWhitespace()
            return !code.contains(index + 1) && !text.isEmpty && !"#!<{|>-*+`=[".contains(text.first!)
        }?.element
        guard let line else { return nil }
        let text = String(line.trimmingWhitespace()).replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.output.1) }
            .replacing(/[*_`]/, with: "")
        guard text.count > 200 else { return text }
        let cut = text.prefix(200)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }
}

extension HugoProject {
    /// The facts of the project of `path` (front matter `fields` by lowercased key, body
    /// `markdown`), with report lines for what finds no place; the `summary` a project needs
    /// made from the body, or else `name`, when the front matter has none; its `tags` joined by
    /// `tech` and the like. Hugo's and Publish's projects sections are read by this.
    static func project(
        of path: String, fields: [String: YAMLNode], markdown: String, name: String, summary: inout String?, tags: inout [String]
    ) -> (project: ImportedProject, notes: [String]) {
        var (project, leftOut) = facts(fields)
        if project.repository == nil { project.repository = repository(inBody: markdown) }
        var notes = leftOut.map { key, line, why in "\(path):\(line): front-matter key `\(key)` is not carried over: \(why)" }
        tags += extraTags(fields)
        if summary == nil {
            summary = self.summary(fromBody: markdown) ?? name
            notes.append("\(path):1: a project needs a one-line summary, which its front matter lacks: "
                + "it is \"\(summary!)\"; write a better one in `summary`")
        }
        return (project, notes)
    }
}

extension HugoSite {
    /// The facts of the project `file` (its body `markdown`), as `HugoProject.project` reads them.
    mutating func projectFacts(of file: File, markdown: String, summary: inout String?, tags: inout [String]) -> ImportedProject {
        var fields: [String: YAMLNode] = [:]
        if case .mapping(let members) = file.matter.fields.kind {
            for (key, value) in members { fields[key.lowercased()] = value }
        }
        let name = fields["title"]?.text ?? file.fileName
        let (project, found) = HugoProject.project(of: file.path, fields: fields, markdown: markdown, name: name, summary: &summary, tags: &tags)
        notes += found
        return project
    }
}
