#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension POSIXFiles {
    /// A regular file open to be read from its start or written at its end, a piece at a time:
    /// for archives too large to hold twice in memory.
    final class Stream {
        let path: String
        /// The file's length when opened.
        let length: Int
        private var descriptor: Int32

        private init(path: String, descriptor: Int32, length: Int) {
            self.path = path
            self.descriptor = descriptor
            self.length = length
        }

        deinit {
            if descriptor >= 0 { _ = systemClose(descriptor) }
        }

        /// The regular file at `path`, to read; a link is not followed.
        static func reading(_ path: String) throws(Failure) -> Stream {
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(path: path, operation: "read", code: errno) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                _ = systemClose(descriptor)
                throw Failure(path: path, operation: "read", reason: "not a regular file")
            }
            return Stream(path: path, descriptor: descriptor, length: Int(info.st_size))
        }

        /// A new file at `path`, replacing any file there; or, `appending`, the regular file there.
        static func writing(_ path: String, appending: Bool = false) throws(Failure) -> Stream {
            let flags = appending ? O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC : O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC
            let descriptor = open(path, flags, 0o644)
            guard descriptor >= 0 else { throw Failure(path: path, operation: appending ? "open" : "create", code: errno) }
            return Stream(path: path, descriptor: descriptor, length: 0)
        }

        /// The next `count` bytes; nil when the file ends before them.
        func read(_ count: Int) throws(Failure) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: count)
            var length = 0
            while length < count {
                let read = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + length, count - length) }
                if read < 0, errno == EINTR { continue }
                guard read >= 0 else { throw Failure(path: path, operation: "read", code: errno) }
                if read == 0 { return nil }
                length += read
            }
            return bytes
        }

        /// Writes all of `bytes` at the end.
        func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw Failure(path: path, operation: "write", code: errno) }
                offset += written
            }
        }

        /// Closes the file, reporting what its last writes could not do.
        func close() throws(Failure) {
            let descriptor = descriptor
            self.descriptor = -1
            guard descriptor >= 0 else { return }
            if systemClose(descriptor) != 0 { throw Failure(path: path, operation: "close", code: errno) }
        }
    }
}
