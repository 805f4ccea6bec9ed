#if os(Linux)
import Foundation
import Glibc
import ImprintCore

/// Watches folders and their subfolders with Linux's inotify; folders created later are added.
///
/// A watched folder that is deleted or moved away (`content/`, or the whole site folder) takes
/// its watches with it; the watcher says so, looks for the folder again on every turn of its
/// loop, and once it is back watches it again and reports it as changed, so that the rebuild
/// looks at everything in it.
public final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    private let folders: [URL]
    private let log: @Sendable (String) -> Void
    private let lock = NSLock()
    private var descriptor: Int32 = -1
    private var folderByWatch: [Int32: String] = [:]
    /// Watched folders that are not there, to be watched again when they come back.
    private var missing: Set<String> = []
    /// Folders that were absent from the start.
    private var neverSeen: Set<String> = []
    private var running = false
    private var thread: Thread?

    private static let mask = UInt32(
        IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches `folders`; what stops or starts watching one of them goes to `log`.
    public init(folders: [URL], log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.folders = folders
        self.log = log
    }

    public func start(onChange: @escaping @Sendable ([String]) -> Void) throws {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw WatchError(message: "inotify is not available: \(String(cString: strerror(errno)))") }
        lock.withLock {
            descriptor = fd
            running = true
        }
        for folder in folders where !addWatches(below: folder.path) {
            lock.withLock {
                _ = missing.insert(folder.path)
                _ = neverSeen.insert(folder.path)
            }
            log(WatchedFolderNews.absentAtStart(folder.path))
        }
        let thread = Thread { [self] in loop(fd, onChange) }
        thread.name = "imprint.inotify"
        self.thread = thread
        thread.start()
    }

    public func stop() {
        let wasRunning = lock.withLock {
            defer { running = false }
            return running
        }
        guard wasRunning else { return }
        while thread?.isFinished == false { usleep(10_000) }
        close(descriptor)
    }

    struct WatchError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

extension InotifyWatcher {
    private var isRunning: Bool {
        lock.withLock { running }
    }

    /// Watches `path` and the folders below it; false when `path` itself cannot be watched.
    @discardableResult
    private func addWatches(below path: String) -> Bool {
        var folders = [path]
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            while let relative = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory), isDirectory.boolValue {
                    folders.append(path + "/" + relative)
                }
            }
        }
        var watched = true
        for folder in folders {
            let watch = lock.withLock { inotify_add_watch(descriptor, folder, Self.mask) }
            if watch >= 0 {
                lock.withLock { folderByWatch[watch] = folder }
                continue
            }
            let code = errno
            if folder == path { watched = false }
            // A folder that is missing is no news (it was just deleted); anything else stops edits from showing.
            if code != ENOENT { log("cannot watch \(folder): \(String(cString: strerror(code)))") }
        }
        return watched
    }

    private func loop(_ fd: Int32, _ onChange: @Sendable ([String]) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while isRunning {
            let returned = watchReturnedFolders()
            if !returned.isEmpty { onChange(returned) }
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 200) > 0 else { continue }
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { continue }
            let changed = events(in: buffer, count: count)
            if !changed.isEmpty { onChange(changed) }
        }
    }

    /// The missing folders that exist again, now watched.
    private func watchReturnedFolders() -> [String] {
        let candidates = lock.withLock { missing }
        var returned: [String] = []
        for folder in candidates.sorted() where FileManager.default.fileExists(atPath: folder) && addWatches(below: folder) {
            let wasThere = lock.withLock {
                missing.remove(folder)
                return neverSeen.remove(folder) == nil
            }
            log(WatchedFolderNews.appeared(folder, wasThere: wasThere))
            returned.append(folder)
        }
        return returned
    }

    /// The paths named by the `inotify_event` records in `buffer`, adding watches for new folders.
    func events(in buffer: [UInt8], count: Int) -> [String] {
        var changed: [String] = []
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
            let event = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset, as: inotify_event.self) }
            let nameBytes = buffer[(offset + headerSize)..<(offset + headerSize + Int(event.len))].prefix { $0 != 0 }
            offset += headerSize + Int(event.len)
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: name the watched folders, so that the rebuild looks at everything.
                changed += folders.map(\.path)
                continue
            }
            guard let folder = lock.withLock({ folderByWatch[event.wd] }) else { continue }
            if event.mask & UInt32(IN_IGNORED) != 0 {
                // The kernel dropped the watch: its folder is gone.
                lock.withLock { _ = folderByWatch.removeValue(forKey: event.wd) }
                continue
            }
            if event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0, folders.contains(where: { $0.path == folder }) {
                lose(folder, moved: event.mask & UInt32(IN_MOVE_SELF) != 0)
                changed.append(folder)
                continue
            }
            let path = nameBytes.isEmpty ? folder : folder + "/" + String(decoding: nameBytes, as: UTF8.self)
            if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                addWatches(below: path)
            }
            if !EditorFiles.contains(path) { changed.append(path) }
        }
        return changed
    }

    /// Forgets the watches of `root` and below (a moved folder's would follow it elsewhere) and
    /// waits for it to come back.
    private func lose(_ root: String, moved: Bool) {
        lock.withLock {
            for (watch, folder) in folderByWatch where folder == root || folder.hasPrefix(root + "/") {
                inotify_rm_watch(descriptor, watch)
                folderByWatch[watch] = nil
            }
            missing.insert(root)
        }
        log("\(root) was \(moved ? "moved away" : "deleted"): edits in it are not seen until it is back, then it is watched again")
    }
}
#endif
