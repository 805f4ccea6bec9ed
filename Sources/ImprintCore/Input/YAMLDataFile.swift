import Foundation

/// A YAML file of data in `content/` (`redirects.yml`, a post's comments file), read whole from
/// inside the content folder.
enum YAMLDataFile {
    /// The document of the file at `path` (relative to `siteFolder`), or nil when there is no file
    /// or it holds no document. With `limitBySize`, a file may hold as many values as it has
    /// bytes: without aliases each value takes a byte at least, so that limit still stops an
    /// alias bomb and no honest file meets it.
    static func read(_ path: String, siteFolder: URL, within root: String?, limitBySize: Bool = false) throws(ContentError) -> YAMLNode? {
        let url = siteFolder.appendingPathComponent(path)
        guard POSIXFiles.kind(of: url.path) != .missing else { return nil }
        let source = try SourceText.read(url, displayPath: path, within: root)
        do {
            return try YAMLParser.parse(source.text, maximumNodes: limitBySize ? max(YAMLParser.maximumNodes, source.text.utf8.count) : YAMLParser.maximumNodes)
        } catch {
            throw ContentError(error, path: path)
        }
    }
}
