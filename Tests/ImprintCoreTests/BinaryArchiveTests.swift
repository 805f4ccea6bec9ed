import Foundation
import XCTest

@testable import ImprintCore

final class BinaryArchiveTests: XCTestCase {
    private struct Sample: Archivable, Equatable {
        let name: String
        let numbers: [Int]
        let note: String?
        let counts: [String: Int]
        let date: Date

        func archive(into archive: inout BinaryArchive) {
            archive.write(name)
            archive.write(numbers)
            archive.write(note)
            archive.write(counts)
            archive.write(date)
        }

        init(name: String, numbers: [Int], note: String?, counts: [String: Int], date: Date) {
            self.name = name
            self.numbers = numbers
            self.note = note
            self.counts = counts
            self.date = date
        }

        init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
            self.init(name: try reader.read(), numbers: try reader.read(), note: try reader.read(), counts: try reader.read(), date: try reader.read())
        }
    }

    private let sample = Sample(
        name: "Überschrift 見出し 🙂", numbers: [0, 1, -1, 63, -64, 64, 300, Int.max, Int.min], note: nil,
        counts: ["swift": 3, "c": -2, "": 0], date: Date(timeIntervalSinceReferenceDate: 815_000_000.25))

    private func archived(_ value: some Archivable) -> [UInt8] {
        var archive = BinaryArchive()
        archive.write(value)
        return archive.bytes
    }

    func testValuesReadBackAsWritten() throws {
        var reader = BinaryArchive.Reader(archived(sample))
        XCTAssertEqual(try reader.read(Sample.self), sample)
        XCTAssertEqual(reader.remaining, 0)
        let noted = Sample(name: "", numbers: [], note: "a note", counts: [:], date: .distantPast)
        var second = BinaryArchive.Reader(archived(noted))
        XCTAssertEqual(try second.read(Sample.self), noted)
    }

    func testSmallIntegersTakeOneByte() {
        XCTAssertEqual(archived(0), [0])
        XCTAssertEqual(archived(-1), [1])
        XCTAssertEqual(archived(1), [2])
        XCTAssertEqual(archived(-64), [127])
        XCTAssertEqual(archived(64).count, 2)
        XCTAssertEqual(archived(Int.min).count, 10)
    }

    func testEqualDictionariesMakeEqualBytes() {
        var first: [String: Int] = [:], second: [String: Int] = [:]
        let keys = (0..<50).map { "key \($0)" }
        for key in keys { first[key] = key.count }
        for key in keys.reversed() { second[key] = key.count }
        var one = BinaryArchive(), other = BinaryArchive()
        one.write(first)
        other.write(second)
        XCTAssertEqual(one.bytes, other.bytes)
    }

    func testEveryCutOfAnArchiveIsDamageNotACrash() {
        let bytes = archived(sample)
        for length in 0..<bytes.count {
            var reader = BinaryArchive.Reader(Array(bytes[..<length]))
            XCTAssertThrowsError(try reader.read(Sample.self), "cut at \(length) of \(bytes.count)")
        }
    }

    func testDamagedLengthsAndCountsAreRefusedBeforeTheyAllocate() {
        var archive = BinaryArchive()
        archive.write(UInt64.max >> 1)
        var string = BinaryArchive.Reader(archive.bytes)
        XCTAssertThrowsError(try string.read(String.self)) { error in
            XCTAssertTrue((error as? BinaryArchive.Damage)?.reason.hasPrefix("a length of") == true, "\(error)")
        }
        var array = BinaryArchive.Reader(archive.bytes)
        XCTAssertThrowsError(try array.read([Int].self))
        var tooLong = BinaryArchive.Reader(Array(repeating: 0xFF, count: 11))
        XCTAssertThrowsError(try tooLong.read(UInt64.self))
        var notUTF8 = BinaryArchive.Reader([2, 0xC3, 0x28])
        XCTAssertThrowsError(try notUTF8.read(String.self))
        var notBool = BinaryArchive.Reader([2])
        XCTAssertThrowsError(try notBool.read(Bool.self))
    }

    func testChangedBytesNeverCrashTheReader() {
        let bytes = archived(sample)
        for index in bytes.indices {
            for value in [0, 1, 0x7F, 0x80, 0xFF, bytes[index] ^ 0x01] {
                var changed = bytes
                changed[index] = value
                var reader = BinaryArchive.Reader(changed)
                _ = try? reader.read(Sample.self)
            }
        }
    }
}

final class ArchiveFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "archive-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func written(_ text: String, key: String = "0.1.0 release") throws -> ArchiveFile {
        let file = ArchiveFile(path: folder + "/cache/memo", key: key)
        var archive = BinaryArchive()
        archive.write(text)
        try file.write(archive)
        return file
    }

    private func refusal(_ file: ArchiveFile) -> ArchiveFile.Refusal? {
        guard case .failure(let refusal) = file.read() else { return nil }
        return refusal
    }

    func testAnArchiveReadsBackUnderItsKey() throws {
        let file = try written("the memo")
        guard case .success(var reader) = file.read() else { return XCTFail("\(file.read())") }
        XCTAssertEqual(try reader.read(String.self), "the memo")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/cache"), ["memo"])
    }

    func testAMissingFileIsMissing() {
        XCTAssertEqual(refusal(ArchiveFile(path: folder + "/none", key: "k")), .missing)
    }

    func testAnotherKeyIsStale() throws {
        _ = try written("the memo", key: "0.1.0 release")
        XCTAssertEqual(refusal(ArchiveFile(path: folder + "/cache/memo", key: "0.2.0 release")), .stale)
    }

    func testAChangedByteIsDamage() throws {
        let file = try written(String(repeating: "a long memo ", count: 100))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file.path))
        bytes[bytes.count - 5] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: file.path))
        XCTAssertEqual(refusal(file), .damaged)
    }

    func testOtherFilesAreNotArchives() throws {
        let file = ArchiveFile(path: folder + "/cache/memo", key: "k")
        try FileManager.default.createDirectory(atPath: folder + "/cache", withIntermediateDirectories: true)
        for text in ["", "imprint", "<html>not an archive</html>"] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
            XCTAssertEqual(refusal(file), .notAnArchive, text)
        }
        try Data(ArchiveFile.magic).write(to: URL(fileURLWithPath: file.path))
        XCTAssertEqual(refusal(file), .notAnArchive)
    }

    func testTheChecksumSeesEveryByte() {
        let bytes = (0..<37).map { UInt8($0 &* 7) }
        let checksum = bytes.withUnsafeBytes(ArchiveFile.checksum)
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x80
            XCTAssertNotEqual(changed.withUnsafeBytes(ArchiveFile.checksum), checksum, "byte \(index)")
        }
        XCTAssertNotEqual((bytes + [0]).withUnsafeBytes(ArchiveFile.checksum), checksum)
    }
}

final class ArchiveLogTests: XCTestCase {
    private var log = ArchiveLog(path: "", key: "")

    override func setUpWithError() throws {
        let folder = NSTemporaryDirectory() + "archive-log-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        log = ArchiveLog(path: folder + "/values", key: "0.1.0 release")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: (log.path as NSString).deletingLastPathComponent)
    }

    private func record(_ text: String) -> BinaryArchive {
        var archive = BinaryArchive()
        archive.write(text)
        return archive
    }

    private func write(_ texts: [String], appending: Bool = false) throws {
        let writer = appending ? try log.appending() : try log.replacing()
        for text in texts { try writer.add(record(text)) }
        try writer.finish()
    }

    /// The text of each record read, up to the first that is not; nil when the log was refused.
    private func texts(_ log: ArchiveLog) -> [String]? {
        var texts: [String] = []
        let refusal = log.read { payload in
            var record = BinaryArchive.Reader(payload)
            texts.append((try? record.read(String.self)) ?? "?")
        }
        return refusal == nil || refusal == .damaged ? texts : nil
    }

    func testRecordsAddedReadBackInOrder() throws {
        try write(["first", "second"])
        try write(["third"], appending: true)
        try write([], appending: true)
        XCTAssertEqual(texts(log), ["first", "second", "third"])
        try write(["anew"])
        XCTAssertEqual(texts(log), ["anew"])
    }

    /// A new log that is not finished leaves the old one as it was, and nothing beside it; one a
    /// process since gone left is removed when the next new one starts.
    func testAnUnfinishedLogLeavesTheOldOne() throws {
        try write(["first"])
        let abandoned = log.path + ".new-2147483000"
        try Data("a killed build's".utf8).write(to: URL(fileURLWithPath: abandoned))
        var writer: ArchiveLog.Writer? = try log.replacing()
        try writer?.add(record("never"))
        XCTAssertEqual(texts(writer!.file), ["never"])
        writer = nil
        XCTAssertEqual(texts(log), ["first"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: (log.path as NSString).deletingLastPathComponent), ["values"])
    }

    func testAppendingNeedsALog() {
        XCTAssertThrowsError(try log.appending())
        XCTAssertEqual(log.read { _ in }, .missing)
    }

    func testAnotherKeyIsStale() throws {
        try write(["first"])
        XCTAssertEqual(ArchiveLog(path: log.path, key: "0.2.0 release").read { _ in }, .stale)
    }

    /// Every cut of the last record, as a crash while adding it leaves, and every changed byte of
    /// it, loses that record alone.
    func testACutOrDamagedRecordEndsTheLog() throws {
        try write(["kept", "also kept"])
        let whole = try Data(contentsOf: URL(fileURLWithPath: log.path))
        try write(["the last"], appending: true)
        let withLast = try Data(contentsOf: URL(fileURLWithPath: log.path))
        XCTAssertNil(log.read { _ in }, "read to its end")
        for cut in whole.count..<withLast.count {
            try withLast.prefix(cut).write(to: URL(fileURLWithPath: log.path))
            XCTAssertEqual(texts(log), ["kept", "also kept"], "cut at \(cut)")
            XCTAssertEqual(log.read { _ in }, cut == whole.count ? nil : .damaged, "cut at \(cut)")
        }
        for index in whole.count..<withLast.count {
            var damaged = withLast
            damaged[index] ^= 0x20
            try damaged.write(to: URL(fileURLWithPath: log.path))
            XCTAssertEqual(texts(log), ["kept", "also kept"], "byte \(index)")
        }
    }
}
