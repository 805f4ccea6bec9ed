import Foundation
@testable import ImprintPreview
import XCTest

final class FileWatcherTests: XCTestCase {
    func testEditorTemporaryFilesAreIgnored() {
        for path in ["a/.post.md.swp", "a/post.md~", "a/.#post.md", "a/4913", "a/.DS_Store", "a/x.swx"] {
            XCTAssertTrue(IgnoredFiles.contains(path), path)
        }
        XCTAssertFalse(IgnoredFiles.contains("a/post.md"))
        XCTAssertFalse(IgnoredFiles.contains("a/4913.md"))
    }

    func testDebouncerCoalescesABurstIntoOneCall() {
        let calls = Calls()
        let done = expectation(description: "debounced")
        let debouncer = Debouncer(delay: 0.1, queue: DispatchQueue(label: "test")) { paths in
            calls.append(paths)
            done.fulfill()
        }
        debouncer.add(["a"])
        debouncer.add(["b", "a"])
        debouncer.add(["c"])
        wait(for: [done], timeout: 2)
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(calls.all, [["a", "b", "c"]])
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
        try assertWatcherSeesChanges { PollingWatcher(folders: [$0], interval: 0.05) }
    }

    #if os(Linux)
    /// Deleting content/ took its inotify watches with it, and edits were never seen again.
    func testInotifyWatchesAFolderAgainWhenItComesBack() throws {
        try assertWatcherSeesEditsAfterTheFolderComesBack { InotifyWatcher(folders: [$0]) }
    }
    #endif

    func testPollingWatchesAFolderAgainWhenItComesBack() throws {
        try assertWatcherSeesEditsAfterTheFolderComesBack { PollingWatcher(folders: [$0], interval: 0.05) }
    }

    func testTheWatcherSaysWhenAFolderGoesAndComesBack() throws {
        let lines = Calls()
        #if os(Linux)
        let make: (URL) -> FileWatcher = { InotifyWatcher(folders: [$0], log: { lines.append([$0]) }) }
        #else
        let make: (URL) -> FileWatcher = { PollingWatcher(folders: [$0], interval: 0.05, log: { lines.append([$0]) }) }
        #endif
        try assertWatcherSeesEditsAfterTheFolderComesBack(make)
        let content = lines.all.flatMap { $0 }
        XCTAssertTrue(content.contains { $0.hasSuffix("/content was deleted: edits in it are not seen until it is back, then it is watched again") }
                      || content.contains { $0.hasSuffix("/content was deleted or moved away: edits in it are not seen until it is back") }, "\(content)")
        XCTAssertTrue(content.contains { $0.hasSuffix("/content is back: watching it again") }, "\(content)")
    }
}

private extension FileWatcherTests {
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [[String]] = []

        func append(_ paths: [String]) {
            lock.lock()
            calls.append(paths)
            lock.unlock()
        }

        var all: [[String]] {
            lock.lock()
            defer { lock.unlock() }
            return calls
        }

        var paths: Set<String> { Set(all.flatMap { $0 }) }
    }

    /// Watches a site's content/, deletes it, makes it again and edits a file in it, until the
    /// watcher reports the edit or 5 seconds pass.
    func assertWatcherSeesEditsAfterTheFolderComesBack(_ make: (URL) -> FileWatcher, file: StaticString = #filePath, line: UInt = #line) throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-rewatch-\(UUID().uuidString)")
        let content = site.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: site) }
        let calls = Calls()
        let watcher = make(content)
        try watcher.start { calls.append($0) }
        defer { watcher.stop() }
        try FileManager.default.removeItem(at: content)
        var deadline = Date(timeIntervalSinceNow: 5)
        while !calls.paths.contains(content.path), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let post = content.appendingPathComponent("post.md")
        deadline = Date(timeIntervalSinceNow: 5)
        var edit = 0
        while !calls.paths.contains(post.path), Date() < deadline {
            edit += 1
            try Data("edit \(edit)".utf8).write(to: post)
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTAssertTrue(calls.paths.contains(post.path), "an edit after content/ came back was not seen: \(calls.all)", file: file, line: line)
    }

    func assertWatcherSeesChanges(_ make: (URL) -> FileWatcher, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let calls = Calls()
        let watcher = make(root)
        try watcher.start { calls.append($0) }
        defer { watcher.stop() }
        Thread.sleep(forTimeInterval: 0.1)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("new/deeper"), withIntermediateDirectories: true)
        Thread.sleep(forTimeInterval: 0.2)
        try Data("x".utf8).write(to: root.appendingPathComponent("new/deeper/post.md"))
        try Data("x".utf8).write(to: root.appendingPathComponent("new/deeper/.post.md.swp"))
        let deadline = Date(timeIntervalSinceNow: 3)
        while !calls.paths.contains(root.appendingPathComponent("new/deeper/post.md").path), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertTrue(calls.paths.contains(root.appendingPathComponent("new/deeper/post.md").path), "\(calls.all)", file: file, line: line)
        XCTAssertFalse(calls.paths.contains { $0.hasSuffix(".swp") }, file: file, line: line)
    }
}
