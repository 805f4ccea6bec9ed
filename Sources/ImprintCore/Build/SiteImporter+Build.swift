import Foundation

extension SiteImporter {
    /// Imports the export at `file` as `run` does, then builds the site in memory, as
    /// `imprint build` would, and ends the report with what the build showed (`ImportProof`):
    /// its first errors if it failed, else the pages, images, old URLs answered and words kept.
    /// A `--dry-run` builds nothing. The import's files stay written whatever the build says;
    /// `progress` follows the build, for a progress line.
    public func runAndBuild(_ file: URL, format: Format, progress: BuildProgress? = nil) throws -> ImportReport {
        var report = try run(file, format: format)
        guard !dryRun else { return report }
        report.proof = build(report, progress: progress)
        return report
    }

    /// The proof of the site as the import left it.
    func build(_ report: ImportReport, progress: BuildProgress?) -> ImportProof {
        var options = BuildOptions(sourceDirectory: siteRoot, outputDirectory: siteRoot.appendingPathComponent("public"), now: now)
        options.progress = progress
        let built: BuildReport
        do {
            built = try SiteBuild(options: options).generate()
        } catch {
            return ImportProof(buildErrors: error.diagnostics)
        }
        return ImportProof(
            items: report.importedItems, oldSiteURLs: report.oldSiteURLs, oldHostImages: report.imagesOnOldHost + report.attachmentsListed,
            pagePaths: Self.pagePaths(of: built.model.site), files: Dictionary(built.files.map { ($0.path, $0) }) { first, _ in first },
            base: built.baseURL)
    }

    /// The site path of the page that shows each source file, as the build placed it: posts,
    /// pages and projects at their own, and the words of pages Imprint makes (`GeneratedPageText`) at those pages.
    private static func pagePaths(of site: SiteModel) -> [String: String] {
        let pages = site.posts.map { ($0.post.sourcePath, $0.path) } + site.pages.map { ($0.page.sourcePath, $0.path) }
            + site.projects.map { ($0.project.sourcePath, $0.path) } + site.generatedPageTexts.values.map { ($0.page.sourcePath, $0.path) }
        return Dictionary(pages) { first, _ in first }
    }
}
