#if os(Linux)
import Foundation
import Glibc

/// Watches folders and their subfolders with Linux's inotify; folders created later are added.
public final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    private let folders: [URL]
    private let lock = NSLock()
    private var descriptor: Int32 = -1
    private var folderByWatch: [Int32: String] = [:]
    private var running = false
    private var thread: Thread?

    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF)

    public init(folders: [URL]) {
        self.folders = folders
    }

    public func start(onChange: @escaping @Sendable ([String]) -> Void) throws {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw WatchError(message: "inotify is not available: \(String(cString: strerror(errno)))") }
        lock.lock()
        descriptor = fd
        running = true
        lock.unlock()
        for folder in folders { addWatches(below: folder.path) }
        let thread = Thread { [self] in loop(fd, onChange) }
        thread.name = "imprint.inotify"
        self.thread = thread
        thread.start()
    }

    public func stop() {
        lock.lock()
        let wasRunning = running
        running = false
        lock.unlock()
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
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    private func addWatches(below path: String) {
        var folders = [path]
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            while let relative = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory), isDirectory.boolValue {
                    folders.append(path + "/" + relative)
                }
            }
        }
        lock.lock()
        defer { lock.unlock() }
        for folder in folders {
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            if watch >= 0 { folderByWatch[watch] = folder }
        }
    }

    private func loop(_ fd: Int32, _ onChange: @Sendable ([String]) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while isRunning {
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 200) > 0 else { continue }
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { continue }
            let changed = events(in: buffer, count: count)
            if !changed.isEmpty { onChange(changed) }
        }
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
            lock.lock()
            let folder = folderByWatch[event.wd]
            lock.unlock()
            guard let folder else { continue }
            let path = nameBytes.isEmpty ? folder : folder + "/" + String(decoding: nameBytes, as: UTF8.self)
            if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                addWatches(below: path)
            }
            if !IgnoredFiles.contains(path) { changed.append(path) }
        }
        return changed
    }
}
#endif
