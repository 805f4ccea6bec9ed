import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// Images at the edges: a panorama wider than WebP allows, a GIF that declares a screen of
/// billions of pixels, and the cache of copies, which keeps only what the site shows and
/// publishes only the bytes it made.
final class ImageLimitsTests: XCTestCase {
    private var site: URL!

    override func setUpWithError() throws {
        site = try Fixture.temporaryDirectory().appendingPathComponent("images")
        try FileManager.default.copyItem(at: Fixture.site("images"), to: site)
    }

    /// 17,000 × 900: its copies in its own format, no WebP, and a warning that says why.
    func testAPanoramaPastWebPsLimitBuildsWithoutWebPCopies() throws {
        try FileManager.default.copyItem(at: ImageMetadataTests.photo("panorama.png"), to: site.appendingPathComponent("content/assets/panorama.png"))
        try Fixture.append("\n![The bay](/assets/panorama.png)\n", to: site.appendingPathComponent("content/posts/2024-01-15-screens.md"))
        let report = try build()
        let files = Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, $0.contents) })
        XCTAssertNotNil(files["assets/panorama-600w.png"])
        XCTAssertFalse(files.keys.contains { $0.hasPrefix("assets/panorama") && $0.hasSuffix(".webp") }, "\(files.keys.sorted())")
        let page = String(decoding: try XCTUnwrap(files["2024/01/screens/index.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains(#"<img src="/shots/assets/panorama.png" alt="The bay" width="17000" height="900" srcset="/shots/assets/panorama-300w.png 300w"#), page)
        XCTAssertEqual(report.warnings.map(\.description), [
            "assets/panorama.png: warning: at 17000 × 900 pixels it is larger than WebP allows (16383 a side), so it has no WebP copies: readers get it as it is; make it smaller to have them",
        ])
        // Had it been tried, the error would have said what failed: the copy, not the reading.
        let panorama = try Data(contentsOf: ImageMetadataTests.photo("panorama.png"))
        XCTAssertThrowsError(try Vips.resize(panorama, width: 17000, toSRGB: false, format: ".webp")) { error in
            XCTAssertEqual((error as? Vips.Failure)?.explanation(of: "image /assets/panorama.png"),
                           "image /assets/panorama.png is an image, but its copies cannot be made (webpsave: image too large): "
                               + "save it again smaller, or in another of PNG, JPEG and WebP")
        }
    }

    /// A GIF's header may declare any screen up to 65,535 pixels a side, which the page would take as its size.
    func testAnImageDeclaringMorePixelsThanTheLimitIsAnError() throws {
        try FileManager.default.copyItem(at: ImageMetadataTests.photo("screen.gif"), to: site.appendingPathComponent("content/static/img/screen.gif"))
        try Fixture.append("\n![Screen](/img/screen.gif)\n\n{{< figure src=\"/img/screen.gif\" alt=\"Screen\" >}}\n", to: site.appendingPathComponent("content/posts/2024-01-15-screens.md"))
        XCTAssertThrowsError(try build()) { error in
            let messages = (error as? BuildFailure)?.diagnostics.map(\.description) ?? []
            let problem = "declares 65535 × 65535 pixels, more than the 268435456 an image may have: save it again at the size it shows"
            XCTAssertEqual(messages.count, 2, "\(messages)")
            XCTAssertTrue(messages.contains { $0.hasPrefix("content/posts/2024-01-15-screens.md:") && $0.hasSuffix("error: image /img/screen.gif " + problem) }, "\(messages)")
            XCTAssertTrue(messages.contains { $0.hasSuffix("error: shortcode `figure`: src /img/screen.gif " + problem) }, "\(messages)")
        }
    }

    /// Fifteen versions of an image: the cache keeps the copies of the one the site shows.
    func testTheCacheKeepsOnlyWhatTheLastBuildUsed() throws {
        let image = site.appendingPathComponent("content/assets/list.png")
        for version in 1...3 {
            try Vips.card(size: ImageSize(width: 700, height: 400), style: SocialCard.Style(), title: "version \(version)", site: "").write(to: image)
            _ = try build()
        }
        let cache = site.appendingPathComponent(".imprint-cache/images")
        let folders = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { !$0.hasPrefix(".") }
        // The bundle's photo and the list: two folders of copies, the index, and the cards.
        XCTAssertEqual(folders.filter { !$0.hasPrefix("index-") && $0 != "cards" }.count, 2, "\(folders)")
        XCTAssertEqual(folders.filter { $0.hasPrefix("index-") }.count, 1, "\(folders)")
        let settings = site.appendingPathComponent("content/site.yml")
        try Data(try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(of: "social_cards: true", with: "social_cards: false").utf8).write(to: settings)
        _ = try build()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("cards").path).filter { $0.hasSuffix(".png") }, [],
                       "no card is drawn now")
    }

    /// A copy in the cache changed to other bytes of the same length (the output links to it)
    /// is not published: the build makes it again.
    func testACopyChangedInTheCacheIsMadeAgain() throws {
        let made = try build().files.first { $0.path == "assets/list-300w.png" }
        let copy = try XCTUnwrap(made.flatMap { if case .cacheFile(let path, _) = $0.body { path } else { nil } })
        let bytes = try Data(contentsOf: URL(fileURLWithPath: copy))
        chmod(copy, 0o644)
        try Data(repeating: 0x41, count: bytes.count).write(to: URL(fileURLWithPath: copy))
        let published = try build().files.first { $0.path == "assets/list-300w.png" }
        XCTAssertEqual(published?.contents, bytes)
    }
}

private extension ImageLimitsTests {
    func build() throws -> BuildReport {
        try SiteBuild(options: Fixture.options(source: site, output: site.appendingPathComponent("public"))).run()
    }
}
