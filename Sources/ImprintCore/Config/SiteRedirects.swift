import Foundation

/// `content/redirects.yml`: old paths of the site that no post or page owns (an old blog's
/// list pages and feeds), each with the path it now is: `/posts/: /archive/`. A path of a page
/// gets a redirect page; a path of a file (`/index.xml: /feed.xml`) a copy of the file it names,
/// so that feed readers, which follow no meta refresh, keep reading.
package struct SiteRedirect: Sendable, Equatable {
    package let from: String
    package let to: String
    /// The line of the file it is on.
    package let line: Int

    package init(from: String, to: String, line: Int) {
        self.from = from
        self.to = to
        self.line = line
    }

    /// Whether the old path names a file other than a page (`/index.xml`): it gets a copy.
    package var isFileCopy: Bool {
        guard let name = from.split(separator: "/").last, !from.hasSuffix("/"), let dot = name.lastIndex(of: ".") else { return false }
        return !["html", "htm"].contains(name[name.index(after: dot)...].lowercased())
    }

    package static let path = "content/redirects.yml"

    /// Where an import sends an old path: a path, or a tag's page or feed, whose slug the site's
    /// `tag_slugs` may set.
    package enum Target: Sendable, Equatable {
        case path(String)
        case tag(String)
        case tagFeed(String)
    }

    /// The redirects of the site at `siteFolder`, and what is wrong with them; none when it has no file.
    package static func load(siteFolder: URL) -> ([SiteRedirect], [ContentError]) {
        let fields: YAMLNode?
        do throws(ContentError) {
            fields = try YAMLDataFile.read(path, siteFolder: siteFolder, within: POSIXFiles.realPath(siteFolder.appendingPathComponent("content").path))
        } catch {
            return ([], [error])
        }
        guard let fields else { return ([], []) }
        guard case .mapping(let members) = fields.kind else {
            return ([], [ContentError(.notAMapping(found: fields.kindDescription), path: path, line: fields.line, column: fields.column)])
        }
        var redirects: [SiteRedirect] = []
        var problems: [ContentError] = []
        for (from, target) in members {
            if let problem = Slug.problem(withAlias: from) {
                problems.append(ContentError(.invalidOldPath(from, why: problem), path: path, line: target.line, column: 1))
            } else if case .scalar(let to, _) = target.kind, to.hasPrefix("/"), !to.hasPrefix("//"), !to.contains(where: \.isWhitespace) {
                redirects.append(SiteRedirect(from: from, to: to, line: target.line))
            } else {
                problems.append(ContentError(.invalidRedirectTarget(target.kindDescription), path: path, line: target.line, column: target.column))
            }
        }
        return (redirects, problems)
    }
}
