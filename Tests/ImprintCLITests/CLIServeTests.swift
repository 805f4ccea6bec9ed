import Foundation
import RawHTTP
import XCTest

/// `imprint serve` as a person runs it: the binary in its own process, a real watcher, the log
/// it prints, and Ctrl-C.
final class CLIServeTests: XCTestCase {
    /// The log names the post that was saved, never an editor's temporary files around it, and
    /// the browser is told the saved post's page.
    func testTheLogNamesTheSavedPostAndNoEditorFiles() throws {
        let binary = Self.repositoryRoot.appendingPathComponent(".build/debug/imprint")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("\(binary.path) is not built: `swift build --product imprint` first (make test does)")
        }
        let site = temporaryFolder("serve-log")
        XCTAssertEqual(run(["init", site.path]).status, 0)
        let posts = site.appendingPathComponent("content/posts")
        let post = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: posts.path).first { $0.hasSuffix(".md") })
        let serve = try ServeProcess(binary: binary, site: site)
        defer { serve.stop() }
        let port = try XCTUnwrap(serve.waitForLine { $0.hasPrefix("Serving at http://127.0.0.1:") }.flatMap { line in
            line.components(separatedBy: "127.0.0.1:")[1].prefix { $0.isNumber }
        }.flatMap { Int($0) })
        let events = try RawHTTP(port: port)
        events.send("GET /__imprint/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        XCTAssertTrue(events.read(until: { $0.contains("event: hello") }).contains("event: hello"))
        for name in [".\(post).swp", "4913", "sedtVMypk", "\(post)~", ".#\(post)"] {
            try Data("x".utf8).write(to: posts.appendingPathComponent(name))
        }
        let file = posts.appendingPathComponent(post)
        try Data((try String(contentsOf: file, encoding: .utf8) + "\nSaved while serving.\n").utf8).write(to: file)
        let rebuilt = serve.waitForLine { $0.contains("changed: rebuilt") }
        XCTAssertNotNil(rebuilt, serve.output)
        XCTAssertTrue(rebuilt?.contains("content/posts/\(post) changed") == true, rebuilt ?? "")
        for name in ["swp", "4913", "sedtVMypk", "~", ".#"] {
            XCTAssertFalse(serve.output.contains(name), "the log names \(name): \(serve.output)")
        }
        let stream = events.read(until: { $0.contains("event: reload") && $0.contains("\ndata: /") }, timeout: 20)
        XCTAssertTrue(stream.contains("\ndata: /20"), "the reload names the post's page: \(stream)")
        serve.interrupt()
        XCTAssertEqual(serve.wait(), 0)
        XCTAssertTrue(serve.output.hasSuffix("Stopping.\n"), serve.output)
    }
}

/// `imprint serve` in a process of its own, its standard output gathered as it comes.
private final class ServeProcess: @unchecked Sendable {
    private let process = Process()
    private let condition = NSCondition()
    private var text = ""

    init(binary: URL, site: URL) throws {
        process.executableURL = binary
        process.arguments = ["serve", "-s", site.path, "-p", "0"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            condition.lock()
            text += String(decoding: data, as: UTF8.self)
            condition.broadcast()
            condition.unlock()
        }
        try process.run()
    }

    var output: String { condition.withLock { text } }

    /// The first line that `matches`, waiting for it up to 20 seconds.
    func waitForLine(_ matches: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(20)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let line = text.split(separator: "\n").map(String.init).first(where: matches) { return line }
            guard condition.wait(until: deadline) else { return nil }
        }
    }

    func interrupt() { process.interrupt() }

    func wait() -> Int32 {
        process.waitUntilExit()
        Thread.sleep(forTimeInterval: 0.1)
        return process.terminationStatus
    }

    func stop() {
        if process.isRunning { process.terminate() }
    }
}
