// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Imprint",
    products: [
        .library(name: "Mustache", targets: ["Mustache"]),
    ],
    targets: [
        .target(name: "Mustache"),
        .executableTarget(name: "MustacheBenchmark", dependencies: ["Mustache"], path: "Benchmarks/MustacheBenchmark"),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
    ],
    swiftLanguageModes: [.v6]
)
