import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// A photo's location, its camera's serial number and its author are not published: not in the
/// image as it is (an asset, a bundle's file, a static file), not in its copies. The fixtures
/// of `Fixtures/private-photos/` were made with exiftool (GPS, serial number, artist, XMP
/// creator, IPTC by-line, comments and text chunks, an Adobe RGB profile, orientation 6); the
/// tests read them with `ImageMetadata`, no tool needed.
final class ImageMetadataTests: XCTestCase {
    private var site: URL!

    override func setUpWithError() throws {
        site = try Fixture.temporaryDirectory().appendingPathComponent("images")
        try FileManager.default.copyItem(at: Fixture.site("images"), to: site)
        for (name, folder) in [("located.jpg", "content/assets"), ("located.png", "content/assets"), ("located.webp", "content/assets"),
                               ("located.jpg", "content/static"), ("located.webp", "content/posts/2024-02-01-bundled")] {
            try FileManager.default.copyItem(at: Self.photo(name), to: site.appendingPathComponent(folder).appendingPathComponent(name))
        }
        try Fixture.append("\n![J](/assets/located.jpg) ![P](/assets/located.png) ![W](/assets/located.webp) ![S](/located.jpg)\n", to: site.appendingPathComponent("content/posts/2024-01-15-screens.md"))
        try Fixture.append("\n![B](located.webp)\n", to: site.appendingPathComponent("content/posts/2024-02-01-bundled/index.md"))
    }

    func testNoPublishedImageCarriesItsLocationOrAuthor() throws {
        let files = try build()
        let images = files.filter { ["jpg", "png", "webp"].contains(($0.key as NSString).pathExtension) }
        XCTAssertGreaterThan(images.keys.filter { $0.contains("located") }.count, 8, "\(images.keys.sorted())")
        for (path, data) in images {
            XCTAssertEqual(try Self.privateBlocks(data), [], path)
            XCTAssertNil(data.range(of: Data("Ada Secret".utf8)), path)
            XCTAssertNil(data.range(of: Data("SN-0042".utf8)), path)
        }
        for path in ["assets/located.jpg", "assets/located.png", "assets/located.webp", "located.jpg", "2024/02/bundled/located.webp"] {
            let bytes = [UInt8](try XCTUnwrap(files[path], path))
            let (format, blocks) = try XCTUnwrap(ImageMetadata.blocks(of: bytes), path)
            XCTAssertEqual(ImageMetadata.orientation(of: bytes, format: format, blocks: blocks), 6, "the image as it is still shows upright: \(path)")
            XCTAssertTrue(blocks.contains { ["APP2", "iCCP", "ICCP"].contains($0.name) }, "its colour profile stays: \(path)")
            XCTAssertTrue(try Vips.probe(Data(bytes)).size == ImageSize(width: path.hasSuffix("png") ? 300 : 320, height: 480), path)
        }
        XCTAssertEqual(try Self.privateBlocks(try XCTUnwrap(files["favicon.ico"]).dropFirst(22)), [])
        XCTAssertEqual(try Self.privateBlocks(try XCTUnwrap(files["2024/03/words-only/social-card.png"])), [])
        // No image is published as it is.
        let photo = try Data(contentsOf: Self.photo("located.jpg"))
        XCTAssertNil(ImageMetadata.stripped(Data("not an image".utf8), keepingOrientation: true))
        let stripped = try XCTUnwrap(ImageMetadata.stripped(photo, keepingOrientation: false))
        XCTAssertEqual(try Self.privateBlocks(stripped), [])
        XCTAssertEqual(ImageMetadata.blocks(of: [UInt8](stripped))?.blocks.contains { $0.name == "APP1" }, false, "no orientation asked for, no EXIF")
    }

    /// A file cut short (browsers show what there is) ends at its last whole block, whose
    /// content is known, but for a JPEG's picture data; a GIF loses its comments and XMP; a
    /// camera's own data in a JPEG's APP0 goes, JFIF stays.
    func testImagesCutShortAndGIFsKeepNothingPrivate() throws {
        let photo = try Data(contentsOf: Self.photo("located.jpg"))
        let inEXIF = try XCTUnwrap(ImageMetadata.stripped(photo.prefix(300), keepingOrientation: true))
        XCTAssertNil(inEXIF.range(of: Data("Exif".utf8)), "a segment cut short goes: it may hold the location")
        let inPicture = try XCTUnwrap(ImageMetadata.stripped(photo.prefix(photo.count - 100), keepingOrientation: false))
        XCTAssertEqual(try Self.privateBlocks(inPicture), [])
        XCTAssertEqual(ImageMetadata.blocks(of: [UInt8](inPicture))?.blocks.last?.name, "SOS", "the picture that is there stays")
        XCTAssertTrue(inPicture.suffix(200) == photo.prefix(photo.count - 100).suffix(200))
        let riff = Data("RIFF".utf8) + Data([0xFF, 0xFF, 0xFF, 0x7F]) + Data("WEBPVP8X".utf8)
        XCTAssertEqual(ImageMetadata.stripped(riff, keepingOrientation: true)?.count, 12, "a WebP cut in its first chunk keeps its header alone")

        let camera = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x0A]) + Data("HEAPJPGM".utf8)
        let app0 = try XCTUnwrap(ImageMetadata.stripped(camera + photo.dropFirst(2), keepingOrientation: false))
        XCTAssertNil(app0.range(of: Data("HEAPJPGM".utf8)), "a camera's APP0 goes")
        XCTAssertNotNil(app0.range(of: Data("JFIF".utf8)) ?? app0.range(of: Data("ICC_PROFILE".utf8)), "JFIF or the profile stays")

        // A 1 × 1 GIF that loops, with a comment and an XMP packet.
        func subBlocks(_ text: String) -> Data { Data([UInt8(text.utf8.count)]) + Data(text.utf8) + Data([0]) }
        let screen = Data("GIF89a".utf8) + Data([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255])
        let loop = Data([0x21, 0xFF, 11]) + Data("NETSCAPE2.0".utf8) + Data([3, 1, 0, 0, 0])
        let comment = Data([0x21, 0xFE]) + subBlocks("taken at 48.85N 2.35E")
        let xmp = Data([0x21, 0xFF, 11]) + Data("XMP DataXMP".utf8) + subBlocks("<dc:creator>Ada Secret</dc:creator>")
        let image = Data([0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0])
        let gif = try XCTUnwrap(ImageMetadata.stripped(screen + loop + comment + xmp + image + Data([0x3B]), keepingOrientation: false))
        XCTAssertEqual(gif, screen + loop + image + Data([0x3B]))
    }

    /// `images.keep_metadata` keeps it in the images of assets and bundles, and their copies;
    /// `static.keep_metadata` in static files.
    func testEachFolderKeepsItOnlyWhenTold() throws {
        try Fixture.append("  keep_metadata: true\n", to: site.appendingPathComponent("content/site.yml"))
        var files = try build()
        XCTAssertEqual(files["assets/located.png"], try Data(contentsOf: Self.photo("located.png")))
        XCTAssertEqual(files["2024/02/bundled/located.webp"], try Data(contentsOf: Self.photo("located.webp")))
        XCTAssertNotEqual(files["located.jpg"], try Data(contentsOf: Self.photo("located.jpg")))
        try Fixture.append("static:\n  keep_metadata: true\n", to: site.appendingPathComponent("content/site.yml"))
        files = try build()
        XCTAssertEqual(files["located.jpg"], try Data(contentsOf: Self.photo("located.jpg")))
    }
}

extension ImageMetadataTests {
    static func photo(_ name: String) -> URL { Fixture.site("private-photos").appendingPathComponent(name) }

    /// The names of the metadata blocks of `data`, but for an EXIF that holds only an orientation.
    static func privateBlocks(_ data: Data) throws -> [String] {
        let bytes = [UInt8](data)
        let (format, blocks) = try XCTUnwrap(ImageMetadata.blocks(of: bytes), "a JPEG, PNG, WebP or GIF")
        return blocks.filter { block in
            guard ImageMetadata.isMetadata(block, in: bytes, format: format) else { return false }
            // Big-endian TIFF, one IFD of one entry: the orientation (0x0112).
            let exif = ImageMetadata.exif(of: block, in: bytes, format: format).map(Array.init)
            return !(exif?.count == 26 && exif?[10...11] == [0x01, 0x12])
        }.map(\.name)
    }
}

private extension ImageMetadataTests {
    func build() throws -> [String: Data] {
        let report = try SiteBuild(options: Fixture.options(source: site, output: site.appendingPathComponent("public"))).run()
        return Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, $0.contents) })
    }
}
