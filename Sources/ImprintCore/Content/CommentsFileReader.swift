import Foundation
import Mustache

/// Reads the comments file of a post: `content/posts/NAME.comments.yml` beside `NAME.md`, or
/// `comments.yml` in a bundle.
package enum CommentsFileReader {
    /// The path of the comments file of the content file at `path` (relative to the site).
    package static func path(forContentFile path: String) -> String {
        if path.hasSuffix("/" + Slug.bundleIndex) { return String(path.dropLast(Slug.bundleIndex.count)) + bundleFileName }
        return (path as NSString).deletingPathExtension + fileSuffix
    }

    static let fileSuffix = ".comments.yml"
    static let bundleFileName = "comments.yml"

    /// Whether a file of a bundle is comments, never to be published as it is: `comments.yml`, or
    /// one named like a comments file beside a post (`index.comments.yml`).
    static func isCommentsFile(_ name: String) -> Bool {
        name == bundleFileName || name.hasSuffix(fileSuffix)
    }

    /// The comments in the file at `path` (relative to `siteFolder`), and what is wrong with them;
    /// none when there is no file.
    static func read(_ path: String, siteFolder: URL, within root: String?, timeZone: TimeZone) -> ([Comment], [ContentError]) {
        let document: YAMLNode?
        do throws(ContentError) {
            // A comment is about ten values: thousands of them pass the limit a front matter has.
            document = try YAMLDataFile.read(path, siteFolder: siteFolder, within: root, limitBySize: true)
        } catch {
            return ([], [error])
        }
        guard let document else { return ([], []) }
        guard case .sequence(let items) = document.kind else {
            return ([], [ContentError(.notACommentList(found: document.kindDescription), path: path, line: document.line, column: document.column)])
        }
        var comments: [Comment] = []
        var problems: [ContentError] = []
        var ids: Set<String> = []
        var anchors: [String: String] = [:]
        var parents: [(child: String, id: String, node: YAMLNode)] = []
        for item in items {
            guard case .mapping(let members) = item.kind else {
                problems.append(ContentError(.notAMapping(found: item.kindDescription), path: path, line: item.line, column: item.column))
                continue
            }
            var reader = FieldReader(item, path: path)
            let id = reader.string("id", required: true)
            let parent = reader.string("parent")
            let comment = Comment(
                id: id ?? "", parent: parent, author: reader.string("author", required: true) ?? "", url: reader.url("url"),
                date: reader.date("date", defaultTimeZone: timeZone, required: true) ?? PostDate(date: .distantPast, timeZone: timeZone),
                html: CommentHTML.sanitized(reader.string("html", required: true) ?? ""))
            for (key, value) in members where !Self.keys.contains(key) {
                reader.fail(.unknownCommentKey(key, advice: Self.advice(forUnknownKey: key)), at: value)
            }
            if let node = item["author"], !node.isNull, case .scalar = node.kind, comment.author.allSatisfy(\.isWhitespace) {
                reader.fail(.emptyCommentAuthor, at: node)
            }
            if let id, !ids.insert(id).inserted {
                reader.fail(.duplicateCommentID(id), at: item["id"]!)
            } else if let id, let other = anchors.updateValue(id, forKey: comment.anchor) {
                reader.fail(.duplicateCommentAnchor(id, other: other, anchor: comment.anchor), at: item["id"]!)
            }
            if let id, let parent, let node = item["parent"] { parents.append((id, parent, node)) }
            problems += reader.errors
            if reader.errors.isEmpty { comments.append(comment) }
        }
        for parent in parents where !ids.contains(parent.id) {
            problems.append(ContentError(.unknownCommentParent(parent.id), path: path, line: parent.node.line, column: parent.node.column))
        }
        let parentOf = Dictionary(parents.map { ($0.child, $0.id) }, uniquingKeysWith: { first, _ in first })
        let circling = inCircles(parentOf)
        for parent in parents where circling.contains(parent.child) {
            problems.append(ContentError(.commentAnswersItself(parent.child), path: path, line: parent.node.line, column: parent.node.column))
        }
        return (comments, problems)
    }

    /// The comments that following `parent`s from leads back to themselves: each comment is
    /// walked once (a file may hold a chain of thousands of replies, or a circle of them).
    static func inCircles(_ parentOf: [String: String]) -> Set<String> {
        var done: Set<String> = []
        var circling: Set<String> = []
        for start in parentOf.keys.sorted() where !done.contains(start) {
            var path: [String] = []
            var onPath: [String: Int] = [:]
            var current: String? = start
            while let id = current, !done.contains(id) {
                if let index = onPath[id] {
                    circling.formUnion(path[index...])
                    break
                }
                onPath[id] = path.count
                path.append(id)
                current = parentOf[id]
            }
            done.formUnion(path)
        }
        return circling
    }

    package static let keys: Set<String> = ["id", "parent", "author", "url", "date", "html"]

    /// What to do about `key`: write it in lowercase, the known key it misspells, or, for an
    /// address, delete it.
    package static func advice(forUnknownKey key: String) -> String {
        if keys.contains(key.lowercased()) { return "keys are lowercase: write `\(key.lowercased())`" }
        if ["email", "e-mail", "mail", "ip", "ip_address", "author_email", "author_ip"].contains(key.lowercased()) {
            return "a comments file never holds a commenter's addresses, which the site would publish: delete it"
        }
        if let near = keys.sorted().first(where: { EditDistance.isNear(key, $0) }) { return "did you mean `\(near)`?" }
        return "the keys are id, parent, author, url, date and html"
    }
}
