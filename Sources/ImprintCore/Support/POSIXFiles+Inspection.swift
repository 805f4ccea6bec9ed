#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Looking at paths without reading them: what is there, where it really is, which version.
extension POSIXFiles {
    /// What is at `path`, not following a symbolic link.
    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The device and inode of what `path` names, following symbolic links; nil when nothing is there.
    static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        try? resolve(path)
    }

    /// `path` with every symbolic link, `.` and `..` resolved, or why it cannot be
    /// ("No such file or directory", "Too many levels of symbolic links").
    static func resolve(_ path: String) throws(Failure) -> String {
        guard let resolved = realpath(path, nil) else { throw Failure(path: path, operation: "follow", code: errno) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where `path` leads, with its links resolved; a failure when that is not inside `root`
    /// (a real path).
    @discardableResult
    static func checkInside(_ path: String, root: String) throws(Failure) -> String {
        let target = try resolve(path)
        guard isInside(target, root: root) else {
            throw Failure(path: path, operation: "read", reason: "it leads to \(target), outside \(root); Imprint reads only what is inside: copy it in")
        }
        return target
    }

    /// Whether the real path `target` is `root` or below it.
    package static func isInside(_ target: String, root: String) -> Bool {
        target == root || target.hasPrefix(root + "/")
    }

    /// A file's identity and version: inode, size and modification time in nanoseconds;
    /// nil when it cannot be read.
    static func signature(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return signature(of: info)
    }

    /// The signature and length of the regular file at `path`, a link not followed; nil for
    /// anything else.
    package static func version(of path: String) -> (signature: String, length: Int)? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return (signature(of: info), Int(info.st_size))
    }

    /// What tells one version of a file from another without reading it: its inode, length and
    /// modification and status-change times, and the later of those times.
    struct Stamp: Equatable {
        let signature: String
        /// When the file last changed, in nanoseconds since 1970: the later of its two times.
        let changed: Int
    }

    /// The stamp of the regular file at `path`, a link not followed; nil for anything else.
    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let statusChanged = Int(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int(info.st_ctimespec.tv_nsec)
        let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
        let statusChanged = Int(info.st_ctim.tv_sec) * 1_000_000_000 + Int(info.st_ctim.tv_nsec)
        let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
        return Stamp(signature: signature(of: info) + "-\(statusChanged)", changed: max(statusChanged, modified))
    }

    /// The signature of what `info` describes.
    static func signature(of info: stat) -> String {
        #if canImport(Darwin)
        let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
        return "\(info.st_ino)-\(info.st_size)-\(modified)"
    }
}
