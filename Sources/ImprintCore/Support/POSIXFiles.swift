#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Plain POSIX file calls for reading sources and writing output, each failure naming the path
/// and the system's reason ("Permission denied"), never a Foundation error number.
///
/// Foundation's `Data.write(to:)` syncs every file to disk and `createDirectory` checks every
/// path component: for a thousand pages that tripled the time of the write step. Output that is
/// lost in a crash is simply rebuilt, so neither is needed.
package enum POSIXFiles {
    package struct Failure: Error, CustomStringConvertible {
        package let path: String
        package let operation: String
        /// The system's words for what went wrong.
        package let reason: String

        package init(path: String, operation: String, code: Int32) {
            self.init(path: path, operation: operation, reason: String(cString: strerror(code)))
        }

        package init(path: String, operation: String, reason: String) {
            self.path = path
            self.operation = operation
            self.reason = reason
        }

        package var description: String { "cannot \(operation) \(path): \(reason)" }
    }

    /// What is at a path, without following a symbolic link there.
    package enum Kind: Equatable {
        case missing, file, directory, symbolicLink, other
    }

    /// Creates each directory, parents before children; existing ones are fine.
    static func makeDirectories(_ paths: [String]) throws(Failure) {
        for path in paths.sorted() where mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw Failure(path: path, operation: "create folder", code: errno)
        }
    }

    /// Makes the folder at the absolute `path` and every missing folder above it; the folders it
    /// made, innermost first.
    @discardableResult
    static func makeFolder(_ path: String) throws(Failure) -> [String] {
        let missing = ([path] + folders(of: path)).filter { kind(of: $0) == .missing }
        try makeDirectories(missing)
        return missing
    }

    /// Removes the folders at `paths`, in order, each only while it is empty.
    static func removeEmptyFolders(_ paths: [String]) {
        for path in paths where rmdir(path) != 0 { return }
    }

    /// Writes `data` to a new file at `path`, replacing any file there.
    package static func write(_ data: Data, to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, operation: "create", code: errno) }
        try write(data, to: descriptor, path: path)
    }

    /// Writes `data` to a file at `path` that must not exist yet, not even as a symbolic link,
    /// making its folders first; false when something is already there. Never replaces anything.
    package static func create(_ data: Data, at path: String) throws(Failure) -> Bool {
        try makeFolder((path as NSString).deletingLastPathComponent)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return false }
            throw Failure(path: path, operation: "create", code: errno)
        }
        try write(data, to: descriptor, path: path)
        return true
    }

    /// Writes all of `data` to an open file, and closes it.
    package static func write(_ data: Data, to descriptor: Int32, path: String) throws(Failure) {
        defer { close(descriptor) }
        let failed = data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { return errno }
                offset += written
            }
            return nil
        }
        if let failed { throw Failure(path: path, operation: "write", code: failed) }
    }

    /// The bytes of the regular file at `path`. Anything else (a folder, a FIFO that would block
    /// the build forever, a device) is refused, as is a file that cannot be opened.
    /// With `root` (a real path), a symbolic link at `path` must lead inside it: a site's files
    /// may link to each other, never to files elsewhere on the disk, which would be published.
    package static func read(_ path: String, within root: String? = nil) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (root == nil ? 0 : O_NOFOLLOW))
        if descriptor < 0, errno == ELOOP, let root {
            try checkInside(path, root: root)
            return try read(path)
        }
        guard descriptor >= 0 else { throw Failure(path: path, operation: "read", code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path, operation: "read", code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Failure(path: path, operation: "read", reason: "not a regular file")
        }
        var data = Data(count: Int(info.st_size))
        var length = 0
        while true {
            if length == data.count { data.count += max(4096, data.count) }
            let capacity = data.count - length
            let count = data.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + length, capacity) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, operation: "read", code: errno)
            }
            if count == 0 { break }
            length += count
        }
        data.count = length
        return data
    }

    /// The names in the folder at `path`, hidden ones included, sorted; nil when nothing is there.
    /// A folder that cannot be read, or a file where a folder should be, is a failure.
    package static func list(_ path: String) throws(Failure) -> [String]? {
        try entries(path)?.map(\.name)
    }

    /// The entries of the folder at `path` as `list` has them, each with whether it is a folder
    /// as the folder says (nil when it does not: then ask `kind(of:)`), which spares a look at each.
    static func entries(_ path: String) throws(Failure) -> [(name: String, isFolder: Bool?)]? {
        guard let directory = opendir(path) else {
            if errno == ENOENT { return nil }
            throw Failure(path: path, operation: "read folder", code: errno)
        }
        defer { closedir(directory) }
        var entries: [(name: String, isFolder: Bool?)] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Failure(path: path, operation: "read folder", code: errno) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            let type = Int32(entry.pointee.d_type)
            if name != ".", name != ".." { entries.append((name, type == DT_UNKNOWN ? nil : type == DT_DIR)) }
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// Swaps two paths in one step, so that no moment sees neither (Linux `renameat2` with
    /// `RENAME_EXCHANGE`, macOS `renamex_np` with `RENAME_SWAP`). False when the system or the
    /// file system cannot.
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
        // glibc declares renameat2 only for _GNU_SOURCE, which Swift's Glibc module does not set.
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameExchange: UInt32 = 1 << 1
        return unsafeBitCast(symbol, to: RenameAt2.self)(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #endif
    }

    /// Moves `source` to `destination`, which must not exist.
    static func move(_ source: String, to destination: String) throws(Failure) {
        guard rename(source, destination) == 0 else { throw Failure(path: destination, operation: "move \(source) to", code: errno) }
    }

    /// Removes the file or folder at `path` with everything in it, not following symbolic links;
    /// the paths that could not be removed, with why.
    @discardableResult
    package static func remove(_ path: String) -> [Failure] {
        switch kind(of: path) {
        case .missing:
            return []
        case .directory:
            var failures: [Failure] = []
            do {
                // Most of what a folder holds is files: each is unlinked without looking first.
                for name in try list(path) ?? [] where unlink(path + "/" + name) != 0 { failures += remove(path + "/" + name) }
            } catch {
                return [error]
            }
            if rmdir(path) != 0, failures.isEmpty { failures.append(Failure(path: path, operation: "remove", code: errno)) }
            return failures
        default:
            return unlink(path) == 0 ? [] : [Failure(path: path, operation: "remove", code: errno)]
        }
    }

    /// Whether the process `id` is running (a build that may still be writing its staging folder).
    static func isRunning(_ id: Int32) -> Bool {
        kill(id, 0) == 0 || errno == EPERM
    }

    /// Every directory a set of relative file paths needs below `root`, parents included.
    static func directories(for files: [String], under root: String) -> [String] {
        Set(files.flatMap(folders(of:))).map { root + "/" + $0 }
    }

    /// The folders that hold `path`, innermost first: `a/b/c.html` → `a/b`, `a`; `/x/y` → `/x`.
    package static func folders(of path: String) -> [String] {
        folderPrefixes(of: path).map { String($0) }
    }

    /// `folders(of:)` as parts of `path`, without copying them.
    static func folderPrefixes(of path: String) -> [Substring] {
        var folders: [Substring] = []
        var current = Substring(path)
        // `/` is one byte and never part of another character, so a byte search splits where a character search would.
        while let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) {
            current = current[..<slash]
            if !current.isEmpty { folders.append(current) }
        }
        return folders
    }
}

// The system's calls, which methods of the same names would hide.
#if canImport(Glibc)
let systemWrite = Glibc.write
let systemRead = Glibc.read
let systemClose = Glibc.close
#elseif canImport(Darwin)
let systemWrite = Darwin.write
let systemRead = Darwin.read
let systemClose = Darwin.close
#endif
