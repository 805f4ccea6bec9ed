#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Plain POSIX writes for build output. Foundation's `Data.write(to:)` syncs every file to disk
/// and `createDirectory` checks every path component: for a thousand pages that tripled the
/// time of the write step. Output that is lost in a crash is simply rebuilt, so neither is needed.
enum FastFileSystem {
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let operation: String
        let code: Int32

        var description: String { "cannot \(operation) \(path): \(String(cString: strerror(code)))" }
    }

    /// Creates each directory, parents before children; existing ones are fine.
    static func makeDirectories(_ paths: [String]) throws {
        for path in paths.sorted() where mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw Failure(path: path, operation: "create folder", code: errno)
        }
    }

    /// Writes `data` to a new file at `path`, replacing any file there.
    static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, operation: "create", code: errno) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { throw Failure(path: path, operation: "write", code: errno) }
                offset += written
            }
        }
    }

    /// A file's identity and version: inode, size and modification time in nanoseconds;
    /// nil when it cannot be read.
    static func signature(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
        return "\(info.st_ino)-\(info.st_size)-\(modified)"
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

    /// Whether the process `id` is running (a build that may still be writing its staging folder).
    static func isRunning(_ id: Int32) -> Bool {
        kill(id, 0) == 0 || errno == EPERM
    }

    /// Every directory a set of relative file paths needs below `root`, parents included.
    static func directories(for files: [String], under root: String) -> [String] {
        var needed: Set<String> = []
        for file in files {
            var components = file.split(separator: "/").dropLast()
            while !components.isEmpty {
                needed.insert(root + "/" + components.joined(separator: "/"))
                components = components.dropLast()
            }
        }
        return Array(needed)
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
