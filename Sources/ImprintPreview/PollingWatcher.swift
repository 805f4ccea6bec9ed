import Foundation

/// Watches by comparing the modification times and sizes of every file, twice a second.
/// The portable fallback where no event API is wired up.
public final class PollingWatcher: FileWatcher, @unchecked Sendable {
    private let folders: [URL]
    private let interval: TimeInterval
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?

    public init(folders: [URL], interval: TimeInterval = 0.5) {
        self.folders = folders
        self.interval = interval
    }

    public func start(onChange: @escaping @Sendable ([String]) -> Void) throws {
        var snapshot = Self.snapshot(folders)
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "imprint.polling-watcher"))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [folders] in
            let current = Self.snapshot(folders)
            let changed = Set(current.keys).symmetricDifference(snapshot.keys)
                .union(current.keys.filter { snapshot[$0] != nil && snapshot[$0] != current[$0] })
                .filter { !IgnoredFiles.contains($0) }
            snapshot = current
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
