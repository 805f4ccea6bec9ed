import Foundation
import ImprintTestSupport
import XCTest

/// The old sites that import tests write: a folder of a few files, given as text, and the pages
/// of the site the import made once it is built.
extension ImportTests {
    /// An old site's folder with `files` (path: text).
    func oldSite(_ files: [String: String]) throws -> URL {
        try Fixture.folder("old", with: files)
    }

    /// A Hugo site's folder with `files` (path: text), `hugo.toml` among them.
    func hugoSite(_ files: [String: String]) throws -> URL {
        try Fixture.folder("hugo", with: files)
    }

    /// A Jekyll site's folder with `files` (path: text), and a `_config.yml` unless given.
    func jekyllFolder(_ files: [String: String]) throws -> URL {
        try Fixture.folder("jekyll", with: files.merging(["_config.yml": "title: Old blog\n"], uniquingKeysWith: { own, _ in own }))
    }

    /// The text of the built file at `path` among `files`.
    func page(_ files: [String: Data], _ path: String) throws -> String {
        String(decoding: try XCTUnwrap(files[path], "no \(path)"), as: UTF8.self)
    }

    /// The text of the page at `path` of the site, built without drafts, its links checked.
    func builtPage(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try page(try assertBuildsAndLinksHold(includeDrafts: false, file: file, line: line), path)
    }
}
