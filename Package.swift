// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Imprint",
    products: [
        .executable(name: "imprint", targets: ["imprint"]),
        .library(name: "Mustache", targets: ["Mustache"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]),
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .target(name: "Mustache"),
        .target(name: "ImprintCore", dependencies: ["Mustache", "CCmarkGFM", "CYAML"]),
        .target(name: "ImprintCLI", dependencies: ["ImprintCore"]),
        .executableTarget(name: "imprint", dependencies: ["ImprintCLI"]),
        .executableTarget(name: "MustacheBenchmark", dependencies: ["Mustache"], path: "Benchmarks/MustacheBenchmark"),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(
            name: "ImprintCoreTests", dependencies: ["ImprintCore"],
            exclude: ["Fixtures", "Snapshots", "InvalidSites"]),
        .testTarget(name: "ImprintCLITests", dependencies: ["ImprintCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
