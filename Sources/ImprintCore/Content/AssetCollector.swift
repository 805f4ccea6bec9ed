import Foundation

/// Collects the files copied verbatim: the built-in theme's assets, then the theme's
/// `templates/assets/**`, then the site's `content/assets/**`, each winning over the ones
/// before when they have a file at the same path, to `assets/`; and the
/// site's `content/static/**` to the root of the output (`favicon.ico`, `.well-known/…`), which
/// wins over nothing: a static file at the path of another file is a clash the build reports.
/// A `CNAME` at the top of `content/assets/` (a GitHub Pages custom domain) goes to the root too.
package struct AssetCollector {
    let themeAssets: URL
    let contentAssets: URL
    package let staticFiles: URL
    /// The built-in theme's files (those under `assets/` are published).
    var builtIn: [String: String] = [:]
    /// Keys, backups and hidden files, which are errors unless the site publishes them anyway.
    var privateFiles = PrivateFiles(publishedAnyway: [])
    /// Whether assets' images are published with their metadata (`images.keep_metadata`),
    /// and static files' (`static.keep_metadata`); else without (`ImageMetadata`).
    var keepsImageMetadata = false
    var keepsStaticMetadata = false

    /// The files (published as they are: `OutputBody.file`) but those that are errors, which
    /// `problems` gathers with every file and folder that cannot be read; none when a folder
    /// that is a link leads outside.
    func collect(into problems: inout [Diagnostic]) -> [OutputFile] {
        // A folder of content/ (or the theme's assets/) that is a link must lead inside content/
        // (or the theme): what it holds is published.
        let folders = [(contentAssets, "content/assets/"), (staticFiles, "content/static/"), (themeAssets, "templates/assets/")]
        for (root, label) in folders where POSIXFiles.kind(of: root.path) == .symbolicLink {
            do throws(POSIXFiles.Failure) {
                try POSIXFiles.checkInside(root.path, root: try POSIXFiles.resolve(root.deletingLastPathComponent().path))
            } catch {
                problems.append(Self.diagnostic(error, root: root, label: label))
                return []
            }
        }
        var assets: [String: OutputFile] = [:]
        for (path, text) in builtIn where path.hasPrefix("assets/") {
            assets[String(path.dropFirst("assets/".count))] = OutputFile(path: path, body: .bytes(Data(text.utf8)), source: ThemeSource.builtInLabel + path)
        }
        for (root, label) in [(themeAssets, "templates/assets/"), (contentAssets, "content/assets/")] {
            for file in Self.read(root, label: label, skipping: Self.isHidden, privateFiles: privateFiles, keepingMetadata: keepsImageMetadata, into: &problems
            ) {
                let output = file.path == "CNAME" && root == contentAssets ? "CNAME" : "assets/" + file.path
                assets[file.path] = OutputFile(path: output, body: file.body, source: file.source)
            }
        }
        let statics = Self.read(
            staticFiles, label: "content/static/", skipping: Self.isClutter, privateFiles: privateFiles, checkingHidden: true,
            keepingMetadata: keepsStaticMetadata, into: &problems)
        return assets.keys.sorted().map { assets[$0]! } + statics
    }

    /// The files beside each bundle's `index.md` (`content/posts/x/index.md`: its `source`),
    /// published beside its page (at `sitePath`, `/2015/04/02/x/`), folders and all, whether a
    /// body links to them or not; hidden files, clutter, other Markdown files and the bundle's
    /// `comments.yml` (the page shows its comments, sanitised) are left out, and keys and backups
    /// are errors unless `privateFiles` publishes them anyway, which `problems` gathers. Images
    /// lose their metadata unless `keepingMetadata`.
    package static func bundleFiles(
        of bundles: [(source: String, sitePath: String)], siteFolder: URL, privateFiles: PrivateFiles, keepingMetadata: Bool,
        into problems: inout [Diagnostic]
    ) -> [OutputFile] {
        var files: [OutputFile] = []
        for bundle in bundles {
            let label = String(bundle.source.dropLast(Slug.bundleIndex.count))
            let prefix = String(PageFolder.of(bundle.sitePath).drop { $0 == "/" })
            // Markdown beside the index is a draft or notes, not a file to publish.
            let folder = siteFolder.appendingPathComponent(label)
            files += read(
                folder, label: label, skipping: { isHidden($0) || isClutter($0) }, privateFiles: privateFiles, keepingMetadata: keepingMetadata,
                into: &problems)
                .filter { !ContentLoader.isContentFileName(($0.path as NSString).lastPathComponent) && !CommentsFileReader.isCommentsFile(($0.path as NSString).lastPathComponent) }
                .map { OutputFile(path: prefix + $0.path, body: $0.body, source: $0.source) }
        }
        return files
    }

    /// Whether a change to the source file at `path` (relative to the site) may change the files
    /// copied verbatim: anything but a Markdown file directly in `content/posts|pages|projects/`
    /// (or an editor's file beside it) and the theme's templates. (site.yml may move bundles.)
    static func mayChangeCopiedFiles(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.count == 3, parts[0] == "content", ["posts", "pages", "projects"].contains(parts[1]) {
            // A folder there is a bundle.
            let name = parts[2]
            return !(ContentLoader.isContentFileName(String(name)) || name.hasSuffix(CommentsFileReader.fileSuffix) || name.hasPrefix(".")
                || EditorFiles.contains(String(name)))
        }
        return !(parts.count >= 2 && parts[0] == "templates" && parts[1] != "assets")
    }

    /// Hidden files and folders, which assets leave out.
    static func isHidden(_ name: String) -> Bool {
        name.hasPrefix(".")
    }

    /// What a folder of static files may hold but no site means to publish, left out without a
    /// word: the files of Finder, Windows Explorer, git and editors (`EditorFiles`).
    /// (Also what an output folder holds besides the site: the mark of an Imprint output folder.)
    package static func isClutter(_ name: String) -> Bool {
        name == OutputFolder.markerName || ["Thumbs.db", "desktop.ini", ".git", ".gitignore", ".gitkeep"].contains(name) || EditorFiles.contains(name)
    }
}

private extension AssetCollector {
    /// The files below `root`, with paths relative to it and sources under `label`, each known
    /// to be readable and published from its real path (a link's target, checked to be inside
    /// `root`): as it is, or, for a JPEG, PNG, WebP or GIF unless `keepingMetadata`, without metadata.
    /// Editors' files are left out, and `privateFiles` turns the others that must not be published into problems.
    static func read(
        _ root: URL, label: String, skipping skipped: @escaping (String) -> Bool, privateFiles: PrivateFiles, checkingHidden: Bool = false,
        keepingMetadata: Bool, into problems: inout [Diagnostic]
    ) -> [OutputFile] {
        let (found, unreadable) = Self.files(under: root, skipping: { skipped($0) || EditorFiles.contains($0) })
        problems += unreadable.map { Self.diagnostic($0, root: root, label: label) }
        return found.compactMap { relative in
            if let reason = privateFiles.reason(for: relative, checkingHidden: checkingHidden) {
                problems.append(PrivateFiles.diagnostic(reason, source: label + relative, path: relative))
                return nil
            }
            let path = root.path + "/" + relative
            do throws(POSIXFiles.Failure) {
                let real = POSIXFiles.kind(of: path) == .symbolicLink ? try POSIXFiles.resolve(path) : path
                let signature = try POSIXFiles.readableSignature(of: real).signature
                let strips = !keepingMetadata && strippedExtensions.contains((relative as NSString).pathExtension.lowercased())
                let body = strips ? OutputBody.strippedImage(path: real, signature: signature) : .file(path: real, signature: signature)
                return OutputFile(path: relative, body: body, source: label + relative)
            } catch {
                problems.append(Self.diagnostic(error, root: root, label: label))
                return nil
            }
        }
    }
}

extension AssetCollector {
    /// Paths of regular files below `root`, relative to it, leaving out the files and folders
    /// whose names `skipped` accepts.
    /// A symbolic link that leads out of `root` (a link to `/etc/passwd` must not be published),
    /// and a folder that cannot be read, come back as failures, never as silently missing files.
    package static func files(under root: URL, skipping skipped: (String) -> Bool = isHidden) -> (files: [String], unreadable: [POSIXFiles.Failure]) {
        let rootPath = root.standardizedFileURL.path
        guard let realRoot = POSIXFiles.realPath(rootPath) else { return ([], []) }
        var found: [String] = []
        var unreadable: [POSIXFiles.Failure] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let names: [String]
            do throws(POSIXFiles.Failure) {
                names = try POSIXFiles.list(rootPath + "/" + folder) ?? []
            } catch {
                unreadable.append(error)
                continue
            }
            for name in names where !skipped(name) {
                let relative = folder + name
                let path = rootPath + "/" + relative
                switch POSIXFiles.kind(of: path) {
                case .directory:
                    folders.append(relative + "/")
                case .file:
                    found.append(relative)
                case .symbolicLink:
                    do throws(POSIXFiles.Failure) {
                        switch POSIXFiles.kind(of: try POSIXFiles.checkInside(path, root: realRoot)) {
                        case .file: found.append(relative)
                        case .other: unreadable.append(notAFile(path))
                        case .missing, .directory, .symbolicLink: break
                        }
                    } catch {
                        unreadable.append(error)
                    }
                case .other:
                    unreadable.append(notAFile(path))
                case .missing:
                    continue
                }
            }
        }
        return (found.sorted(), unreadable)
    }
}

private extension AssetCollector {
    /// The images that may carry metadata which `ImageMetadata` removes.
    static let strippedExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif"]

    /// A FIFO, a socket or a device, which reading would hang on or make no sense of.
    static func notAFile(_ path: String) -> POSIXFiles.Failure {
        let reason = "it is a FIFO, a socket or a device, not a file: delete it or move it out of the site"
        return POSIXFiles.Failure(path: path, operation: "publish", reason: reason)
    }

    /// A failure located at its path below the site (`content/assets/x.png`).
    static func diagnostic(_ failure: POSIXFiles.Failure, root: URL, label: String) -> Diagnostic {
        let rootPath = root.standardizedFileURL.path + "/"
        let file = failure.path.hasPrefix(rootPath) ? label + failure.path.dropFirst(rootPath.count) : failure.path
        return Diagnostic(.error, file: file, message: "cannot \(failure.operation) it: \(failure.reason)")
    }
}
