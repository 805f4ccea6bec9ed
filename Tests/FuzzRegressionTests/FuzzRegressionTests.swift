import Foundation
import ImprintFuzzTargets
import XCTest

/// Every input the fuzz targets started from (`Fuzz/Corpus/<target>/`) and every input that ever
/// broke one (`Fuzz/Regressions/<target>/`, named after what it broke), run again through the
/// same entry points. A regression stops the test process, as it stopped the fuzzer.
final class FuzzRegressionTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz").standardized

    func testEveryTargetHasASeedCorpus() throws {
        for target in FuzzTarget.all {
            let seeds = try inputs(in: "Corpus", target: target.name)
            XCTAssertGreaterThanOrEqual(seeds.count, 3, "\(target.name) needs seeds in Fuzz/Corpus/\(target.name)")
        }
    }

    func testSeedsAndPastFindingsRunCleanly() throws {
        var count = 0
        for target in FuzzTarget.all {
            for folder in ["Corpus", "Regressions"] {
                for input in try inputs(in: folder, target: target.name) {
                    target.run(try Data(contentsOf: input))
                    count += 1
                }
            }
        }
        XCTAssertGreaterThan(count, 15)
    }

    private func inputs(in folder: String, target: String) throws -> [URL] {
        let directory = Self.root.appendingPathComponent("\(folder)/\(target)")
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
    }
}
