import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// What a build tells its progress line: each step as it starts, and the items of the step done.
final class BuildProgressTests: XCTestCase {
    /// A build tells each step as it starts, the last one included.
    func testABuildEndsAtItsLastStep() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        var options = Fixture.options(source: Fixture.site("everything"), output: output)
        let progress = BuildProgress()
        options.progress = progress
        let report = try SiteBuild(options: options).run()
        XCTAssertEqual(progress.current.step, "write output")
        XCTAssertEqual(report.steps.last?.name, "write output")
    }

    /// The build's steps, in order, are `SiteBuild.steps` between the output folder's check and
    /// its writing; in memory, without those and the staging.
    func testABuildRunsItsStepsInOrder() throws {
        let options = Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory().appendingPathComponent("public"))
        let steps = [
            "load config", "load templates", "generate stylesheet", "load content", "check input", "render markdown", "build site model",
            "plan pages", "collect assets", "publish image copies", "make favicon", "make social cards", "prune image cache",
            "plan redirects", "plan sitemap", "check output paths", "check site links", "stage output", "render pages",
        ]
        XCTAssertEqual(try SiteBuild(options: options).run().steps.map(\.name), ["check output folder"] + steps + ["write output"])
        XCTAssertEqual(try SiteBuild(options: options).generate().steps.map(\.name), steps.filter { $0 != "stage output" })
    }

    /// `render pages` counts every file once, those it renders and those it takes as they are.
    func testRenderingCountsEveryFileOnce() throws {
        var options = Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory().appendingPathComponent("public"))
        let progress = BuildProgress()
        options.progress = progress
        let report = try SiteBuild(options: options).generate()
        XCTAssertEqual(progress.current, BuildProgress.State(step: "render pages", done: report.files.count, total: report.files.count))
    }

    /// Parallel work counts every item, on one worker or several.
    func testParallelWorkCountsEachItem() {
        for width in [1, 2, 7] {
            let progress = BuildProgress()
            progress.enter("render pages")
            let doubled = Parallel(width: width, progress: progress).map(Array(0..<100)) { $0 * 2 }
            XCTAssertEqual(doubled.last, 198)
            XCTAssertEqual(progress.current, BuildProgress.State(step: "render pages", done: 100, total: 100), "width \(width)")
        }
    }
}
