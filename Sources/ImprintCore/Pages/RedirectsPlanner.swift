import Foundation
import Mustache

/// Pages that send old URLs to new ones: a post's or page's `aliases`, a project's `formerly` names.
///
/// Each redirect is a small HTML page (meta refresh, canonical link, a visible link, noindex) at
/// the old path, and a line of `/_redirects` (the Netlify and Cloudflare Pages format) with a 301.
/// A redirect may not hide a real page: `problems(_:pages:)` says which do, so the build plans
/// them after the other pages, from the model's redirects.
enum RedirectsPlanner {
    struct Redirect: Sendable, Equatable {
        /// `/2009/05/old-name/`: the path within the site.
        let from: String
        let to: String
        let title: String
        let source: String
        /// What asked for it, for messages: `alias /old/`, `former name "Tool" (/projects/tool/)`.
        let origin: String
        /// The query of an alias like `/?p=12`, which `_redirects` sends to `from`.
        var query: OutputPath.QueryRule?
        /// Whether `to` was written by hand (`content/redirects.yml`), and may name nothing.
        var checksTarget = false
        /// Its line in `source`, when it has one.
        var line: Int?
    }

    /// A redirect page: a whole small page, without the layout. (Its old path is the page's own.)
    struct Data: PageData {
        let to: String
        let title: String

        var template: String { "redirect" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let redirect = RedirectView(from: views.base.link(path), url: views.base.absolute(to), title: title)
            return PageTemplate.named("redirect").data.object([("site", views.siteValue), ("redirect", redirect.templateValue)])
        }
    }

    /// The redirect pages of `redirects` and `_redirects`.
    static func plan(_ redirects: [Redirect], base: BaseURL) -> [PageJob] {
        // Netlify matches a query parameter by a placeholder; `!` because `/` is a file too.
        let rules = Set(redirects.compactMap(\.query)).sorted { ($0.path, $0.name) < ($1.path, $1.name) }
        let lines = rules.map { "\(base.link($0.path)) \($0.name)=:\($0.name) \(base.link($0.folder)):\($0.name)/ 301!\n" }.joined()
            + redirects.map { "\(base.link($0.from)) \(base.link($0.to)) 301\n" }.joined()
        return redirects.map { redirect in
            .page(redirect.from, Data(to: redirect.to, title: redirect.title), source: redirect.source, sitemap: nil)
        } + [PageJob(path: "_redirects", .stored(.bytes(Foundation.Data(lines.utf8))), source: "_redirects")]
    }

    /// Errors for redirects that land on a page of `pages` (output path → source) or on each other.
    static func problems(_ redirects: [Redirect], pages owners: [String: String]) -> [Diagnostic] {
        var claimed: [String: String] = [:]
        var problems: [Diagnostic] = []
        for redirect in redirects {
            let path = OutputFile.path(forSitePath: redirect.from)
            if redirect.checksTarget, owners[OutputFile.path(forSitePath: redirect.to)] == nil {
                problems.append(ContentError(.redirectToNothing(from: redirect.from, to: redirect.to), path: redirect.source, line: redirect.line).diagnostic)
            } else if let page = owners[path] {
                problems.append(ContentError(.redirectCollision(redirect: redirect.origin, pageFile: page), path: redirect.source, line: redirect.line).diagnostic)
            } else if let other = claimed[path] {
                problems.append(ContentError(.duplicateRedirect(path: redirect.from, otherFile: other), path: redirect.source, line: redirect.line).diagnostic)
            } else {
                claimed[path] = redirect.source
            }
        }
        return problems
    }

    /// Every redirect of the site, in source order.
    static func redirects(_ site: SiteModel) -> [Redirect] {
        let aliases = site.posts.reversed().flatMap { published in
            published.post.aliases.map { alias in
                Redirect(from: OutputPath.directoryPath(alias), to: published.path, title: published.title,
                         source: published.post.sourcePath, origin: "alias \(alias)", query: OutputPath.queryRule(alias))
            }
        }
        let pageAliases = site.pages.flatMap { published in
            published.page.aliases.map { alias in
                Redirect(from: OutputPath.directoryPath(alias), to: published.path, title: published.title,
                         source: published.page.sourcePath, origin: "alias \(alias)", query: OutputPath.queryRule(alias))
            }
        }
        let renames = site.projects.flatMap { published in
            published.project.formerly.map(\.name).map { name in
                let from = "/projects/\(TagSlug.make(name))/"
                return Redirect(from: from, to: published.path, title: published.project.name,
                                source: published.project.sourcePath, origin: "former name \"\(name)\" (\(from))")
            }
        }
        let listed = site.config.redirects.filter { !$0.isFileCopy }.map { redirect in
            Redirect(from: OutputPath.directoryPath(redirect.from), to: redirect.to, title: redirect.to, source: SiteRedirect.path,
                     origin: "redirect \(redirect.from)", query: OutputPath.queryRule(redirect.from), checksTarget: true, line: redirect.line)
        }
        return aliases + pageAliases + renames + listed
    }

    /// The copies `content/redirects.yml` asks for (`/index.xml: /feed.xml`), each of the file
    /// the plan has at its new path; one that names no file of the plan is an error.
    static func fileCopies(_ redirects: [SiteRedirect], of jobs: [PageJob]) -> (jobs: [PageJob], problems: [Diagnostic]) {
        let wanted = redirects.filter(\.isFileCopy)
        guard !wanted.isEmpty else { return ([], []) }
        let byPath = Dictionary(jobs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var copies: [PageJob] = [], problems: [Diagnostic] = []
        for redirect in wanted {
            if let job = byPath[OutputFile.path(forSitePath: redirect.to)] {
                copies.append(PageJob(path: OutputFile.path(forSitePath: redirect.from), job.recipe, source: SiteRedirect.path))
            } else {
                problems.append(ContentError(.redirectToNothing(from: redirect.from, to: redirect.to), path: SiteRedirect.path, line: redirect.line).diagnostic)
            }
        }
        return (copies, problems)
    }
}
