/// What a build did: the files it made, how long each step took, and its warnings.
public struct BuildReport: Sendable {
    public struct Step: Sendable {
        public let name: String
        public let seconds: Double

        public init(name: String, seconds: Double) {
            self.name = name
            self.seconds = seconds
        }
    }

    public let files: [OutputFile]
    /// The files by output path, when the build made that table anyway (builds with caches do).
    public let filesByPath: [String: OutputFile]?
    public let steps: [Step]
    public let warnings: [Diagnostic]
    /// The base URL the site was built for.
    public let baseURL: BaseURL
    /// Per-template render times, when the build collected them.
    public let templates: [RenderMetrics.Entry]

    init(
        files: [OutputFile], filesByPath: [String: OutputFile]? = nil, steps: [Step], warnings: [Diagnostic], baseURL: BaseURL,
        templates: [RenderMetrics.Entry]
    ) {
        self.files = files
        self.filesByPath = filesByPath
        self.steps = steps
        self.warnings = warnings
        self.baseURL = baseURL
        self.templates = templates
    }

    /// HTML pages among the files.
    public var pageCount: Int { files.filter { $0.path.hasSuffix(".html") }.count }

    public var totalSeconds: Double { steps.reduce(0) { $0 + $1.seconds } }
}
