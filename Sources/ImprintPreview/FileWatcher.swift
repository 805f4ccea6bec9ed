import Foundation

/// Reports files that change below some folders.
///
/// Linux uses inotify (`InotifyWatcher`); elsewhere `PollingWatcher` compares modification times.
/// A Mac port can add an FSEvents watcher in one file.
public protocol FileWatcher: AnyObject, Sendable {
    /// Starts watching; `onChange` gets changed paths, on a background thread.
    func start(onChange: @escaping @Sendable ([String]) -> Void) throws
    func stop()
}

/// The best watcher this platform has for `folders`; when one of them goes or comes back, `log` is told.
public func makeFileWatcher(folders: [URL], log: @escaping @Sendable (String) -> Void = { _ in }) -> FileWatcher {
    #if os(Linux)
    return InotifyWatcher(folders: folders, log: log)
    #else
    return PollingWatcher(folders: folders, log: log)
    #endif
}

/// Files that editors write while saving, which are no change to the site.
enum IgnoredFiles {
    static func contains(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix(".swo") || name.hasSuffix("~")
            || name.hasPrefix(".#") || name == "4913" || name == ".DS_Store" || name.hasSuffix(".tmp")
    }
}

/// Collects changes and fires once they have been quiet for `delay`, so that a save that writes
/// several files, or an editor that writes twice, causes one rebuild.
final class Debouncer: @unchecked Sendable {
    private let delay: TimeInterval
    private let scheduler: any Scheduler
    private let action: @Sendable ([String]) -> Void
    private let lock = NSLock()
    private var pending: Set<String> = []
    private var generation = 0

    init(delay: TimeInterval, scheduler: any Scheduler, action: @escaping @Sendable ([String]) -> Void) {
        self.delay = delay
        self.scheduler = scheduler
        self.action = action
    }

    func add(_ paths: [String]) {
        lock.lock()
        pending.formUnion(paths)
        generation += 1
        let scheduled = generation
        lock.unlock()
        scheduler.schedule(after: delay) { [self] in
            lock.lock()
            guard scheduled == generation, !pending.isEmpty else {
                lock.unlock()
                return
            }
            let paths = pending.sorted()
            pending = []
            lock.unlock()
            action(paths)
        }
    }
}
