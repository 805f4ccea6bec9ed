import Foundation
import ImprintCore

/// The facts of an imported project (a page of a Hugo `projects` section), as the front matter
/// of `content/projects/<slug>.md` holds them: every URL an http(s) one, a license one Imprint
/// bundles, so that the build takes each as written.
struct ImportedProject: Sendable {
    var repository: String?
    var homepage: String?
    var download: String?
    var platforms: [String] = []
    var language: String?
    /// An SPDX id Imprint bundles.
    var license: String?
    var weight: Int?
    /// `active`, `maintained` or `archived`, when the old page said one of them.
    var status: Project.Status?

    /// `text` when it is a URL a project's field takes: http(s), with a host, and none of the
    /// characters a URL must percent-encode.
    static func url(_ text: String) -> String? {
        guard let components = URLComponents(string: text), ["http", "https"].contains(components.scheme?.lowercased()),
              components.host?.isEmpty == false, !text.contains(where: { " \"<>\\".contains($0) })
        else { return nil }
        return text
    }

    /// The project's front matter for `item` (its title the name, its summary, tags and id).
    func frontMatter(of item: ImportedItem) -> String {
        var lines = ["---", "name: \(YAMLText.quoted(item.title))", "summary: \(YAMLText.quoted(item.summary ?? item.title))"]
        let texts = [("repository", repository), ("homepage", homepage), ("download", download), ("language", language), ("license", license)]
        for (key, value) in texts {
            if let value { lines.append("\(key): \(YAMLText.quoted(value))") }
        }
        if !platforms.isEmpty { lines.append("platforms: [\(platforms.map(YAMLText.quoted).joined(separator: ", "))]") }
        if !item.tags.isEmpty { lines.append("tags: [\(item.tags.map(YAMLText.quoted).joined(separator: ", "))]") }
        if let weight { lines.append("weight: \(weight)") }
        if let status { lines.append("status: \(status.rawValue)") }
        lines.append("import_id: \(YAMLText.quoted(item.id))")
        return (lines + ["---", ""]).joined(separator: "\n")
    }
}
