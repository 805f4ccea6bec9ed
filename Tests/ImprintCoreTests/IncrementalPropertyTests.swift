import Foundation
import ImprintTestSupport
import SeededRandom
import XCTest
@testable import ImprintCore

/// Random sequences of edits to a small site: after each, one serve session's rebuild makes
/// exactly the files, bytes and warnings of a full build, or fails with exactly its errors.
/// `IMPRINT_PROPERTY_STEPS` sets the number of edits (`make fuzz` sets many) and
/// `IMPRINT_PROPERTY_SEED` the seed, which every failure prints so that it can be replayed.
final class IncrementalPropertyTests: XCTestCase {
    func testRandomEditsBuildIncrementallyAsAFullBuildDoes() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["IMPRINT_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 42
        let steps = environment["IMPRINT_PROPERTY_STEPS"].flatMap { Int($0) } ?? 2_000
        var random = SplitMix64(seed: seed)
        let root = try Fixture.temporaryDirectory().appendingPathComponent("site")
        var site = try PropertySite(root: root, using: &random)
        let output = root.appendingPathComponent("public")
        let options = BuildOptions(siteFolder: root, outputDirectory: output, now: Fixture.now)
        let session = ServeSession(options: options)
        var edits = ["the first site"]
        var changed: Set<String>? = nil, valid = true
        for step in 0...steps {
            let replay = "seed \(seed) (IMPRINT_PROPERTY_SEED=\(seed)), step \(step), after:\n  "
                + edits.suffix(12).joined(separator: "\n  ")
            let incremental = Outcome { try session.build(changed: changed).report }
            let full = Outcome { try SiteBuild(options: options).generate() }
            guard compare(incremental, full, replay: replay) else { return }
            switch (full, valid) {
            case let (.failed(errors), true): return XCTFail("a valid edit left the site failing: \(errors); \(replay)")
            case (.built, false): return XCTFail("an invalid edit left the site building; \(replay)")
            default: break
            }
            guard step < steps else { break }
            let edit = try site.edit(using: &random)
            valid = edit.valid
            // The watcher's paths, or sometimes none, when it cannot say what changed.
            changed = Int.random(in: 0..<10, using: &random) == 0 ? nil : edit.changed
            edits.append("\(edit.description), changed: \(changed.map { $0.sorted().description } ?? "nil")")
        }
    }
}

extension IncrementalPropertyTests {
    /// The same for `imprint build` with its memory of the last run (`.imprint-cache/build`):
    /// after each edit, the output folder it updated holds exactly the files and bytes of a whole
    /// build's, or both fail with the same errors. Fewer steps: each writes two folders.
    func testRandomEditsBuildFromMemoryAsAWholeBuildDoes() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["IMPRINT_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 7
        let steps = (environment["IMPRINT_PROPERTY_STEPS"].flatMap { Int($0) } ?? 2_000) / 8
        var random = SplitMix64(seed: seed)
        let root = try Fixture.temporaryDirectory().appendingPathComponent("site")
        var site = try PropertySite(root: root, using: &random)
        let options = BuildOptions(siteFolder: root, outputDirectory: root.appendingPathComponent("public"), now: Fixture.now)
        var whole = BuildOptions(siteFolder: root, outputDirectory: root.deletingLastPathComponent().appendingPathComponent("whole"), now: Fixture.now)
        whole.ignoresCache = true
        var edits = ["the first site"]
        for step in 0...steps {
            let replay = "seed \(seed) (IMPRINT_PROPERTY_SEED=\(seed)), step \(step), after:\n  " + edits.suffix(12).joined(separator: "\n  ")
            let remembered = Outcome(remembering: { try RememberedBuild(options: options).run() })
            let made = Outcome { try SiteBuild(options: whole).run() }
            switch (remembered, made) {
            case let (.built(_, warnings), .built(_, wholeWarnings)):
                guard warnings == wholeWarnings else { return XCTFail("the build warned \(warnings), a whole build \(wholeWarnings); \(replay)") }
                let files = try Self.tree(options.outputDirectory), wholeFiles = try Self.tree(whole.outputDirectory)
                guard files == wholeFiles else {
                    let differing = Set(files.keys).union(wholeFiles.keys).filter { files[$0] != wholeFiles[$0] }.sorted()
                    return XCTFail("the output folder differs from a whole build's at \(differing.prefix(5)); \(replay)")
                }
            case let (.failed(errors), .failed(wholeErrors)):
                guard errors == wholeErrors else { return XCTFail("the build failed with \(errors), a whole build with \(wholeErrors); \(replay)") }
            default:
                return XCTFail("the build and a whole build disagree: \(remembered) and \(made); \(replay)")
            }
            guard step < steps else { break }
            let edit = try site.edit(using: &random)
            edits.append(edit.description)
        }
    }

    /// Every file under `folder`, by relative path, with its bytes.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }
}

/// A build's files and warnings, or its errors.
private enum Outcome {
    case built(files: [OutputFile], warnings: [String])
    case failed([String])

    init(_ build: () throws -> BuildReport) {
        self.init(remembering: { .built(try build()) })
    }

    /// A remembering build's outcome: one with nothing to do made no files, and warns as the last did.
    init(remembering build: () throws -> RememberedBuild.Outcome) {
        do {
            switch try build() {
            case .built(let report): self = .built(files: report.files, warnings: report.warnings.map(\.description))
            case .unchanged(let unchanged): self = .built(files: [], warnings: unchanged.warnings.map(\.description))
            }
        } catch {
            self = .failed((error as? BuildFailure)?.diagnostics.map(\.description) ?? ["\(error)"])
        }
    }
}

private extension IncrementalPropertyTests {
    /// Whether the rebuild did as the full build did; reports the first difference.
    func compare(_ incremental: Outcome, _ full: Outcome, replay: String) -> Bool {
        switch (incremental, full) {
        case let (.built(files, warnings), .built(fullFiles, fullWarnings)):
            let paths = files.map(\.path), fullPaths = fullFiles.map(\.path)
            if Set(paths) != Set(fullPaths) {
                XCTFail("only in the rebuild: \(Set(paths).subtracting(fullPaths).sorted()), only in the full build: "
                    + "\(Set(fullPaths).subtracting(paths).sorted()); \(replay)")
            } else if paths != fullPaths {
                XCTFail("the rebuild's files come in another order than a full build's; \(replay)")
            } else if let (file, fullFile) = zip(files, fullFiles).first(where: { $0.contents != $1.contents }) {
                XCTFail("\(file.path) differs from a full build:\n\(Self.firstDifference(file, fullFile)); \(replay)")
            } else if let (file, fullFile) = zip(files, fullFiles).first(where: { $0 != $1 }) {
                XCTFail("\(file.path) has a full build's bytes, not its source or sitemap entry: \(file), \(fullFile); "
                    + replay)
            } else if warnings != fullWarnings {
                XCTFail("the rebuild warned \(warnings), a full build \(fullWarnings); \(replay)")
            } else {
                return true
            }
        case let (.failed(errors), .failed(fullErrors)):
            guard errors != fullErrors else { return true }
            XCTFail("the rebuild failed with \(errors), a full build with \(fullErrors); \(replay)")
        case let (.failed(errors), .built):
            XCTFail("the rebuild failed where a full build did not: \(errors); \(replay)")
        case let (.built, .failed(errors)):
            XCTFail("the rebuild succeeded where a full build failed: \(errors); \(replay)")
        }
        return false
    }

    /// The lines where two files first part, as text.
    static func firstDifference(_ file: OutputFile, _ full: OutputFile) -> String {
        func text(_ file: OutputFile) -> [Substring] {
            String(decoding: file.contents, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
        let lines = text(file), fullLines = text(full)
        let index = zip(lines, fullLines).enumerated().first { $1.0 != $1.1 }?.offset ?? min(lines.count, fullLines.count)
        let line = index < lines.count ? lines[index] : "(end)"
        let fullLine = index < fullLines.count ? fullLines[index] : "(end)"
        return "line \(index + 1), rebuild: \(line)\n  full build: \(fullLine)"
    }
}
