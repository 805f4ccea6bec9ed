import Foundation

/// Collects the files copied verbatim to `assets/`: the theme's `templates/assets/**`, then the
/// site's `content/assets/**`, which wins when both have a file at the same path. A `CNAME` at
/// the top of `content/assets/` (a GitHub Pages custom domain) goes to the root of the output.
struct AssetCollector {
    let themeAssets: URL
    let contentAssets: URL

    /// The files, or every file and folder that could not be read.
    func collect() throws(BuildFailure) -> [OutputFile] {
        var files: [String: OutputFile] = [:]
        var problems: [Diagnostic] = []
        for (root, label) in [(themeAssets, "templates/assets/"), (contentAssets, "content/assets/")] {
            let (found, unreadable) = Self.files(under: root)
            problems += unreadable.map { Self.diagnostic($0, root: root, label: label) }
            for relative in found {
                do throws(FastFileSystem.Failure) {
                    let contents = try FastFileSystem.read(root.path + "/" + relative)
                    let output = relative == "CNAME" && root == contentAssets ? "CNAME" : "assets/" + relative
                    files[relative] = OutputFile(path: output, contents: contents, source: label + relative)
                } catch {
                    problems.append(Self.diagnostic(error, root: root, label: label))
                }
            }
        }
        guard problems.isEmpty else { throw BuildFailure(diagnostics: problems) }
        return files.keys.sorted().map { files[$0]! }
    }

    /// Paths of regular files below `root`, relative to it, skipping hidden files and folders.
    /// A symbolic link that leads out of `root` (a link to `/etc/passwd` must not be published),
    /// and a folder that cannot be read, come back as failures, never as silently missing files.
    static func files(under root: URL) -> (files: [String], unreadable: [FastFileSystem.Failure]) {
        let rootPath = root.standardizedFileURL.path
        guard let realRoot = FastFileSystem.realPath(rootPath) else { return ([], []) }
        var found: [String] = []
        var unreadable: [FastFileSystem.Failure] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let names: [String]
            do throws(FastFileSystem.Failure) {
                names = try FastFileSystem.list(rootPath + "/" + folder) ?? []
            } catch {
                unreadable.append(error)
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let relative = folder + name
                let path = rootPath + "/" + relative
                switch FastFileSystem.kind(of: path) {
                case .directory:
                    folders.append(relative + "/")
                case .file:
                    found.append(relative)
                case .symbolicLink:
                    do throws(FastFileSystem.Failure) {
                        if FastFileSystem.kind(of: try FastFileSystem.checkInside(path, root: realRoot)) == .file { found.append(relative) }
                    } catch {
                        unreadable.append(error)
                    }
                case .missing, .other:
                    continue
                }
            }
        }
        return (found.sorted(), unreadable)
    }
}

private extension AssetCollector {
    /// A failure located at its path below the site (`content/assets/x.png`).
    static func diagnostic(_ failure: FastFileSystem.Failure, root: URL, label: String) -> Diagnostic {
        let rootPath = root.standardizedFileURL.path + "/"
        let file = failure.path.hasPrefix(rootPath) ? label + failure.path.dropFirst(rootPath.count) : failure.path
        return Diagnostic(.error, file: file, message: "cannot \(failure.operation) it: \(failure.reason)")
    }
}
