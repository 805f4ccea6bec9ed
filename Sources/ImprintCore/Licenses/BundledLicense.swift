import Foundation

/// A license whose standard text ships with Imprint, so that a project only names its SPDX id.
package struct BundledLicense: Sendable {
    /// The SPDX identifier: `MIT`, `BSD-3-Clause`.
    package let id: String
    package let name: String
    /// A public-domain dedication, which has no copyright holder to name.
    let isPublicDomain: Bool
    /// The legal text, one paragraph per element, with `{year}` and `{holder}` where they go.
    let paragraphs: [String]

    package static let all: [BundledLicense] = [.apache2, .bsd2Clause, .bsd3Clause, .isc, .mit, .mpl2, .unlicense, .zlib]

    /// The bundled license with this SPDX id (compared without regard to case).
    package static func named(_ id: String) -> BundledLicense? {
        all.first { $0.id.lowercased() == id.lowercased() }
    }

    static var knownIDs: [String] { all.map(\.id) }

    /// The text with the years and holder filled in.
    package func text(years: String, holder: String) -> [String] {
        paragraphs.map { $0.replacingOccurrences(of: "{year}", with: years).replacingOccurrences(of: "{holder}", with: holder) }
    }

    /// Whether the text itself names the holder; otherwise the page states the copyright above it.
    var namesHolder: Bool { paragraphs.contains { $0.contains("{holder}") } }
}
