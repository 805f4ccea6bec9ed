import Foundation
import ImprintCore

extension ImportPlan {
    /// Plans `from: to` for `content/redirects.yml`: an old page or feed of the site that no
    /// item owns (a list, a tag's feed). Not onto a page or alias the site has, nor where Imprint
    /// makes a page itself; `to` must be one of Imprint's own pages or files.
    mutating func addSiteRedirect(from: String, to target: SiteRedirect.Target) {
        let to: String
        switch target {
        case .path(let path): to = path
        case .tag(let name): to = "/tags/\(config.tagSlug(name))/"
        case .tagFeed(let name): to = "/tags/\(config.tagSlug(name))/feed.xml"
        }
        let redirect = SiteRedirect(from: from, to: to, line: 0)
        let path = redirect.isFileCopy ? from : OutputPath.directoryPath(from)
        guard path != to, !takenURLs.contains(path), !Self.generatedFiles.contains(String(path.dropFirst())),
              redirect.isFileCopy || !Self.generatedRoots.contains(where: { path.hasPrefix($0) }),
              !siteRedirects.contains(where: { $0.from == from })
        else { return }
        takenURLs.insert(path)
        siteRedirects.append(redirect)
    }

    /// `content/redirects.yml` with the planned redirects; or, when the site has one, the lines
    /// it lacks, for the report.
    mutating func planSiteRedirects() {
        guard !siteRedirects.isEmpty else { return }
        let (existing, _) = SiteRedirect.load(siteFolder: siteFolder)
        let missing = siteRedirects.filter { redirect in !existing.contains { $0.from == redirect.from } }
        let lines = missing.map { "\(YAMLText.quoted($0.from)): \(YAMLText.quoted($0.to))" }
        guard !missing.isEmpty else { return }
        let path = SiteRedirect.path
        if POSIXFiles.kind(of: siteFolder.appendingPathComponent(path).path) == .missing, !takenPaths.contains(path) {
            takenPaths.insert(path)
            files.append((path, "# Old pages and feeds of the imported site, and where each is now.\n" + lines.joined(separator: "\n") + "\n"))
            report.siteRedirects = missing.map { "\($0.from) → \($0.to)" }
        } else {
            report.siteRedirectsToAdd = lines
        }
    }
}
