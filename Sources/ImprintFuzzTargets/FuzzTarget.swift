import Foundation
import ImprintCore

/// One fuzz target of `make fuzz`: a stage of Imprint that reads what people write or send,
/// run on arbitrary bytes. Each returns whatever the bytes are, or stops the process when a
/// promise of the stage is broken, which libFuzzer reports as a crash.
public struct FuzzTarget: Sendable {
    public let name: String
    public let run: @Sendable (Data) -> Void

    public static let all: [FuzzTarget] = [
        FuzzTarget(name: "front-matter", run: FuzzEntryPoints.frontMatter),
        FuzzTarget(name: "mustache", run: MustacheFuzz.run),
        FuzzTarget(name: "markdown", run: FuzzEntryPoints.markdown),
        FuzzTarget(name: "backgrounds", run: FuzzEntryPoints.backgrounds),
        FuzzTarget(name: "request-path", run: RequestPathFuzz.run),
        FuzzTarget(name: "import", run: FuzzEntryPoints.importer),
        FuzzTarget(name: "hugo-config", run: FuzzEntryPoints.hugoConfig),
    ]

    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
