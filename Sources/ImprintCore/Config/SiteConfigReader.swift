import Foundation

/// Reads single settings of a site for commands that need no build.
public enum SiteConfigReader {
    /// site.yml's base URL, or the errors that keep it from being read.
    public static func baseURL(siteFolder: URL) throws(BuildFailure) -> BaseURL {
        let (config, problems) = ConfigLoader.load(siteFolder: siteFolder, baseURLOverride: nil)
        let errors = problems.filter { $0.severity == .error }
        guard errors.isEmpty else { throw BuildFailure(diagnostics: errors.map(\.diagnostic), step: "load config") }
        return config.baseURL
    }

    /// site.yml's time zone, UTC when it has none or cannot be read.
    public static func timeZone(siteFolder: URL) -> TimeZone {
        ConfigLoader.load(siteFolder: siteFolder, baseURLOverride: nil).0.timeZone
    }
}
