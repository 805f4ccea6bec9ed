import Foundation
import ImprintCore

/// Watches by comparing the modification times and sizes of every file, twice a second.
/// The portable fallback where no event API is wired up.
///
/// A watched folder that goes away and comes back is looked at again like any other; the
/// watcher says when one goes and comes, and reports it as changed when it is back.
public final class PollingWatcher: FileWatcher, @unchecked Sendable {
    private let folders: [URL]
    private let interval: TimeInterval
    private let scheduler: any Scheduler
    private let log: @Sendable (String) -> Void
    private let lock = NSLock()
    private var isRunning = false
    private var snapshot: [String: Stamp] = [:]
    private var missing: Set<String> = []
    /// Folders that were absent from the start.
    private var neverSeen: Set<String> = []

    /// Watches `folders` every `interval` seconds (on its own queue unless `scheduler` is given);
    /// what goes or comes back goes to `log`.
    public init(
        folders: [URL], interval: TimeInterval = 0.5, scheduler: (any Scheduler)? = nil, log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.folders = folders
        self.interval = interval
        self.scheduler = scheduler ?? QueueScheduler(queue: DispatchQueue(label: "imprint.polling-watcher"))
        self.log = log
    }

    public func start(onChange: @escaping @Sendable ([String]) -> Void) throws {
        lock.lock()
        snapshot = Self.snapshot(folders)
        missing = Set(folders.map(\.path).filter { !FileManager.default.fileExists(atPath: $0) })
        neverSeen = missing
        isRunning = true
        lock.unlock()
        missing.sorted().forEach { log(WatchedFolderNews.absentAtStart($0)) }
        scheduleLook(onChange: onChange)
    }

    public func stop() {
        lock.lock()
        isRunning = false
        lock.unlock()
    }

    /// Looks again after `interval`, and then again, until stopped.
    private func scheduleLook(onChange: @escaping @Sendable ([String]) -> Void) {
        scheduler.schedule(after: interval) { [self] in
            lock.lock()
            guard isRunning else {
                lock.unlock()
                return
            }
            let changed = look()
            lock.unlock()
            if !changed.isEmpty { onChange(changed) }
            scheduleLook(onChange: onChange)
        }
    }

    /// What changed since the last look, and the folders that went or came back.
    private func look() -> [String] {
        let current = Self.snapshot(folders)
        var changed = Set(current.keys).symmetricDifference(snapshot.keys)
            .union(current.keys.filter { snapshot[$0] != nil && snapshot[$0] != current[$0] })
            .filter { !EditorFiles.contains($0) }
        snapshot = current
        for folder in folders.map(\.path) {
            let exists = FileManager.default.fileExists(atPath: folder)
            if exists, missing.remove(folder) != nil {
                log(WatchedFolderNews.appeared(folder, wasThere: neverSeen.remove(folder) == nil))
                changed.insert(folder)
            } else if !exists, missing.insert(folder).inserted {
                log("\(folder) was deleted or moved away: edits in it are not seen until it is back")
                changed.insert(folder)
            }
        }
        return changed.sorted()
    }

    private struct Stamp: Equatable {
        let modified: Date
        let size: Int
    }

    private static func snapshot(_ folders: [URL]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey])
            else { continue }
            for case let url as URL in enumerator {
                guard let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]),
                      values.isRegularFile == true
                else { continue }
                stamps[url.path] = Stamp(modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0)
            }
        }
        return stamps
    }
}
