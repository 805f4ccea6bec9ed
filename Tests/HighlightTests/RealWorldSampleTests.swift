import Foundation
import Highlight
import XCTest

/// The files of `RealWorld/`, code in the style of what Imprint's users publish: each comes back
/// exactly from its highlighted HTML, is in a language Imprint knows, and reads as Xcode, GitHub
/// and Pygments show it (`RealWorldExpectations`). A file added to the folder is picked up.
final class RealWorldSampleTests: XCTestCase {
    /// The language of each sample's extension: the one place to add a language's sample to.
    static let languageByExtension = [
        "m": "objc", "swift": "swift", "c": "c", "cpp": "cpp", "metal": "metal", "frag": "glsl", "go": "go",
        "rs": "rust", "js": "javascript", "ts": "typescript", "java": "java", "kt": "kotlin", "scala": "scala",
        "cs": "csharp", "py": "python", "rb": "ruby", "lua": "lua", "php": "php", "sh": "bash",
        "sh-session": "console", "mk": "makefile", "dockerfile": "dockerfile", "sql": "sql", "json": "json",
        "yml": "yaml", "toml": "toml", "html": "html", "xml": "xml", "plist": "plist", "strings": "strings",
        "xcconfig": "xcconfig", "css": "css", "diff": "diff",
    ]

    func testEverySampleIsInAKnownLanguageAndEveryLanguageHasOne() throws {
        let samples = try Self.samples()
        for sample in samples {
            guard let language = Self.languageByExtension[sample.url.pathExtension] else {
                XCTFail("\(sample.name): no language for .\(sample.url.pathExtension) in languageByExtension")
                continue
            }
            XCTAssertNotNil(Language.named(language), "\(sample.name): Imprint has no language \(language)")
            let baseName = sample.url.deletingPathExtension().lastPathComponent
            XCTAssertEqual(baseName, language, "a sample is named <language>.<extension>")
        }
        let covered = Set(samples.compactMap { Self.languageByExtension[$0.url.pathExtension] })
        for language in Language.all where !covered.contains(language.name) {
            XCTFail("\(language.name) has no sample in RealWorld/")
        }
    }

    func testEverySampleComesBackFromItsHTML() throws {
        for sample in try Self.samples() {
            let language = sample.url.deletingPathExtension().lastPathComponent
            for info in [language, language + " {linenos=true, linenostart=7, hl_lines=[1,\"3-5\"]}"] {
                let html = Highlighter.html(code: sample.code, info: info)
                XCTAssertEqual(visibleText(of: html), Array(sample.code.utf8), "\(sample.name), info: \(info)")
            }
        }
    }

    func testEverySampleReadsAsItShould() throws {
        for sample in try Self.samples() {
            let language = sample.url.deletingPathExtension().lastPathComponent
            guard let expectation = RealWorldExpectations.byFile[sample.name] else {
                XCTFail("\(sample.name): no expected tokens in RealWorldExpectations")
                continue
            }
            let failures = expectation.failures(in: words(sample.code, language))
            XCTAssertTrue(failures.isEmpty, "\(sample.name):\n" + failures.joined(separator: "\n"))
        }
    }
}

private extension RealWorldSampleTests {
    struct Sample {
        let url: URL
        let code: String
        var name: String { url.lastPathComponent }
    }

    /// The samples, in name order, read from beside this file.
    static func samples() throws -> [Sample] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealWorld")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "README.md" }
            .sorted()
        XCTAssertFalse(names.isEmpty, "no samples in \(folder.path)")
        return try names.map { name in
            let url = folder.appendingPathComponent(name)
            return Sample(url: url, code: try String(contentsOf: url, encoding: .utf8))
        }
    }

    /// Every token of `code`, with plain text cut into its words (class ""), so that an expectation
    /// can say that a name is plain: a member, not a keyword.
    func words(_ code: String, _ language: String) -> [Pair] {
        Highlighter.tokens(of: code, language: language).flatMap { token in
            token.cssClass.isEmpty
                ? token.text.split(whereSeparator: \.isWhitespace).map { Pair("", String($0)) }
                : [Pair(token.cssClass, token.text)]
        }
    }
}
