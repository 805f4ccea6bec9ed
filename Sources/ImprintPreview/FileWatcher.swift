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

/// What a watcher tells the log about a watched folder that is not there, and then is.
enum WatchedFolderNews {
    /// At start: `templates/` of a site on the built-in theme, or a folder not made yet.
    static func absentAtStart(_ folder: String) -> String {
        "\(folder) does not exist yet: watching for it to be made"
    }

    /// A folder that was absent is there now; `wasThere` tells one that came back from one made for the first time.
    static func appeared(_ folder: String, wasThere: Bool) -> String {
        wasThere ? "\(folder) is back: watching it again" : "\(folder) was made: watching it"
    }
}
