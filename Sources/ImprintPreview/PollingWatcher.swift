import Foundation

/// Watches by comparing the modification times and sizes of every file, twice a second.
/// The portable fallback where no event API is wired up.
///
/// A watched folder that goes away and comes back is looked at again like any other; the
/// watcher says when one goes and comes, and reports it as changed when it is back.
public final class PollingWatcher: FileWatcher, @unchecked Sendable {
    private let folders: [URL]
    private let interval: TimeInterval
    private let log: @Sendable (String) -> Void
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?

    /// Watches `folders` every `interval` seconds; what goes or comes back goes to `log`.
    public init(folders: [URL], interval: TimeInterval = 0.5, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.folders = folders
        self.interval = interval
        self.log = log
    }

    public func start(onChange: @escaping @Sendable ([String]) -> Void) throws {
        var snapshot = Self.snapshot(folders)
        var missing = Set(folders.map(\.path).filter { !FileManager.default.fileExists(atPath: $0) })
        missing.sorted().forEach { log("\($0) is missing: watching for it to be made") }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "imprint.polling-watcher"))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [folders, log] in
            let current = Self.snapshot(folders)
            var changed = Set(current.keys).symmetricDifference(snapshot.keys)
                .union(current.keys.filter { snapshot[$0] != nil && snapshot[$0] != current[$0] })
                .filter { !IgnoredFiles.contains($0) }
            snapshot = current
            for folder in folders.map(\.path) {
                let exists = FileManager.default.fileExists(atPath: folder)
                if exists, missing.remove(folder) != nil {
                    log("\(folder) is back: watching it again")
                    changed.insert(folder)
                } else if !exists, missing.insert(folder).inserted {
                    log("\(folder) was deleted or moved away: edits in it are not seen until it is back")
                    changed.insert(folder)
                }
            }
            if !changed.isEmpty { onChange(changed.sorted()) }
        }
        lock.lock()
        self.timer = timer
        lock.unlock()
        timer.resume()
    }

    public func stop() {
        lock.lock()
        timer?.cancel()
        timer = nil
        lock.unlock()
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
