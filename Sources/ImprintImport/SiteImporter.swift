import Foundation
import ImprintCore

/// `imprint import`: brings the posts and pages of another blog into a site's `content/`, one
/// Markdown file each, with every old permalink kept alive as an alias. Never overwrites a file:
/// a taken name gets a number (only a starter file of `imprint init`, unchanged since, is
/// replaced: `StarterFiles`). A malformed export writes nothing.
public struct SiteImporter {
    public enum Format: String, Sendable {
        /// A WordPress export (WXR).
        case wordpress
        /// An RSS 2.0 or Atom feed.
        case feed
        /// A Jekyll site's folder.
        case jekyll
        /// A Hugo site's folder.
        case hugo
        /// A Publish site's folder.
        case publish
        /// A Ghost export (JSON).
        case ghost
    }

    public let siteFolder: URL
    /// A local copy of `wp-content/uploads`, to take the posts' images from.
    public let uploads: URL?
    /// Plans and reports, and writes nothing.
    public let dryRun: Bool
    /// The moment of the import: dates after it are scheduled, before it past.
    public let now: Date
    /// The old site's address (`--old-url`), instead of the one the source gives.
    public var oldURL: URL?
    /// The section of a Hugo site whose pages are projects (`imprint import hugo --projects-section NAME`).
    public var projectsSection = "projects"

    public init(siteFolder: URL, uploads: URL? = nil, dryRun: Bool = false, now: Date = Date()) {
        self.siteFolder = siteFolder
        self.uploads = uploads
        self.dryRun = dryRun
        self.now = now
    }

    /// Imports the export at `file`. Errors name the problem; on one, nothing has been written.
    public func run(_ file: URL, format: Format) throws -> ImportReport {
        let (config, problems) = ConfigLoader.load(siteFolder: siteFolder, baseURLOverride: nil)
        if let problem = problems.first(where: { $0.diagnostic.severity == .error }) { throw ImportFailure(message: problem.diagnostic.description) }
        var plan = ImportPlan(siteFolder: siteFolder, config: config, uploads: uploads)
        let source: ImportSource
        var siteRedirects: [(from: String, to: SiteRedirect.Target)] = []
        var shortcodes: [SiteShortcode] = []
        if [.jekyll, .hugo, .publish].contains(format) {
            let site: any SiteFolderSource = switch format {
            case .jekyll: try JekyllSite.read(file)
            case .hugo: try HugoSite.read(file, now: now, projectsSection: projectsSection)
            default: try PublishSite.read(file, timeZone: config.timeZone, projectsSection: projectsSection)
            }
            source = site.source
            siteRedirects = site.siteRedirects
            shortcodes = site.shortcodes
            for (url, path) in site.staticFiles { plan.addStaticFile(url, path: path) }
            plan.report.notConverted += site.notes
            plan.report.imagesOnOldHost += site.imagesOnOldHost
        } else {
            source = try export(file, format: format, timeZone: config.timeZone)
            plan.report.imagesOnOldHost += source.imagesOnOldHost
            plan.report.notConverted += source.notes
            siteRedirects = source.siteRedirects
        }
        for skipped in source.skipped { plan.report.skipped.append("line \(skipped.line): \(skipped.title): \(skipped.reason)") }
        let day = DateFormats(date: PostDate(date: now, timeZone: config.timeZone)).day
        // Of feeds, only Blogger's exports hold comments; sites' folders hold none.
        plan.commentOrigin = "\(format == .wordpress ? "WordPress" : "Blogger") (\(file.lastPathComponent)) on \(day)"
        plan.report.commentsLeftOut = source.commentsLeftOut
        plan.setOldSite(oldURL ?? source.oldSite)
        plan.mergeTags(of: source.items)
        for item in source.items { plan.add(item) }
        for shortcode in shortcodes { plan.addShortcode(shortcode) }
        for (from, to) in siteRedirects { plan.addSiteRedirect(from: from, to: to) }
        plan.report.oldSiteURLs = siteRedirects.map(\.from)
        plan.planSiteRedirects()
        plan.replaceStarterFiles()
        plan.resolveLinks()
        guard !dryRun else {
            plan.report.isDryRun = true
            return plan.report
        }
        return try plan.write()
    }

    /// The items of the export at `file`.
    private func export(_ file: URL, format: Format, timeZone: TimeZone) throws -> ImportSource {
        let data: Data
        do throws(POSIXFiles.Failure) {
            data = try POSIXFiles.read(file.path)
        } catch {
            throw ImportFailure(message: error.description)
        }
        if format == .ghost { return try GhostExport.read(data, oldSite: oldURL?.absoluteString, timeZone: timeZone) }
        if GhostExport.isJSON(data) {
            throw GhostExport.isGhost(data) ? ImportError.wrongFormat("a Ghost export", command: "ghost")
                : ImportError.notAnExport(expected: format == .wordpress ? "a WordPress export: it is JSON, not XML" : "a feed: it is JSON, not XML")
        }
        let root: MarkupElement
        do {
            root = try LibXML.parseXML(data)
        } catch {
            throw ImportError.malformed(line: error.line, column: error.column, message: error.message)
        }
        return try format == .wordpress ? WordPressExport.read(root) : FeedArchive.read(root)
    }
}
