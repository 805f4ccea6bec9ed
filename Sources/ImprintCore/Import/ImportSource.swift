import Foundation

/// What an export holds: the items to import and those left out.
struct ImportSource: Sendable {
    let items: [ImportedItem]
    let skipped: [SkippedItem]
    /// Comments that belong to no item to import (a Blogger comment whose post is not in the
    /// export, a WordPress attachment's), by why.
    var commentsLeftOut: [ImportedComment.LeftOut: Int] = [:]
    /// Images the items show from the old site, which the export does not hold, for the report.
    var imagesOnOldHost: [String] = []
    /// What could not be converted as it was (a Ghost card the importer does not know), and what was done.
    var notes: [String] = []
    /// Old lists and feeds for `content/redirects.yml`, in order (a Ghost blog's `/tag/name/`).
    var siteRedirects: [(from: String, to: SiteRedirect.Target)] = []
}

/// A site's folder read as an import (Jekyll's, Hugo's): its items, the static files it
/// publishes, by their paths on the site, and what could not be converted.
protocol SiteFolderSource {
    var source: ImportSource { get }
    var staticFiles: [(source: URL, path: String)] { get }
    /// `file:line: what, and what was done`.
    var notes: [String] { get }
    var siteRedirects: [(from: String, to: SiteRedirect.Target)] { get }
    /// Images its pages show that it does not have, pointed at the old site: `file:line: what was done`.
    var imagesOnOldHost: [String] { get }
}

extension SiteFolderSource {
    /// Old lists and feeds for `content/redirects.yml`, in order; none by default.
    var siteRedirects: [(from: String, to: SiteRedirect.Target)] { [] }
    /// None by default.
    var imagesOnOldHost: [String] { [] }
}
