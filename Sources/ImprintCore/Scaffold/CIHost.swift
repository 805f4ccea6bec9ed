/// Where a site made by `imprint init` is built and published: the CI file `init` writes for it.
public enum CIHost: String, Sendable, CaseIterable {
    /// GitHub Actions to GitHub Pages: `.github/workflows/pages.yml`.
    case github
    /// GitLab CI to GitLab Pages: `.gitlab-ci.yml`.
    case gitlab

    /// The CI file's path in the site.
    var path: String {
        switch self {
        case .github: GitHubWorkflow.path
        case .gitlab: GitLabPipeline.path
        }
    }

    /// The CI file, getting Imprint from `source`.
    func file(source: ImprintSource) -> String {
        switch self {
        case .github: GitHubWorkflow.text(source: source)
        case .gitlab: GitLabPipeline.text(source: source)
        }
    }

    /// What `imprint init` says last when the CI file does not know where to get Imprint; nil when it does.
    func notice(source: ImprintSource) -> String? {
        guard let reason = source.unknownBecause else { return nil }
        let line = CIVariables.line(of: "IMPRINT_SOURCE", in: file(source: source))
        return "\(path) does not know where to get Imprint (\(reason)): fill in IMPRINT_SOURCE on its line \(line)"
            + " with the git URL of the Imprint to build"
    }
}
