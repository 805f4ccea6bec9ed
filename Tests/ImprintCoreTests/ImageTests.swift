import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// Images made first-class with libvips: sizes, WebP, `srcset` and `<picture>`, the 2x
/// convention, the cache, EXIF, and errors. `make validate` checks the fixture's HTML with the Nu checker.
final class ImageTests: XCTestCase {
    private var site: URL!

    override func setUpWithError() throws {
        site = try Fixture.temporaryDirectory().appendingPathComponent("images")
        try FileManager.default.copyItem(at: Fixture.site("images"), to: site)
    }

    func testScreenshotsShipInSizesAndFormatsWithTheirDimensions() throws {
        let files = try build()
        for path in ["assets/list-300w.png", "assets/list-300w.webp", "assets/list-600w.webp", "assets/list-1000w.webp",
                     "2024/02/bundled/photo-300w.jpg", "2024/02/bundled/photo-600w.jpg", "2024/02/bundled/photo-900w.webp"] {
            let data = try XCTUnwrap(files[path], path)
            let size = try XCTUnwrap(ImageSize(data), path)
            XCTAssertEqual(size.width, Int(path.split(separator: "-").last!.prefix { $0.isNumber })!, path)
        }
        XCTAssertNil(files["assets/list-600w.png"], "a copy no lighter than the image itself is left out")
        let screens = String(decoding: try XCTUnwrap(files["2024/01/screens/index.html"]), as: UTF8.self)
        XCTAssertTrue(screens.contains(#"<picture><source type="image/webp" srcset="/shots/assets/list-300w.webp 300w, /shots/assets/list-600w.webp 600w, /shots/assets/list-1000w.webp 1000w" sizes="(min-width: 46rem) 42rem, 100vw"><img src="/shots/assets/list.png" alt="The list screen" title="The list" width="1000" height="625" srcset="/shots/assets/list-300w.png 300w, /shots/assets/list.png 1000w" sizes="(min-width: 46rem) 42rem, 100vw" /></picture>"#), screens)
        XCTAssertTrue(screens.contains(#"srcset="/shots/img/icon.png 1x, /shots/img/icon@2x.png 2x""#), "name@2x.png is the 2x source, not resized")
        XCTAssertNil(files["img/icon-120w.webp"])
        XCTAssertTrue(screens.contains(#"<img src="/shots/img/diagram.svg" alt="Diagram" width="120" height="60""#), "SVG passes through with its size")
        XCTAssertTrue(screens.contains(#"<figure>\#n<picture><source type="image/webp" srcset="/shots/assets/list-300w.webp 300w, /shots/assets/list-600w.webp 600w, /shots/assets/list-1000w.webp 1000w" sizes="(min-width: 46rem) 42rem, 100vw"><img src="/shots/assets/list.png" alt="The list" width="1000" height="625" srcset="/shots/assets/list-300w.png 300w, /shots/assets/list.png 1000w""#),
                      "the figure shortcode shows the copies too\n\(screens)")
        let bundled = String(decoding: try XCTUnwrap(files["2024/02/bundled/index.html"]), as: UTF8.self)
        XCTAssertTrue(bundled.contains(#"srcset="/shots/2024/02/bundled/photo-300w.jpg 300w, /shots/2024/02/bundled/photo-600w.jpg 600w, /shots/2024/02/bundled/photo.jpg 900w""#), bundled)
    }

    /// A name with a space, written escaped or not: the copies are files of that name, and the
    /// srcset's URLs escape it, as srcset splits at spaces.
    func testANameWithASpaceKeepsItsCopies() throws {
        try FileManager.default.copyItem(at: site.appendingPathComponent("content/assets/list.png"), to: site.appendingPathComponent("content/assets/my shot.png"))
        try edit("content/posts/2024-01-15-screens.md") { $0 + "\n![Escaped](/assets/my%20shot.png)\n\n![Bracketed](</assets/my shot.png>)\n" }
        let files = try build()
        XCTAssertNotNil(files["assets/my shot-300w.png"])
        let page = String(decoding: try XCTUnwrap(files["2024/01/screens/index.html"]), as: UTF8.self)
        XCTAssertEqual(page.components(separatedBy: #"srcset="/shots/assets/my%20shot-300w.png 300w, /shots/assets/my%20shot.png 1000w""#).count - 1, 2, page)
    }

    /// Feed readers take one `src`: of the copies, the widest up to 1200 pixels, at its size.
    func testFeedsShowOneImageOfASensibleSize() throws {
        let feed = String(decoding: try XCTUnwrap(try build()["feed.xml"]), as: UTF8.self)
        XCTAssertFalse(feed.contains("&lt;picture&gt;") || feed.contains("<picture>"), feed)
        XCTAssertTrue(feed.contains(#"<img src="https://example.org/shots/2024/02/bundled/photo.jpg" alt="Hills at dusk" width="900" height="600" />"#), feed)
        XCTAssertEqual(FeedImages.simplify(#"<picture><source type="image/webp" srcset="a-800w.webp 800w"><img src="a.png" alt="" width="2000" height="1000" srcset="a-800w.png 800w, a-1200w.png 1200w, a.png 2000w" sizes="100vw" /></picture>"#),
                       #"<img src="a-1200w.png" alt="" width="1200" height="600" />"#)
    }

    /// A new library on the same folder is a later build: it reads what the first made.
    func testCopiesAreMadeOnceAndReadFromTheCacheAfter() throws {
        let cache = site.appendingPathComponent(".imprint-cache/images")
        let data = try Data(contentsOf: site.appendingPathComponent("content/assets/list.png"))
        let path = site.appendingPathComponent("content/assets/list.png").path
        let first = ImageLibrary(settings: ImageSettings(), cacheFolder: cache)
        let made = try first.image(data, at: path)
        XCTAssertEqual(first.takeCounts(), .init(processed: 1, fromCache: 0))
        _ = try first.image(data, at: path)
        XCTAssertEqual(first.takeCounts(), .init(processed: 0, fromCache: 1), "in memory: serve makes an image once")
        let later = ImageLibrary(settings: ImageSettings(), cacheFolder: cache)
        let read = try later.image(data, at: path)
        XCTAssertEqual(later.takeCounts(), .init(processed: 0, fromCache: 1))
        XCTAssertEqual(read.image, made.image)
        for variant in made.image.resized + made.image.webp {
            guard case .cacheFile(let file, _)? = later.body(variant, of: read.key) else { return XCTFail("\(variant) is not the cache's file") }
            XCTAssertTrue(file.hasPrefix(cache.path + "/"), file)
            XCTAssertEqual(ImageSize(try Data(contentsOf: URL(fileURLWithPath: file)))?.width, variant.width)
        }
        // A copy changed in the cache (or through a link from the output) is not taken: it is made again.
        let copy = cache.appendingPathComponent(read.key).appendingPathComponent("\(made.image.resized[0].width)w.png")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: copy.path)[.posixPermissions] as? Int, 0o444, "read-only, as linked into the output")
        try Data("changed".utf8).write(to: copy, options: .atomic)
        let afterChange = ImageLibrary(settings: ImageSettings(), cacheFolder: cache)
        _ = try afterChange.image(data, at: path)
        XCTAssertEqual(afterChange.takeCounts(), .init(processed: 1, fromCache: 0))
        _ = try ImageLibrary(settings: ImageSettings(), cacheFolder: cache).image(data, at: path)
        XCTAssertNotEqual(try Data(contentsOf: copy), Data("changed".utf8), "and the cache holds the copy again")
        var other = ImageSettings()
        other.widths = [500]
        let changed = ImageLibrary(settings: other, cacheFolder: cache)
        XCTAssertNotEqual(try changed.image(data, at: path).key, made.key, "other settings, other copies")
        let uncached = ImageLibrary(settings: ImageSettings(), cacheFolder: nil)
        _ = try uncached.image(data, at: path)
        XCTAssertEqual(uncached.takeCounts(), .init(processed: 1, fromCache: 0), "--no-cache makes it again")
    }

    /// With `--no-cache` (or a cache that is not used) the whole build shares one library: every
    /// copy a page names is a file of the site.
    func testWithoutTheCacheEveryCopyAPageNamesIsPublished() throws {
        let files = try build(ignoringCache: true)
        var named = 0
        for (path, data) in files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            for list in html.components(separatedBy: #"srcset=""#).dropFirst() {
                for candidate in list.prefix { $0 != "\"" }.split(separator: ",") {
                    let url = String(candidate.split(separator: " ")[0])
                    let file = try XCTUnwrap(url.removingPercentEncoding?.replacingOccurrences(of: "/shots/", with: "", options: .anchored))
                    XCTAssertNotNil(files[file], "\(path) names \(url), which is not published")
                    named += 1
                }
            }
        }
        XCTAssertGreaterThan(named, 10)
    }

    /// Addresses no reader's browser opens, paths that climb out of the site or a bundle, links out
    /// of the site: each an error at its line, in a body, a shortcode or front matter, all at once,
    /// and the link among the assets too.
    func testAnImageAddressThatCannotBeShownIsAnErrorAtItsLine() throws {
        let outside = try Fixture.temporaryDirectory().appendingPathComponent("elsewhere.png")
        try FileManager.default.copyItem(at: site.appendingPathComponent("content/assets/list.png"), to: outside)
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("content/assets/linked.png"), withDestinationURL: outside)
        try edit("content/posts/2024-01-15-screens.md") {
            $0 + "\n![a](javascript:alert(1)) ![b](File:///etc/passwd.png)\n![c](C:\\Users\\me\\shot.png)\n![d](/assets/../../site.yml) ![e](/assets/./../assets/list.png)\n"
                + "![f](/assets/linked.png) ![g](data:image/png;base64,iVBORw0K) ![h](../elsewhere/list.png) ![i](https://example.com/x.png)\n"
                + "{{< figure src=\"vbscript:x\" >}}\n"
        }
        try edit("content/posts/2024-02-01-bundled/index.md") { $0.replacingOccurrences(of: "date: 2024-02-01", with: "date: 2024-02-01\nimage: ../2024-01-15-screens.md") + "\n![j](../../site.yml)\n" }
        try edit("content/posts/2024-03-01-words-only.md") { $0.replacingOccurrences(of: "date: 2024-03-01", with: "date: 2024-03-01\nimage: /assets/gone.png") }
        try edit("content/projects/lister.md") { $0.replacingOccurrences(of: "  - /assets/list.png", with: "  - javascript:alert(1)") }
        XCTAssertThrowsError(try build()) { error in
            let messages = (error as? BuildFailure)?.diagnostics.map(\.description) ?? []
            XCTAssertEqual(messages, [
                "content/assets/linked.png: error: cannot read it: it leads to \(outside.path), outside \(site.appendingPathComponent("content/assets").path); Imprint reads only what is inside: copy it in",
                "content/posts/2024-01-15-screens.md:17:1: error: image javascript:alert(1) has an address no reader's browser shows (javascript:): copy the file into content/assets/ and write /assets/its-name, or give its http(s) URL",
                "content/posts/2024-01-15-screens.md:17:27: error: image File:///etc/passwd.png has an address no reader's browser shows (file:): copy the file into content/assets/ and write /assets/its-name, or give its http(s) URL",
                #"content/posts/2024-01-15-screens.md:18:1: error: image C:\Users\me\shot.png has an address no reader's browser shows (c:): copy the file into content/assets/ and write /assets/its-name, or give its http(s) URL"#,
                "content/posts/2024-01-15-screens.md:19:1: error: image /assets/../../site.yml leads outside the site: write its path from the site's root, like /assets/shot.png",
                "content/posts/2024-01-15-screens.md:19:30: error: image /assets/./../assets/list.png has `..` in its path: write it as /assets/list.png",
                "content/posts/2024-01-15-screens.md:20:1: error: image /assets/linked.png is a link that leads outside the site, to \(outside.resolvingSymlinksInPath().path): copy the file into the site instead",
                "content/posts/2024-01-15-screens.md:21:1: error: shortcode `figure`: src image vbscript:x has an address no reader's browser shows (vbscript:): copy the file into content/assets/ and write /assets/its-name, or give its http(s) URL",
                "content/posts/2024-02-01-bundled/index.md:4:8: error: image ../2024-01-15-screens.md leads out of the bundle of content/posts/2024-02-01-bundled/index.md: put the file beside it and write its name, or write a site path like /assets/shot.png",
                "content/posts/2024-02-01-bundled/index.md:10:1: error: image ../../site.yml leads out of the bundle of content/posts/2024-02-01-bundled/index.md: put the file beside it and write its name, or write a site path like /assets/shot.png",
                "content/posts/2024-03-01-words-only.md:4:8: error: image /assets/gone.png is not a file of the site: put it in content/assets/ (as /assets/…) or content/static/",
                "content/projects/lister.md:6:5: error: image javascript:alert(1) has an address no reader's browser shows (javascript:): copy the file into content/assets/ and write /assets/its-name, or give its http(s) URL",
            ], messages.joined(separator: "\n"))
        }
    }

    /// A bundle's path with `..` that climbs back into the bundle names the file it leads to.
    func testABundlePathThatClimbsBackIntoTheBundleNamesItsFile() throws {
        try edit("content/posts/2024-02-01-bundled/index.md") { $0 + "\n![Again](sub/../photo.jpg)\n" }
        let page = String(decoding: try XCTUnwrap(try build()["2024/02/bundled/index.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains(#"<img src="/shots/2024/02/bundled/photo.jpg" alt="Again""#), page)
    }

    /// A post's own `image` is where its previews point, at its size.
    func testAFrontMatterImageGivesPreviewsItsSize() throws {
        try edit("content/posts/2024-03-01-words-only.md") { $0.replacingOccurrences(of: "date: 2024-03-01", with: "date: 2024-03-01\nimage: /assets/list.png") }
        let page = String(decoding: try XCTUnwrap(try build()["2024/03/words-only/index.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains(#"<meta property="og:image" content="https://example.org/shots/assets/list.png">"#), page)
        XCTAssertTrue(page.contains(#"<meta property="og:image:width" content="1000">"#), page)
        XCTAssertFalse(page.contains("social-card.png"), page)
    }

    /// `/favicon.ico`: the theme's favicon.svg drawn at 32 pixels in an ICO, unless the site has its own.
    func testTheFaviconIsDrawnFromTheThemesSVGUnlessTheSiteHasOne() throws {
        let ico = try XCTUnwrap(try build()["favicon.ico"])
        XCTAssertEqual(Array(ico.prefix(6)), [0, 0, 1, 0, 1, 0], "an ICO of one image")
        XCTAssertEqual(ImageSize(Data(ico.dropFirst(22))), ImageSize(width: 32, height: 32), "a PNG inside")
        let mine = site.appendingPathComponent("content/static/favicon.ico")
        try FileManager.default.createDirectory(at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: mine)
        XCTAssertEqual(try build()["favicon.ico"], Data("mine".utf8))
    }

    /// A photo turned on its side by its EXIF orientation, with a location in its metadata.
    func testEXIFOrientationIsAppliedAndTheLocationIsNotPublished() throws {
        let photo = site.appendingPathComponent("content/posts/2024-02-01-bundled/photo.jpg")
        var bytes = try Data(contentsOf: photo)
        bytes.insert(contentsOf: Self.exifSegment(orientation: 6, latitudeRef: "N"), at: 2)
        try bytes.write(to: photo)
        let files = try build()
        let copy = try XCTUnwrap(files["2024/02/bundled/photo-300w.jpg"])
        XCTAssertEqual(ImageSize(copy), ImageSize(width: 300, height: 450), "upright: 900×600 on its side shows 600×900")
        XCTAssertNil(copy.range(of: Data("Exif".utf8)), "no metadata in what is published")
        let page = String(decoding: try XCTUnwrap(files["2024/02/bundled/index.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains(#"width="600" height="900""#), page)

        try edit("content/site.yml") { $0 + "  keep_metadata: true\n" }
        XCTAssertNotNil(try build()["2024/02/bundled/photo-300w.jpg"]?.range(of: Data("Exif".utf8)), "images.keep_metadata keeps it")
    }

    func testAFileThatIsNotAnImageIsAnErrorAtItsLine() throws {
        try Data("not a picture".utf8).write(to: site.appendingPathComponent("content/assets/list.png"))
        XCTAssertThrowsError(try build()) { error in
            let messages = (error as? BuildFailure)?.diagnostics.map(\.description) ?? []
            XCTAssertEqual(messages.count, 3, "the Markdown image, the figure shortcode and the project's screenshot: \(messages)")
            XCTAssertTrue(messages[1].contains("shortcode `figure`: src /assets/list.png cannot be read as an image"), "\(messages)")
            XCTAssertTrue(messages[2].hasPrefix("content/projects/lister.md:6:5: error: image /assets/list.png cannot be read as an image"), "\(messages)")
            XCTAssertTrue(messages.first?.hasPrefix("content/posts/2024-01-15-screens.md:7:1: error: image /assets/list.png cannot be read as an image (VipsForeignLoad: the file is not in a known format)") == true, "\(messages)")
        }
    }

    /// Every post has a preview picture: its own, its first image, or (`images.social_cards`) a
    /// card drawn from its title in the theme's colours, made once and then taken from the cache.
    func testAPostWithoutAPictureGetsASocialCard() throws {
        let files = try build()
        let card = try XCTUnwrap(files["2024/03/words-only/social-card.png"])
        XCTAssertEqual(ImageSize(card), SocialCard.size)
        let (size, _, _) = try Vips.probe(card)
        XCTAssertEqual(size, SocialCard.size)
        let page = String(decoding: try XCTUnwrap(files["2024/03/words-only/index.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains(#"<meta property="og:image" content="https://example.org/shots/2024/03/words-only/social-card.png">"#), page)
        XCTAssertTrue(page.contains(#"<meta property="og:image:width" content="1200">"#) && page.contains(#"<meta name="twitter:image" content="https://example.org/shots/2024/03/words-only/social-card.png">"#), page)
        XCTAssertNil(files["2024/01/screens/social-card.png"], "a post with an image shows it")
        for path in files.keys where path.hasSuffix("/index.html") && path.hasPrefix("2024/") {
            XCTAssertTrue(String(decoding: files[path]!, as: UTF8.self).contains(#"<meta property="og:image" content="https://"#), path)
        }
        let library = ImageLibrary.shared(settings: try ConfigLoader.load(siteFolder: site, baseURLOverride: nil).0.images, cacheFolder: site.appendingPathComponent(".imprint-cache/images"))
        _ = library.takeCounts()
        XCTAssertEqual(try build()["2024/03/words-only/social-card.png"], card, "the same card, from the cache")
        XCTAssertEqual(library.takeCounts().processed, 0)
        // A title long enough to overflow is fitted into the card, never cut off the picture.
        try edit("content/posts/2024-03-01-words-only.md") { $0.replacingOccurrences(of: "title: \"", with: "title: \"" + String(repeating: "Very long words ", count: 30)) }
        XCTAssertEqual(ImageSize(try XCTUnwrap(try build()["2024/03/words-only/social-card.png"])), SocialCard.size)
    }

    /// A project's `icon` shows beside its name, on its page and in the index; its
    /// `screenshots` are a gallery of sized images; a missing one is an error at its line.
    func testProjectsShowTheirIconAndScreenshots() throws {
        let files = try build()
        let page = String(decoding: try XCTUnwrap(files["projects/lister/index.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains(#"<h1><span class="project-icon"><img src="/shots/img/icon.png" alt="" width="120" height="75" srcset="/shots/img/icon.png 1x, /shots/img/icon@2x.png 2x" /></span> Lister"#), page)
        XCTAssertTrue(page.contains(#"<li><figure><a href="/shots/assets/list.png"><picture><source type="image/webp" srcset="/shots/assets/list-300w.webp 300w, /shots/assets/list-600w.webp 600w, /shots/assets/list-1000w.webp 1000w" sizes="(min-width: 46rem) 14rem, 100vw"><img src="/shots/assets/list.png" alt="Lister, screenshot 1" width="1000" height="625""#), page)
        XCTAssertTrue(page.contains(#"<img src="/shots/img/diagram.svg" alt="How a list is drawn" width="120" height="60" /><span class="visually-hidden"> (full size)</span></a><figcaption>The drawing, in steps</figcaption>"#), page)
        let index = String(decoding: try XCTUnwrap(files["projects/index.html"]), as: UTF8.self)
        XCTAssertTrue(index.contains(#"<span class="project-icon"><img src="/shots/img/icon.png" alt="""#), index)
        try edit("content/projects/lister.md") { $0.replacingOccurrences(of: "  - /assets/list.png", with: "  - /assets/gone.png") }
        XCTAssertThrowsError(try build()) { error in
            XCTAssertEqual((error as? BuildFailure)?.diagnostics.map(\.description).first?.hasPrefix(
                "content/projects/lister.md:6:5: error: image /assets/gone.png is not a file of the site"), true, "\(error)")
        }
    }

    /// Attacks and odd input: a cache folder that is a link is not written through; a
    /// screenshot's text is text, never Markdown; an empty title leaves its place empty.
    func testACacheThatIsALinkIsNotUsedAndPicturesTextIsText() throws {
        let elsewhere = try Fixture.temporaryDirectory()
        try? FileManager.default.removeItem(at: site.appendingPathComponent(".imprint-cache"))
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent(".imprint-cache"), withDestinationURL: elsewhere)
        try edit("content/projects/lister.md") { $0.replacingOccurrences(of: "alt: How a list is drawn", with: #"alt: "*Not* <b>bold</b> & \n# no heading""#) }
        let page = String(decoding: try XCTUnwrap(try build()["projects/lister/index.html"]), as: UTF8.self)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [], "nothing written outside the site")
        XCTAssertTrue(page.contains(#"alt="*Not* &lt;b&gt;bold&lt;/b&gt; &amp; "#), page)
        XCTAssertFalse(page.contains("<h1>no heading"), page)
        XCTAssertEqual(ImageSize(try Vips.card(size: SocialCard.size, style: SocialCard.Style(), title: "", site: "")), SocialCard.size)
        XCTAssertEqual(FeedImages.simplify(#"<picture><source type="image/avif" srcset="a.avif"><source type="image/webp" srcset="a.webp"><img src="a.png" alt="" width="2000" height="1000" srcset="a-800w.png 800w, a.png 2000w" sizes="100vw" /></picture>"#),
                       #"<picture><source type="image/avif" srcset="a.avif"><source type="image/webp" srcset="a.webp"><img src="a-800w.png" alt="" width="800" height="400" /></picture>"#,
                       "a <picture> of another shape keeps its sources; its <img> still gets one src")
    }

    func testACardTakesTheThemesColours() throws {
        let css = ":root {\n  --text: #1f2328;\n  --background:#fff;\n  --accent: #0b5cad;\n}\n@media (prefers-color-scheme: dark) { :root { --text: #e6edf3; } }"
        XCTAssertEqual(SocialCard.Style.colour("--text", in: css), [31, 35, 40], "the first value: the light scheme's")
        XCTAssertEqual(SocialCard.Style.colour("--background", in: css), [255, 255, 255])
        XCTAssertNil(SocialCard.Style.colour("--accent", in: "--accent: var(--blue);"), "only a colour written out")
        XCTAssertEqual(SocialCard.Style.colour("--text", in: ":root { --text: light-dark(#1f2328, #e6edf3); }"), [31, 35, 40],
                       "light-dark(): the light scheme's")
        XCTAssertEqual(SocialCard.sitePath(ofPostAt: "/2019/11/x.html"), "/2019/11/x-social-card.png")
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: root.appendingPathComponent("content/assets/css"), withIntermediateDirectories: true)
        try? Data(":root { --background: #000000; }".utf8).write(to: root.appendingPathComponent("content/assets/css/style.css"))
        let theme = ThemeSource(directory: root.appendingPathComponent("templates"), isRequired: false, builtIn: ["assets/css/style.css": ":root { --background: #101010; --text: #fafafa; }"])
        XCTAssertEqual(SocialCard.Style.of(siteFolder: root, theme: theme).background, [0, 0, 0], "the site's style.css overrides the theme's")
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/assets/css/style.css"))
        XCTAssertEqual(SocialCard.Style.of(siteFolder: root, theme: theme).text, [250, 250, 250], "a site without templates/ takes the built-in theme's")
    }

    func testWidthsMustBeWholeNumbersAboveZero() throws {
        try edit("content/site.yml") { $0.replacingOccurrences(of: "widths: [300, 600]", with: "widths: [300, 0, wide]") }
        XCTAssertThrowsError(try build()) { error in
            XCTAssertEqual((error as? BuildFailure)?.diagnostics.map(\.description), [
                "content/site.yml:6:17: error: each of `images.widths` must be a whole number of pixels above 0, like 800, but one is \"0\"",
                "content/site.yml:6:20: error: each of `images.widths` must be a whole number of pixels above 0, like 800, but one is \"wide\"",
            ])
        }
    }
}

private extension ImageTests {
    func build(ignoringCache: Bool = false) throws -> [String: Data] {
        var options = Fixture.options(source: site, output: site.appendingPathComponent("public"))
        options.ignoresCache = ignoringCache
        let report = try SiteBuild(options: options).run()
        return Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, $0.contents) })
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let url = site.appendingPathComponent(path)
        try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
    }

    /// A JPEG APP1 segment with EXIF: the orientation, and a GPS block with a latitude reference.
    static func exifSegment(orientation: UInt16, latitudeRef: String) -> Data {
        var tiff = Data("MM".utf8) + Data([0x00, 0x2A, 0, 0, 0, 8])
        func short(_ value: UInt16) -> Data { Data([UInt8(value >> 8), UInt8(value & 0xFF)]) }
        func long(_ value: UInt32) -> Data { Data([UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]) }
        // IFD0 at 8: two entries (12 bytes each), then the next IFD's offset; the GPS IFD after it.
        let gpsOffset: UInt32 = 8 + 2 + 2 * 12 + 4
        tiff += short(2)
        tiff += short(0x0112) + short(3) + long(1) + short(orientation) + short(0)
        tiff += short(0x8825) + short(4) + long(1) + long(gpsOffset)
        tiff += long(0)
        tiff += short(1) + short(0x0001) + short(2) + long(2) + Data(latitudeRef.utf8) + Data([0, 0, 0]) + long(0)
        let payload = Data("Exif".utf8) + Data([0, 0]) + tiff
        return Data([0xFF, 0xE1]) + short(UInt16(payload.count + 2)) + payload
    }
}
