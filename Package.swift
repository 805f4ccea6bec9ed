// swift-tools-version:6.0
import Foundation
import PackageDescription

// The project's version and address (owner/name on GitHub): the one place they are written. The Makefile
// reads them, `make address` writes them into the README, the docs and the formula, and `make test`
// fails on a copy spelt anywhere else (scripts/project_address.py).
let defaultVersion = "0.1.0"
let defaultRepository = "your-account/imprint"

// What `imprint --version` prints and where its releases are: the release workflow sets both, from the
// tag and the repository it runs in (scripts/dist.sh); a build without them is the checked-in version.
let version = Context.environment["IMPRINT_VERSION"] ?? defaultVersion
let repository = Context.environment["IMPRINT_REPOSITORY"] ?? defaultRepository
// A release (IMPRINT_REPOSITORY set) is downloaded by the workflows `imprint init` writes; any other build records
// the clone it is built from, its `origin` URL and commit, for them to build the same commit from source. SwiftPM
// reads this file again only when it or the environment changes, so `make` passes the commit as IMPRINT_COMMIT.
let isRelease = Context.environment["IMPRINT_REPOSITORY"] != nil
let commit = isRelease ? "" : Context.environment["IMPRINT_COMMIT"] ?? Context.gitInformation?.currentCommit ?? ""
let origin = isRelease || commit.isEmpty ? "" : originURL(of: Context.packageDirectory)

let package = Package(
    name: "Imprint",
    products: [
        .executable(name: "imprint", targets: ["imprint"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        .library(name: "Highlight", targets: ["Highlight"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]),
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]),
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        .systemLibrary(
            name: "CTOMLPlusPlus", pkgConfig: "tomlplusplus",
            providers: [.apt(["libtomlplusplus-dev"]), .brew(["tomlplusplus"])]),
        // toml++ header-only: its pkg-config flags for the shared library are not ours to pass.
        .target(name: "TOMLBridge", dependencies: ["CTOMLPlusPlus"], cxxSettings: [.define("TOML_HEADER_ONLY", to: "1")]),
        .systemLibrary(
            name: "CVips", pkgConfig: "vips",
            providers: [.apt(["libvips-dev"]), .brew(["vips"])]),
        .target(name: "VipsBridge", dependencies: ["CVips"]),
        .systemLibrary(
            name: "CCurl", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        .target(name: "CurlBridge", dependencies: ["CCurl"]),
        .target(
            name: "ImprintVersion",
            cSettings: [
                .define("IMPRINT_VERSION", to: "\"\(version)\""), .define("IMPRINT_REPOSITORY", to: "\"\(repository)\""),
                .define("IMPRINT_IS_RELEASE", to: isRelease ? "1" : "0"),
                .define("IMPRINT_ORIGIN", to: "\"\(origin)\""), .define("IMPRINT_COMMIT", to: "\"\(commit)\""),
            ]),
        .target(name: "Mustache"),
        .target(name: "Highlight"),
        .target(
            name: "ImprintCore",
            dependencies: ["Mustache", "Highlight", "CCmarkGFM", "CYAML", "CLibXML2", "VipsBridge", "CurlBridge", "ImprintVersion"]),
        .target(name: "ImprintImport", dependencies: ["ImprintCore", "Mustache", "TOMLBridge"]),
        .target(name: "ImprintPreview", dependencies: ["ImprintCore", "CMicroHTTPD"]),
        .target(name: "ImprintCLI", dependencies: ["ImprintCore", "Highlight", "ImprintImport", "ImprintPreview", "Mustache"]),
        .executableTarget(name: "imprint", dependencies: ["ImprintCLI"]),
        .target(name: "ImprintFuzzTargets", dependencies: ["ImprintCore", "ImprintImport", "ImprintPreview", "Mustache", "Highlight"]),
        .executableTarget(name: "imprint-fuzz", dependencies: ["ImprintFuzzTargets"]),
        .executableTarget(name: "MustacheBenchmark", dependencies: ["Mustache"], path: "Benchmarks/MustacheBenchmark"),
        .executableTarget(name: "HighlightBenchmark", dependencies: ["Highlight"], path: "Benchmarks/HighlightBenchmark"),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"], exclude: ["Spec"]),
        // A seeded random number generator, for the tests that make random input.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight", "SeededRandom"], exclude: ["RealWorld"]),
        // Where the fixtures are and the temporary folders of a test run, for the tests of the core and of imports.
        .target(name: "ImprintTestSupport", dependencies: ["ImprintCore"], path: "Tests/ImprintTestSupport"),
        .testTarget(
            name: "ImprintCoreTests", dependencies: ["ImprintCore", "ImprintTestSupport", "SeededRandom", "CCmarkGFM"],
            exclude: ["Fixtures", "Snapshots", "InvalidSites"]),
        .testTarget(name: "ImprintImportTests", dependencies: ["ImprintCore", "ImprintImport", "ImprintTestSupport"], exclude: ["Fixtures"]),
        // A bare socket client for the tests that talk to a server.
        .target(name: "RawHTTP", path: "Tests/RawHTTP"),
        .testTarget(name: "ImprintCLITests", dependencies: ["ImprintCLI", "RawHTTP"]),
        .testTarget(name: "ImprintPreviewTests", dependencies: ["ImprintPreview", "RawHTTP"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["ImprintFuzzTargets"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

/// The `url` of the `[remote "origin"]` section of the clone's git config, without any user or password in it (an
/// address in a binary must not carry a token), or "" when there is none. A worktree's `.git` is a file naming
/// its folder, whose `commondir` holds the config.
func originURL(of directory: String) -> String {
    var gitFolder = directory + "/.git"
    if let pointer = try? String(contentsOfFile: gitFolder, encoding: .utf8), pointer.hasPrefix("gitdir: ") {
        gitFolder = pointer.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
        if let common = try? String(contentsOfFile: gitFolder + "/commondir", encoding: .utf8) {
            let path = common.trimmingCharacters(in: .whitespacesAndNewlines)
            gitFolder = path.hasPrefix("/") ? path : gitFolder + "/" + path
        }
    }
    guard let config = try? String(contentsOfFile: gitFolder + "/config", encoding: .utf8) else { return "" }
    var inOrigin = false
    for line in config.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        if line.hasPrefix("[") { inOrigin = line == "[remote \"origin\"]"; continue }
        let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard inOrigin, parts.count == 2, parts[0] == "url" else { continue }
        guard !parts[1].contains("\""), !parts[1].contains("\\") else { return "" } // it goes into a C string
        guard let scheme = parts[1].range(of: "://"), let at = parts[1].range(of: "@"), at.lowerBound > scheme.upperBound,
              !parts[1][scheme.upperBound..<at.lowerBound].contains("/") else { return parts[1] }
        return String(parts[1][..<scheme.upperBound] + parts[1][at.upperBound...])
    }
    return ""
}
