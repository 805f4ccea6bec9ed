import Foundation

/// Where in the site's sources a broken link was written, where that can be known: a link of a
/// post's, page's or project's Markdown, found in its file by its target (as written there, or
/// without the base path the build put in front of a site path).
public struct LinkSources: Sendable {
    /// The source file of each page of the site, by its path in the output.
    private let sources: [String: String]
    private let siteFolder: URL
    private let basePath: String

    /// The sources of `files`, a build of the site in `siteFolder` under `base`.
    public init(files: [OutputFile], siteFolder: URL, base: BaseURL) {
        sources = Dictionary(files.filter { $0.source.hasPrefix("content/") && ContentLoader.isContentFileName(($0.source as NSString).lastPathComponent) }
            .map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        self.siteFolder = siteFolder
        basePath = base.path
    }

    /// `content/posts/x.md:12`, the file and line that wrote `link`, or nil.
    public func place(of link: LinkChecker.BrokenLink) -> String? {
        guard let source = sources[link.file], let data = try? POSIXFiles.read(siteFolder.appendingPathComponent(source).path) else { return nil }
        let written = [link.target] + (link.target.hasPrefix(basePath) && basePath != "/" ? ["/" + link.target.dropFirst(basePath.count)] : [])
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for target in written {
            if let index = lines.firstIndex(where: { $0.contains("(" + target) || $0.contains("<" + target) || $0.contains("\"" + target) || $0.contains(": " + target) }) {
                return "\(source):\(index + 1)"
            }
        }
        return nil
    }
}
