import Foundation
import Mustache

/// Pages that send old URLs to new ones: a post's or page's `aliases`, a project's `formerly` names.
///
/// Each redirect is a small HTML page (meta refresh, canonical link, a visible link, noindex) at
/// the old path, and a line of `/_redirects` (the Netlify and Cloudflare Pages format) with a 301.
/// Runs after the other generators, so that it can refuse to hide a real page.
struct RedirectsGenerator {
    struct Redirect {
        /// `/2009/05/old-name/`: the path within the site.
        let from: String
        let to: String
        let title: String
        let source: String
        /// What asked for it, for messages: `alias /old/`, `former name "Tool" (/projects/tool/)`.
        let origin: String
    }

    let context: GeneratorContext

    /// The redirect pages and `_redirects`, or errors for redirects that clash with a page or each other.
    func generate(existing files: [OutputFile]) throws(BuildFailure) -> [OutputFile] {
        let owners = Dictionary(files.map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        var claimed: [String: String] = [:]
        var problems: [Diagnostic] = []
        var pages: [OutputFile] = []
        let base = context.base
        for redirect in redirects() {
            let path = OutputFile.path(forSitePath: redirect.from)
            if let page = owners[path] {
                problems.append(ContentError(.redirectCollision(redirect: redirect.origin, pageFile: page), path: redirect.source).diagnostic)
            } else if let other = claimed[path] {
                problems.append(ContentError(.duplicateRedirect(path: redirect.from, otherFile: other), path: redirect.source).diagnostic)
            } else {
                claimed[path] = redirect.source
                let data = PageTemplate.named("redirect").data.object([
                    ("site", context.siteValue),
                    ("redirect", RedirectView(from: base.link(redirect.from), url: base.absolute(redirect.to), title: redirect.title).templateValue),
                ])
                do {
                    pages.append(OutputFile(path: path, contents: try context.theme.render("redirect", with: data), source: redirect.source))
                } catch {
                    throw BuildFailure(diagnostics: [context.theme.diagnostic(for: error)])
                }
            }
        }
        guard problems.isEmpty else { throw BuildFailure(diagnostics: problems) }
        let lines = redirects().map { "\(base.link($0.from)) \(base.link($0.to)) 301\n" }.joined()
        return pages + [OutputFile(path: "_redirects", contents: Data(lines.utf8), source: "_redirects")]
    }

    /// Every redirect of the site, in source order.
    func redirects() -> [Redirect] {
        let site = context.site
        let aliases = site.posts.reversed().flatMap { published in
            published.post.aliases.map { alias in
                Redirect(from: Self.directoryPath(alias), to: published.path, title: published.post.title,
                         source: published.post.sourcePath, origin: "alias \(alias)")
            }
        }
        let pageAliases = site.pages.flatMap { published in
            published.page.aliases.map { alias in
                Redirect(from: Self.directoryPath(alias), to: published.path, title: published.page.title,
                         source: published.page.sourcePath, origin: "alias \(alias)")
            }
        }
        let renames = site.projects.flatMap { published in
            published.project.formerly.map { name in
                let from = "/projects/\(TagSlug.make(name))/"
                return Redirect(from: from, to: published.path, title: published.project.name,
                                source: published.project.sourcePath, origin: "former name \"\(name)\" (\(from))")
            }
        }
        return aliases + pageAliases + renames
    }

    /// `/2011/first` → `/2011/first/`; paths that name a file (`/old.html`) stay as they are.
    static func directoryPath(_ alias: String) -> String {
        alias.hasSuffix("/") || alias.split(separator: "/").last?.contains(".") == true ? alias : alias + "/"
    }
}
