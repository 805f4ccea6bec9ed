import Foundation

/// The folder a build replaces whole: where it really is, whether replacing it could destroy
/// anything the user owns, and the swap that puts a new build in its place.
///
/// Locations are compared by device and inode, never as text, so no symbolic link, `..`, hard
/// link or case-insensitive volume can make the site's own folders look like somewhere else.
/// Imprint only replaces a folder it made (it holds `markerName`) or an empty one.
struct OutputFolder {
    /// The output folder as the user named it, for messages.
    let displayPath: String
    /// Where the output really is: a symbolic link given as the output is followed, and stays a link.
    let path: String

    /// The file every output folder Imprint writes holds.
    static let markerName = ".imprint-output"
    static let markerText = "Made by imprint build, which replaces this folder whole on every build: keep nothing else here.\n"

    /// The marker of a build for `base`: its text, then `base_url: …`, which `imprint check` reads.
    static func marker(builtFor base: BaseURL?) -> String {
        markerText + (base.map { "\(baseURLKey)\($0.absolute)\n" } ?? "")
    }

    fileprivate static let baseURLKey = "base_url: "
    /// Files an empty folder may hold, put there by the system rather than by the user.
    static let systemFiles: Set<String> = [".DS_Store"]

    /// Resolves `url`; a symbolic link that leads nowhere is an error.
    init(_ url: URL) throws(POSIXFiles.Failure) {
        displayPath = url.path
        path = try Self.resolve(url.path)
    }

    /// A folder of the user's that the output must not be or hold.
    struct Protected {
        /// How messages name it: "the site folder /home/me/blog".
        let name: String
        let path: String
        /// Whether the output may lie inside it (the site folder's `public/`), or not (`content/`,
        /// which the build reads).
        let mayHoldOutput: Bool
    }

    /// Why the build may not replace this folder, or nil.
    func problem(protecting protected: [Protected]) -> String? {
        if let clash = Self.clash(output: path, protecting: protected) { return clash }
        switch POSIXFiles.kind(of: path) {
        case .missing:
            return nil
        case .directory:
            break
        default:
            return "is a file, not a folder: the build writes a folder there; remove the file or choose another --output"
        }
        if let parent = POSIXFiles.identity(of: parentPath), let own = POSIXFiles.identity(of: path), parent.device != own.device {
            return "is a mount point: the build swaps in a whole new folder, which cannot replace a mount point; "
                + "give a folder inside it, like --output \(displayPath)/site"
        }
        let names: [String]
        do throws(POSIXFiles.Failure) {
            names = try POSIXFiles.list(path) ?? []
        } catch {
            return "cannot be read (\(error.reason)): check its permissions"
        }
        if names.contains(Self.markerName) || names.allSatisfy(Self.systemFiles.contains) { return nil }
        return "holds files that Imprint did not write (it has no \(Self.markerName)): the build replaces the output folder whole "
            + "and would delete them. Choose an empty or new folder; if it holds only an old build, delete it first"
    }

    /// The folder that holds the output folder, where staging folders are made.
    var parentPath: String { (path as NSString).deletingLastPathComponent }
    var name: String { (path as NSString).lastPathComponent }
}

private extension OutputFolder {
    /// `path` made absolute with its symbolic links resolved, also when its last parts do not exist yet.
    static func resolve(_ path: String) throws(POSIXFiles.Failure) -> String {
        if POSIXFiles.kind(of: path) == .symbolicLink {
            do throws(POSIXFiles.Failure) {
                return try POSIXFiles.resolve(path)
            } catch {
                throw POSIXFiles.Failure(path: path, operation: "use", reason: "it is a symbolic link that leads nowhere (\(error.reason))")
            }
        }
        var existing = (path as NSString).standardizingPath
        var missing: [String] = []
        while POSIXFiles.realPath(existing) == nil, existing != "/" {
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let base = POSIXFiles.realPath(existing) ?? existing
        return missing.reduce(base) { ($0 as NSString).appendingPathComponent($1) }
    }

    /// How the output would replace or hold a protected folder, or nil.
    static func clash(output: String, protecting protected: [Protected]) -> String? {
        let sources = protected.compactMap { folder in POSIXFiles.identity(of: folder.path).map { (folder, $0) } }
        if let outputIdentity = POSIXFiles.identity(of: output) {
            for (folder, identity) in sources {
                if identity == outputIdentity { return "is \(folder.name): the build replaces its output folder whole; choose another --output" }
                if ancestors(of: folder.path).contains(outputIdentity) {
                    return "holds \(folder.name): the build replaces its output folder whole and would delete it; choose another --output"
                }
            }
        }
        let outputAncestors = ancestors(of: output)
        for (folder, identity) in sources where !folder.mayHoldOutput && outputAncestors.contains(identity) {
            return "lies inside \(folder.name), which the build reads: choose an --output outside it"
        }
        return nil
    }

    /// The identities of the folders that hold `path`, up to the root, through its real location.
    static func ancestors(of path: String) -> Set<FileIdentity> {
        var identities: Set<FileIdentity> = []
        var current = POSIXFiles.realPath(path) ?? (path as NSString).standardizingPath
        while current != "/" {
            current = (current as NSString).deletingLastPathComponent
            if let identity = POSIXFiles.identity(of: current) { identities.insert(identity) }
        }
        return identities
    }
}

public extension BaseURL {
    /// The base URL the output folder at `path` was built for, as its marker says; nil when it
    /// has no marker, or one of an older Imprint that does not say.
    static func builtFor(outputAt path: String) -> BaseURL? {
        guard let data = try? POSIXFiles.read(path + "/" + OutputFolder.markerName) else { return nil }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix(OutputFolder.baseURLKey) }
        return line.flatMap { BaseURL(String($0.dropFirst(OutputFolder.baseURLKey.count))) }
    }
}
