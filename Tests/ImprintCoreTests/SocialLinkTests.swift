import XCTest
@testable import ImprintCore

/// The footer names each profile as its service does, never by the raw key of site.yml.
final class SocialLinkTests: XCTestCase {
    func testServicesAreNamedAsTheyNameThemselves() {
        let names = ["github", "mastodon", "LinkedIn", "x", "codeberg"].map { SocialLinkView(network: $0, handle: "ada").name }
        XCTAssertEqual(names, ["GitHub", "Mastodon", "LinkedIn", "X", "Codeberg"])
    }

    func testTheNameIsInTheTemplateValue() {
        let value = SocialLinkView(network: "github", handle: "ada").templateValue
        guard case .object(let fields) = value else { return XCTFail("\(value)") }
        XCTAssertEqual(fields["name"], .string("GitHub"))
        XCTAssertEqual(fields["network"], .string("github"))
    }
}
