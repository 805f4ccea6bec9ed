import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// The CI files `imprint init` writes get Imprint the way the Imprint that wrote them was installed.
final class CIFileTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_764_547_200)
    private let commit = "0123456789abcdef0123456789abcdef01234567"

    func testAReleaseDownloadsItselfAndCanBeBuiltFromItsTag() throws {
        let source = ImprintSource(isRelease: true, releaseRepository: "ada/press", version: "1.2.3", origin: "", commit: "")
        let (files, notice) = try initSite(source)
        for host in CIHost.allCases {
            for line in ["  IMPRINT_RELEASE: https://github.com/ada/press/releases/download/v1.2.3", "  IMPRINT_VERSION: 1.2.3",
                         "  IMPRINT_SOURCE: https://github.com/ada/press.git", "  IMPRINT_COMMIT: v1.2.3"] {
                XCTAssertTrue(files[host]!.contains("\n\(line)\n"), "\(host): \(line)")
            }
        }
        XCTAssertNil(notice)
    }

    func testABuildFromACloneBuildsItsCommitFromItsOrigin() throws {
        let source = ImprintSource(isRelease: false, releaseRepository: "default-owner/imprint", version: "0.1.0",
                                   origin: "git@github.com:ada/press.git", commit: commit)
        let (files, notice) = try initSite(source)
        for host in CIHost.allCases {
            for line in ["  IMPRINT_RELEASE: ''", "  IMPRINT_SOURCE: https://github.com/ada/press.git", "  IMPRINT_COMMIT: \(commit)"] {
                XCTAssertTrue(files[host]!.contains("\n\(line)\n"), "\(host): \(line)")
            }
            XCTAssertFalse(files[host]!.contains("default-owner"), "\(host): a clone's build never names the default address")
        }
        XCTAssertNil(notice)
    }

    func testOriginsBecomeAddressesCIFetchesWithoutKeys() {
        let cases: [(String, String?)] = [
            ("https://github.com/ada/press.git", "https://github.com/ada/press.git"),
            ("git@github.com:ada/press.git", "https://github.com/ada/press.git"),
            ("ssh://git@gitlab.com:2222/ada/press", "https://gitlab.com/ada/press"),
            ("git://example.org/imprint.git", "https://example.org/imprint.git"),
            ("/home/ada/press", nil), ("../imprint", nil), ("file:///home/ada/press", nil), ("C", nil),
        ]
        for (origin, expected) in cases { XCTAssertEqual(ImprintSource.fetchableURL(origin), expected, origin) }
    }

    /// Neither a release nor a clone with an origin: init says so last, naming the line to fill in, and the
    /// first step of the CI file fails naming the same line (a test runs it: Tests/release/check_init_workflow.py).
    func testWithNeitherInitAndTheFirstStepNameTheLineToFillIn() throws {
        let cases = [
            ("", "", "a folder that is not a git clone on a commit", "  IMPRINT_COMMIT: v0.1.0"),
            ("", commit, "a clone with no `origin` remote", "  IMPRINT_COMMIT: \(commit)"),
            ("/home/ada/press", commit, "a clone whose origin, /home/ada/press, is not an address CI can fetch from", "  IMPRINT_COMMIT: \(commit)"),
        ]
        for (origin, commit, reason, commitLine) in cases {
            let source = ImprintSource(isRelease: false, releaseRepository: "default-owner/imprint", version: "0.1.0", origin: origin, commit: commit)
            for host in CIHost.allCases {
                let text = host.file(source: source)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let line = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  IMPRINT_SOURCE: ''") }) + 1
                XCTAssertEqual(host.notice(source: source), "\(host.path) does not know where to get Imprint (this imprint was built from \(reason)):"
                    + " fill in IMPRINT_SOURCE on its line \(line) with the git URL of the Imprint to build")
                XCTAssertTrue(text.contains(#"echo "\#(host.path):\#(line): fill in IMPRINT_SOURCE"#), "\(host)")
                XCTAssertTrue(text.contains("\n\(commitLine)\n"), "\(host): \(commitLine)")
            }
        }
    }

    func testGitLabGetsAPagesJobPublishingPublicAndGitHubStaysTheDefault() throws {
        let folder = try Fixture.temporaryDirectory().appendingPathComponent("site")
        let written = try Scaffold.initSite(at: folder, force: false, host: .gitlab, now: now).written
        XCTAssertTrue(written.contains(".gitlab-ci.yml"))
        XCTAssertFalse(written.contains { $0.hasPrefix(".github/") })
        let pipeline = try XCTUnwrap(try YAMLParser.parse(String(contentsOf: folder.appendingPathComponent(".gitlab-ci.yml"), encoding: .utf8)))
        XCTAssertEqual(list(pipeline["pages"]?["artifacts"]?["paths"]).map(\.text), ["public"])
        XCTAssertEqual(pipeline["pages"]?["image"]?.text, "debian:12")
        XCTAssertTrue(try Scaffold.initSite(at: Fixture.temporaryDirectory().appendingPathComponent("site"), force: false, now: now)
            .written.contains(".github/workflows/pages.yml"))
    }

    /// `.imprint-cache/` is kept between runs on both hosts, and so are the toolchain and the build of a source build.
    func testBothHostsCacheTheImagesAndTheBuildOfImprint() throws {
        let source = ImprintSource(isRelease: false, releaseRepository: "", version: "0.1.0", origin: "https://example.org/imprint.git", commit: commit)
        let github = try XCTUnwrap(try YAMLParser.parse(CIHost.github.file(source: source)))
        let cached = list(github["jobs"]?["build"]?["steps"]).filter { $0["uses"]?.text?.hasPrefix("actions/cache@") == true }
            .compactMap { $0["with"]?["path"]?.text }
        XCTAssertEqual(cached, [".imprint-cache", ".imprint"])
        let gitlab = try XCTUnwrap(try YAMLParser.parse(CIHost.gitlab.file(source: source)))
        XCTAssertEqual(list(gitlab["pages"]?["cache"]).flatMap { list($0["paths"]).map(\.text) }, [".imprint-cache/", ".imprint/"])
    }

    /// The release binary's libraries are the Debian packages of scripts/runtime-packages.
    func testTheDownloadInstallsTheRuntimePackages() throws {
        let packages = try String(
            contentsOf: Fixture.testsDirectory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/runtime-packages"),
            encoding: .utf8)
        XCTAssertEqual(InstallScripts.runtimePackages + "\n", packages)
        XCTAssertTrue(InstallScripts.installLibraries.hasSuffix("sudo apt-get install -y -qq \(packages.dropLast())"))
    }
}

private extension CIFileTests {
    /// The items of a YAML list, none for anything else.
    func list(_ node: YAMLNode?) -> [YAMLNode] {
        guard case .sequence(let items) = node?.kind else { return [] }
        return items
    }

    /// The CI file of each host for a site made with `source`, and what init says last.
    func initSite(_ source: ImprintSource) throws -> ([CIHost: String], String?) {
        var files: [CIHost: String] = [:]
        var notice: String??
        for host in CIHost.allCases {
            let folder = try Fixture.temporaryDirectory().appendingPathComponent("site")
            let result = try Scaffold.initSite(at: folder, force: false, host: host, source: source, now: now)
            files[host] = try String(contentsOf: folder.appendingPathComponent(host.path), encoding: .utf8)
            XCTAssertTrue(notice == nil || notice == result.notice)
            notice = result.notice
        }
        return (files, notice ?? nil)
    }
}
