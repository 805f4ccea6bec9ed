import Foundation
import ImprintCore

extension ImportPlan {
    /// The front matter; the slug is the file name's.
    mutating func frontMatter(_ item: ImportedItem, url: String) -> String {
        var lines = ["---", "title: \(YAMLText.quoted(item.title))"]
        if let date = item.date, item.kind == .post { lines.append("date: \(DateFormats(date: date).iso8601)") }
        if let updated = item.updated, item.kind == .post { lines.append("updated: \(DateFormats(date: updated).iso8601)") }
        if !item.tags.isEmpty, item.kind == .post { lines.append("tags: [\(tags.respelled(item.tags).map(YAMLText.quoted).joined(separator: ", "))]") }
        if let summary = item.summary { lines.append("summary: \(YAMLText.quoted(summary))") }
        if let image = item.image { lines.append("image: \(YAMLText.quoted(image))") }
        lines += item.keptFrontMatter
        // A draft's permalink is its short link, `?p=12`, which redirects lists too: once is enough.
        var seen: Set<String> = []
        let links = ([item.link].compactMap { $0 } + item.redirects).filter { link in
            URLComponents(string: link).map { seen.insert(($0.percentEncodedPath.isEmpty ? "/" : $0.percentEncodedPath) + ($0.percentEncodedQuery.map { "?" + $0 } ?? "")).inserted } ?? true
        }
        let aliases = links.compactMap { alias($0, url: url) }
        if !aliases.isEmpty { lines.append("aliases: [\(aliases.map(YAMLText.quoted).joined(separator: ", "))]") }
        if item.isDraft, item.kind == .post { lines.append("draft: true") }
        lines.append("import_id: \(YAMLText.quoted(item.id))")
        return (lines + ["---", ""]).joined(separator: "\n")
    }

    /// The old permalink's path, when a static site can redirect from it and it is not the new URL.
    private mutating func alias(_ link: String, url: String) -> String? {
        guard let components = URLComponents(string: link) else { return nil }
        let path = components.percentEncodedPath.isEmpty ? "/" : (components.percentEncodedPath.removingPercentEncoding ?? components.percentEncodedPath)
        let alias = path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        if let problem = Slug.problem(withAlias: alias), components.query != nil {
            report.oldURLsNotRedirected.append("\(link): a static site cannot redirect this query (the alias \(problem))")
            return nil
        }
        let directory = OutputPath.directoryPath(alias)
        guard directory != url, alias != "/" else { return nil }
        if let problem = Slug.problem(withAlias: directory) {
            report.oldURLsNotRedirected.append("\(link): the path \(problem)")
            return nil
        }
        // Never onto a page the site has or plans, nor onto what Imprint makes itself.
        if takenURLs.contains(directory) {
            report.oldURLsNotRedirected.append("\(link): \(directory) is taken by a page or a redirect of the site; no alias written")
            return nil
        }
        if let root = Self.generatedRoots.first(where: { directory.hasPrefix($0) }) {
            report.oldURLsNotRedirected.append("\(link): \(directory) is under \(root), which Imprint makes itself; no alias written")
            return nil
        }
        takenURLs.insert(directory)
        return components.query == nil ? directory : alias
    }
}
