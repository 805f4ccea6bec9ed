/// What a build did: the files it made, how long each step took, and its warnings.
public struct BuildReport: Sendable {
    public struct Step: Sendable {
        public let name: String
        public let seconds: Double
    }

    public let files: [OutputFile]
    public let steps: [Step]
    public let warnings: [Diagnostic]
    /// The base URL the site was built for.
    public let baseURL: BaseURL
    /// Per-template render times, when the build collected them.
    public let templates: [RenderMetrics.Entry]

    /// HTML pages among the files.
    public var pageCount: Int { files.filter { $0.path.hasSuffix(".html") }.count }

    public var totalSeconds: Double { steps.reduce(0) { $0 + $1.seconds } }
}
