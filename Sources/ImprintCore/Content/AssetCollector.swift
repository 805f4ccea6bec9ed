import Foundation

/// Collects the files copied verbatim to `assets/`: the theme's `templates/assets/**`, then the
/// site's `content/assets/**`, which wins when both have a file at the same path. A `CNAME` at
/// the top of `content/assets/` (a GitHub Pages custom domain) goes to the root of the output.
struct AssetCollector {
    let themeAssets: URL
    let contentAssets: URL

    func collect() throws -> [OutputFile] {
        var files: [String: OutputFile] = [:]
        for (root, label) in [(themeAssets, "templates/assets/"), (contentAssets, "content/assets/")] {
            for relative in try Self.files(under: root) {
                let contents = try Data(contentsOf: root.appendingPathComponent(relative))
                let output = relative == "CNAME" && root == contentAssets ? "CNAME" : "assets/" + relative
                files[relative] = OutputFile(path: output, contents: contents, source: label + relative)
            }
        }
        return files.keys.sorted().map { files[$0]! }
    }

    /// Paths of regular files below `root`, relative to it, skipping hidden files and folders,
    /// and symbolic links that lead out of `root`: a link to `/etc/passwd` must not be published.
    static func files(under root: URL) throws -> [String] {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: root.path) else { return [] }
        let rootPath = root.standardizedFileURL.path
        let realRoot = root.resolvingSymlinksInPath().path
        var found: [String] = []
        guard let enumerator = fileManager.enumerator(atPath: rootPath) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let url = URL(fileURLWithPath: rootPath + "/" + relative)
            let target = url.resolvingSymlinksInPath().path
            guard target == realRoot || target.hasPrefix(realRoot + "/") else { continue }
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(relative)
            }
        }
        return found.sorted()
    }
}
