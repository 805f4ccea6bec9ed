import Foundation
import ImprintTestSupport
import XCTest

/// Compares a built folder with a checked-in snapshot folder, file by file.
///
/// A mismatch fails with a unified diff per file. `IMPRINT_RECORD=1` replaces the snapshot with
/// the output instead, so that the change shows up in `git diff` for review.
enum SnapshotAssertion {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["IMPRINT_RECORD"] == "1" }

    static func assertFolder(_ output: URL, matches snapshot: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let fileManager = FileManager.default
        if isRecording {
            try? fileManager.removeItem(at: snapshot)
            try fileManager.createDirectory(at: snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: output, to: snapshot)
            print("Recorded snapshot \(snapshot.path)")
            return
        }
        let actual = try Fixture.files(under: output)
        let expected = try Fixture.files(under: snapshot)
        for missing in Set(expected).subtracting(actual).sorted() {
            XCTFail("\(missing) is in the snapshot but was not built (IMPRINT_RECORD=1 make test re-records)", file: file, line: line)
        }
        for extra in Set(actual).subtracting(expected).sorted() {
            XCTFail("\(extra) was built but is not in the snapshot (IMPRINT_RECORD=1 make test re-records)", file: file, line: line)
        }
        for path in Set(actual).intersection(expected).sorted() {
            let built = output.appendingPathComponent(path)
            let recorded = snapshot.appendingPathComponent(path)
            if try Data(contentsOf: built) != Data(contentsOf: recorded) {
                XCTFail("\(path) differs from its snapshot:\n\(unifiedDiff(recorded, built))", file: file, line: line)
            }
        }
    }

    /// `diff -u` of two files, the snapshot first.
    static func unifiedDiff(_ expected: URL, _ actual: URL) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["diff", "-u", "--label", "snapshot", "--label", "built", expected.path, actual.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return "(diff could not run: \(error))"
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
