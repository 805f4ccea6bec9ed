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
