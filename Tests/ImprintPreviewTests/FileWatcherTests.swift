import Foundation
@testable import ImprintPreview
import ImprintCore
import XCTest

final class FileWatcherTests: XCTestCase {
    func testEditorTemporaryFilesAreIgnored() {
        for path in ["a/.post.md.swp", "a/post.md~", "a/.#post.md", "a/4913", "a/.DS_Store", "a/x.swx", "a/sedtVMypk", "a/#post.md#",
                     "a/post.md___jb_tmp___", "a/post.md___jb_old___", "a/post.md.kate-swp"] {
            XCTAssertTrue(EditorFiles.contains(path), path)
        }
        for path in ["a/post.md", "a/4913.md", "a/sedation", "a/sedtVMypk.md", "a/#"] {
            XCTAssertFalse(EditorFiles.contains(path), path)
        }
    }

    func testDebouncerCoalescesABurstIntoOneCall() {
        let calls = Calls()
        let clock = ManualScheduler()
        let debouncer = Debouncer(delay: 0.1, scheduler: clock) { calls.append($0) }
        debouncer.add(["a"])
        clock.advance(by: 0.05)
        debouncer.add(["b", "a"])
        clock.advance(by: 0.05)
        XCTAssertEqual(calls.all, [], "the first change's quiet period was broken by the second")
        debouncer.add(["c"])
        clock.advance(by: 0.09)
        XCTAssertEqual(calls.all, [])
        clock.advance(by: 0.01)
        XCTAssertEqual(calls.all, [["a", "b", "c"]])
        clock.advance(by: 1)
        XCTAssertEqual(calls.all, [["a", "b", "c"]], "one call for the burst")
    }

    #if os(Linux)
    func testInotifySeesWritesInFoldersCreatedLater() throws {
        try assertWatcherSeesChanges { InotifyWatcher(folders: [$0]) }
    }

    /// When the kernel's queue overflows, events are lost: the watcher names its folders, so
    /// that the rebuild looks at every file rather than at the paths it happened to hear of.
    func testAnOverflowNamesTheWatchedFolders() {
        let folders = [URL(fileURLWithPath: "/site/content"), URL(fileURLWithPath: "/site/templates")]
        var event = inotify_event()
        event.wd = -1
        event.mask = UInt32(IN_Q_OVERFLOW)
        let bytes = withUnsafeBytes(of: &event) { Array($0) }
        XCTAssertEqual(InotifyWatcher(folders: folders).events(in: bytes, count: bytes.count), ["/site/content", "/site/templates"])
    }
    #endif

    func testPollingSeesChanges() throws {
        let clock = ManualScheduler()
        try assertWatcherSeesChanges({ PollingWatcher(folders: [$0], interval: 0.5, scheduler: clock) }, wait: { _ in clock.advance(by: 0.5) })
    }

    #if os(Linux)
    /// Deleting content/ took its inotify watches with it, and edits were never seen again.
    func testInotifyWatchesAFolderAgainWhenItComesBack() throws {
        try assertWatcherSeesEditsAfterTheFolderComesBack { InotifyWatcher(folders: [$0]) }
    }
    #endif

    func testPollingWatchesAFolderAgainWhenItComesBack() throws {
        let clock = ManualScheduler()
        try assertWatcherSeesEditsAfterTheFolderComesBack(
            { PollingWatcher(folders: [$0], interval: 0.5, scheduler: clock) }, wait: { _ in clock.advance(by: 0.5) })
    }

    func testTheWatcherSaysWhenAFolderGoesAndComesBack() throws {
        let lines = Calls()
        #if os(Linux)
        let make: (URL) -> FileWatcher = { InotifyWatcher(folders: [$0], log: { lines.append([$0]) }) }
        try assertWatcherSeesEditsAfterTheFolderComesBack(make)
        #else
        let clock = ManualScheduler()
        let make: (URL) -> FileWatcher = { PollingWatcher(folders: [$0], interval: 0.5, scheduler: clock, log: { lines.append([$0]) }) }
        try assertWatcherSeesEditsAfterTheFolderComesBack(make, wait: { _ in clock.advance(by: 0.5) })
        #endif
        let content = lines.all.flatMap { $0 }
        XCTAssertTrue(content.contains { $0.hasSuffix("/content was deleted: edits in it are not seen until it is back, then it is watched again") }
                      || content.contains { $0.hasSuffix("/content was deleted or moved away: edits in it are not seen until it is back") }, "\(content)")
        XCTAssertTrue(content.contains { $0.hasSuffix("/content is back: watching it again") }, "\(content)")
    }
}

extension FileWatcherTests {
    /// A site on the built-in theme has no templates/; once `imprint theme eject` makes it, edits in it are seen.
    func testAFolderMadeAfterTheStartIsWatched() throws {
        let lines = Calls()
        #if os(Linux)
        try assertWatcherSeesAFolderMadeLater { InotifyWatcher(folders: [$0], log: { lines.append([$0]) }) }
        #endif
        let clock = ManualScheduler()
        try assertWatcherSeesAFolderMadeLater(
            { PollingWatcher(folders: [$0], interval: 0.5, scheduler: clock, log: { lines.append([$0]) }) }, wait: { _ in clock.advance(by: 0.5) })
        let said = lines.all.flatMap { $0 }
        XCTAssertTrue(said.contains { $0.hasSuffix("/templates does not exist yet: watching for it to be made") }, "\(said)")
        XCTAssertTrue(said.contains { $0.hasSuffix("/templates was made: watching it") }, "\(said)")
        XCTAssertFalse(said.contains { $0.contains("is back") }, "it was never there: \(said)")
    }

    private func assertWatcherSeesAFolderMadeLater(_ make: (URL) -> FileWatcher, wait: Wait? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-later-\(UUID().uuidString)")
        let templates = site.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: site) }
        let calls = Calls()
        let wait = wait ?? calls.waitUntil
        let watcher = make(templates)
        try watcher.start { calls.append($0) }
        defer { watcher.stop() }
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        wait { calls.count(of: templates.path) >= 1 }
        XCTAssertEqual(calls.count(of: templates.path), 1, "the folder being made is reported: \(calls.all)", file: file, line: line)
        let layout = templates.appendingPathComponent("layout.mustache")
        try Data("{{{content}}}".utf8).write(to: layout)
        wait { calls.paths.contains(layout.path) }
        XCTAssertTrue(calls.paths.contains(layout.path), "an edit in the new folder was not seen: \(calls.all)", file: file, line: line)
    }
}

private extension FileWatcherTests {
    /// Waits until the watcher's calls satisfy `condition`: for a watcher driven by the kernel,
    /// until it calls (at most 5 s); a polling one is instead given a clock to move.
    typealias Wait = (_ condition: @escaping @Sendable () -> Bool) -> Void

    /// Watches a site's content/, deletes it, makes it again and edits a file in it: the watcher
    /// reports the deletion, the folder coming back, and then the edit.
    func assertWatcherSeesEditsAfterTheFolderComesBack(
        _ make: (URL) -> FileWatcher, wait: Wait? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-rewatch-\(UUID().uuidString)")
        let content = site.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: site) }
        let calls = Calls()
        let wait = wait ?? calls.waitUntil
        let watcher = make(content)
        try watcher.start { calls.append($0) }
        defer { watcher.stop() }
        try FileManager.default.removeItem(at: content)
        wait { calls.count(of: content.path) >= 1 }
        XCTAssertEqual(calls.count(of: content.path), 1, "the deletion is reported: \(calls.all)", file: file, line: line)
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        wait { calls.count(of: content.path) >= 2 }
        XCTAssertEqual(calls.count(of: content.path), 2, "the folder coming back is reported: \(calls.all)", file: file, line: line)
        let post = content.appendingPathComponent("post.md")
        try Data("edit".utf8).write(to: post)
        wait { calls.paths.contains(post.path) }
        XCTAssertTrue(calls.paths.contains(post.path), "an edit after content/ came back was not seen: \(calls.all)", file: file, line: line)
    }

    func assertWatcherSeesChanges(_ make: (URL) -> FileWatcher, wait: Wait? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let calls = Calls()
        let wait = wait ?? calls.waitUntil
        let watcher = make(root)
        try watcher.start { calls.append($0) }
        defer { watcher.stop() }
        let folder = root.appendingPathComponent("new")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("deeper"), withIntermediateDirectories: true)
        // A watcher that follows new folders watches them by the time it reports them.
        wait { calls.paths.contains(folder.path) }
        let post = folder.appendingPathComponent("deeper/post.md")
        try Data("x".utf8).write(to: post)
        try Data("x".utf8).write(to: folder.appendingPathComponent("deeper/.post.md.swp"))
        wait { calls.paths.contains(post.path) }
        XCTAssertTrue(calls.paths.contains(post.path), "\(calls.all)", file: file, line: line)
        XCTAssertFalse(calls.paths.contains { $0.hasSuffix(".swp") }, file: file, line: line)
    }

    final class Calls: @unchecked Sendable {
        private let condition = NSCondition()
        private var calls: [[String]] = []

        func append(_ paths: [String]) {
            condition.lock()
            calls.append(paths)
            condition.broadcast()
            condition.unlock()
        }

        var all: [[String]] {
            condition.lock()
            defer { condition.unlock() }
            return calls
        }

        var paths: Set<String> { Set(all.flatMap { $0 }) }

        func count(of path: String) -> Int {
            all.flatMap { $0 }.filter { $0 == path }.count
        }

        /// Waits for the watcher's next calls until `isDone` holds, at most 5 seconds.
        func waitUntil(_ isDone: @escaping @Sendable () -> Bool) {
            let deadline = Date(timeIntervalSinceNow: 5)
            condition.lock()
            defer { condition.unlock() }
            while true {
                condition.unlock()
                let done = isDone()
                condition.lock()
                if done || !condition.wait(until: deadline) { return }
            }
        }
    }

    /// A clock that moves only when the test says, running what was scheduled in time order.
    final class ManualScheduler: Scheduler, @unchecked Sendable {
        private let lock = NSLock()
        private var now: TimeInterval = 0
        private var scheduled: [(time: TimeInterval, order: Int, work: @Sendable () -> Void)] = []
        private var count = 0

        func schedule(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) {
            lock.lock()
            count += 1
            scheduled.append((now + delay, count, work))
            lock.unlock()
        }

        /// Moves the clock on by `seconds`, running each piece of work that falls due, in order.
        func advance(by seconds: TimeInterval) {
            lock.lock()
            let target = now + seconds
            lock.unlock()
            while true {
                lock.lock()
                guard let next = scheduled.indices.filter({ scheduled[$0].time <= target + 1e-9 })
                    .min(by: { (scheduled[$0].time, scheduled[$0].order) < (scheduled[$1].time, scheduled[$1].order) })
                else {
                    now = target
                    lock.unlock()
                    return
                }
                let item = scheduled.remove(at: next)
                now = item.time
                lock.unlock()
                item.work()
            }
        }
    }
}
