#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Publishing files as they are, without reading them into the build's memory.
extension POSIXFiles {
    /// The signature and length of the regular file at `path` (no link: pass a real path), once
    /// it is known that it can be read: what a file published as it is needs before the build goes on.
    static func readableSignature(of path: String) throws(Failure) -> (signature: String, length: Int) {
        let descriptor = try openRegularFile(path)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path, operation: "read", code: errno) }
        return (signature(of: info), Int(info.st_size))
    }

    /// Copies the regular file at `source` (a real path) to `destination`, replacing any file
    /// there: cloned where the file system can, else copied by the kernel.
    package static func copy(_ source: String, to destination: String) throws(Failure) {
        let input = try openRegularFile(source)
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw Failure(path: destination, operation: "create", code: errno) }
        guard !kernelCopy(from: input, to: output) else {
            close(output)
            return
        }
        // The kernel could not (another file system, an old system): through memory, then.
        guard ftruncate(output, 0) == 0, lseek(output, 0, SEEK_SET) == 0 else {
            close(output)
            throw Failure(path: destination, operation: "write", code: errno)
        }
        let data: Data
        do throws(Failure) {
            data = try read(source)
        } catch {
            close(output)
            throw error
        }
        try write(data, to: output, path: destination)
    }

    /// Puts `data` at `path` in one step, making its folders: written beside it, then moved into
    /// place, so that a reader (another build) sees the old file or the new one, never half of one.
    /// `readOnly` leaves it unwritable: for files that may be linked from elsewhere.
    static func replace(_ data: Data, at path: String, readOnly: Bool = false) throws(Failure) {
        try makeFolder((path as NSString).deletingLastPathComponent)
        let temporary = path + ".\(UUID().uuidString)"
        do throws(Failure) {
            try write(data, to: temporary)
            if readOnly, chmod(temporary, 0o444) != 0 { throw Failure(path: temporary, operation: "make read-only", code: errno) }
            try move(temporary, to: path)
        } catch {
            remove(temporary)
            throw error
        }
    }

    /// Links `destination` to the regular file at `source` (a real path) where both are on one
    /// file system, else copies it: for files that never change, which the output may share.
    static func linkOrCopy(_ source: String, to destination: String) throws(Failure) {
        guard link(source, destination) != 0 else { return }
        try copy(source, to: destination)
    }

    /// A descriptor of the regular file at `path`, refusing links, folders, FIFOs and devices.
    private static func openRegularFile(_ path: String) throws(Failure) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, operation: "read", code: errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw Failure(path: path, operation: "read", reason: "not a regular file")
        }
        return descriptor
    }
}

#if canImport(Darwin)
/// Darwin's copy, which clones on APFS.
private func kernelCopy(from input: Int32, to output: Int32) -> Bool {
    fcopyfile(input, output, nil, copyfile_flags_t(COPYFILE_DATA)) == 0
}
#else
/// Linux: a clone (FICLONE, on Btrfs and XFS), else `sendfile`, which copies in the kernel.
private func kernelCopy(from input: Int32, to output: Int32) -> Bool {
    let clone: UInt = 0x4004_9409
    if ioctl(output, clone, input) == 0 { return true }
    while true {
        let sent = sendfile(output, input, nil, 1 << 30)
        if sent == 0 { return true }
        if sent < 0 && errno != EINTR { return false }
    }
}
#endif
