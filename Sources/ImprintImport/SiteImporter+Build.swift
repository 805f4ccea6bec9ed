import Foundation
import ImprintCore

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
        var options = BuildOptions(siteFolder: siteFolder, outputDirectory: siteFolder.appendingPathComponent("public"), now: now)
        options.progress = progress
        let built: BuildReport
        do {
            built = try SiteBuild(options: options).generate()
        } catch {
            return ImportProof(buildErrors: error.diagnostics)
        }
        return ImportProof(
            items: report.importedItems, oldSiteURLs: report.oldSiteURLs, oldHostImages: report.imagesOnOldHost + report.attachmentsListed,
            pagePaths: built.pagePaths, files: Dictionary(built.files.map { ($0.path, $0) }) { first, _ in first },
            base: built.baseURL)
    }
}
