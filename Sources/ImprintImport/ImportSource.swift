import Foundation
import ImprintCore

/// What an export holds: the items to import and those left out.
struct ImportSource: Sendable {
    let items: [ImportedItem]
    let skipped: [SkippedItem]
    /// Comments that belong to no item to import (a Blogger comment whose post is not in the
    /// export, a WordPress attachment's), by why.
    var commentsLeftOut: [ImportedComment.LeftOut: Int] = [:]
    /// The old site's address, where the images the source names but does not hold still are:
    /// a feed's link, WordPress's site URL, Jekyll's `url` and `baseurl`, Hugo's `baseURL`.
    var oldSite: URL?
    /// Images the items show from the old site, which the export does not hold, for the report.
    var imagesOnOldHost: [String] = []
    /// What could not be converted as it was (a Ghost card the importer does not know), and what was done.
    var notes: [String] = []
    /// Old lists and feeds for `content/redirects.yml`, in order (a Ghost blog's `/tag/name/`).
    var siteRedirects: [(from: String, to: SiteRedirect.Target)] = []
}

extension ImportSource {
    /// `text` as the old site's address, when it is an http(s) URL on a public host. A site
    /// built on the owner's machine names `localhost:4000`: images pointed there would load from
    /// the reader's own machine, so such an address is none, and `--old-url` must give it.
    static func oldSite(_ text: String?) -> URL? {
        guard let text = text?.trimmingWhitespace(), let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
              let host = url.host, !host.isEmpty, !isLocal(host) else { return nil }
        return url
    }

    /// Whether `host` is the machine itself or a private network's: loopback, link-local,
    /// RFC 1918 and unique-local addresses, `localhost` and `.local` names.
    static func isLocal(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host.hasSuffix(".localhost") || host.hasSuffix(".local") || host == "0.0.0.0" { return true }
        if host.contains(":") { return host == "::1" || host.hasPrefix("fc") || host.hasPrefix("fd") || host.hasPrefix("fe80:") }
        let parts = host.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return false }
        return parts[0] == 127 || parts[0] == 10 || (parts[0] == 192 && parts[1] == 168)
            || (parts[0] == 172 && (16...31).contains(parts[1])) || (parts[0] == 169 && parts[1] == 254)
    }
}

/// A site's folder read as an import (Jekyll's, Hugo's): its items, the static files it
/// publishes, by their paths on the site, and what could not be converted.
protocol SiteFolderSource {
    var source: ImportSource { get }
    var staticFiles: [(source: URL, path: String)] { get }
    /// `file:line: what, and what was done`.
    var notes: [String] { get }
    var siteRedirects: [(from: String, to: SiteRedirect.Target)] { get }
    /// The old site's includes or shortcodes that its items use, made into the new site's.
    var shortcodes: [SiteShortcode] { get }
    /// Images its pages show that it does not have, pointed at the old site: `file:line: what was done`.
    var imagesOnOldHost: [String] { get }
}

extension SiteFolderSource {
    /// Old lists and feeds for `content/redirects.yml`, in order; none by default.
    var siteRedirects: [(from: String, to: SiteRedirect.Target)] { [] }
    /// None by default.
    var shortcodes: [SiteShortcode] { [] }
    var imagesOnOldHost: [String] { [] }
}
