import Foundation
import Highlight
import SeededRandom
import XCTest

/// Highlighting never changes the text, and only its own spans are markup.
final class RoundTripTests: XCTestCase {
    func testEverySampleRoundTripsInEveryLanguage() {
        for sample in Samples.all {
            for language in Language.all {
                assertRoundTrip(sample, info: language.name)
                assertRoundTrip(sample, info: language.name + " {linenos=true, hl_lines=[1,\"2-3\"]}")
            }
        }
    }

    /// Random text built from the characters that steer the lexers, in every language.
    func testRandomTextRoundTripsInEveryLanguage() {
        var generator = SplitMix64(seed: 2026)
        let pieces = [
            "\"", "'", "`", "\"\"\"", "/*", "*/", "//", "#", "\\", "\\(", "${", "#{", "{", "}", "(", ")", "[", "]", "<", ">",
            "</", "<!--", "-->", "&", "&amp;", "@", "$", "$(", "<<EOF", "EOF", "\n", " ", "\t", "0x1F", "1.5e3", "func", "class",
            "def", "if", "é", "🙂", "\u{2028}", "=begin", "=end", "r\"", "f'", ":", "- ", "---", "+", "-", "@@", "R\"x(", ")x\"",
            "<script>", "</script>", "<style>", "\r\n", "[[", "]]", "--[[", "[==[", "<?php", "?>", "<<<", "$$", "'a", "#[", "@\"",
            "$\"", "\\\n", "=", "%@", "$@", "\tx", "[a.b]", "1979-05-27", "RUN ",
        ]
        for _ in 0..<300 {
            let code = (0..<Int.random(in: 1...60, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for language in Language.all {
                assertRoundTrip(code, info: language.name)
            }
            assertRoundTrip(code, info: "swift {linenos=true, hl_lines=[2]}")
        }
    }

    /// Every fenced block of the sample site and the test fixtures.
    func testEveryFixtureCodeBlockRoundTrips() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        var blocks = 0
        for folder in ["content", "Tests/ImprintCoreTests/Fixtures", "Tests/ImprintCoreTests/InvalidSites", "Tests/ImprintImportTests/Fixtures"] {
            let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "md", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                for block in FencedBlocks.blocks(in: text) {
                    assertRoundTrip(block.code, info: block.info)
                    blocks += 1
                }
            }
        }
        XCTAssertGreaterThan(blocks, 10)
    }

    /// Every fenced block of the generated 1,000-post corpus, when `../shared` is there.
    func testGeneratedCorpusCodeRoundTrips() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/bench/gencorpus.py").standardized
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw XCTSkip("\(script.path) is absent: the corpus round trip needs ../shared beside the checkout")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-highlight-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--posts", "1000", "--projects", "40", "--tags", "60", "--format", "imprint", folder.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let posts = try FileManager.default.contentsOfDirectory(at: folder.appendingPathComponent("content/posts"), includingPropertiesForKeys: nil)
        var blocks = 0
        for post in posts {
            for block in FencedBlocks.blocks(in: try String(contentsOf: post, encoding: .utf8)) {
                assertRoundTrip(block.code, info: block.info)
                blocks += 1
            }
        }
        XCTAssertGreaterThan(blocks, 100)
    }

    func testCodeThatLooksLikeMarkupIsEscaped() {
        let code = "let s = \"</code></pre><script>alert(1)</script>\" // &amp; <b>\n"
        for language in ["swift", "html", "bash", "unknown-language", ""] {
            let html = Highlighter.html(code: code, info: language)
            XCTAssertFalse(html.contains("<script>"), language)
            XCTAssertEqual(html.components(separatedBy: "</code>").count, 2, "one closing tag, the block's own: \(language)")
            XCTAssertTrue(html.contains("&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;") || html.contains("&lt;script&gt;"), language)
            XCTAssertEqual(visibleText(of: html), Array(code.utf8), language)
        }
    }

    func testOnlySpansWithPygmentsClassesAreMarkup() throws {
        let html = Highlighter.html(code: Samples.all.joined(separator: "\n"), info: "objc {linenos=true, hl_lines=[3]}")
        let tags = try NSRegularExpression(pattern: "<[^>]*>").matches(in: html, range: NSRange(html.startIndex..., in: html))
        let allowed = Set(TokenKind.allCases.map(\.cssClass).map { "<span class=\"\($0)\">" } + ["<span class=\"linenos\">", "<span class=\"hll\">", "</span>"])
        for match in tags {
            let tag = String(html[Range(match.range, in: html)!])
            guard !tag.hasPrefix("<pre") && !tag.hasPrefix("<code") && tag != "</code>" && tag != "</pre>" else { continue }
            XCTAssertTrue(allowed.contains(tag), tag)
        }
    }
}

private func assertRoundTrip(_ code: String, info: String, file: StaticString = #filePath, line: UInt = #line) {
    let html = Highlighter.html(code: code, info: info)
    // A span boundary inside a multi-byte character would decode as U+FFFD and fail this too.
    XCTAssertEqual(visibleText(of: html), Array(code.utf8), "info: \(info)", file: file, line: line)
}


/// Fenced code blocks of a Markdown file: info string and code.
enum FencedBlocks {
    static func blocks(in markdown: String) -> [(info: String, code: String)] {
        var blocks: [(String, String)] = []
        var current: (info: String, lines: [String])?
        for line in markdown.components(separatedBy: "\n") {
            if var block = current {
                if line.hasPrefix("```") {
                    blocks.append((block.info, block.lines.map { $0 + "\n" }.joined()))
                    current = nil
                } else {
                    block.lines.append(line)
                    current = block
                }
            } else if line.hasPrefix("```") {
                current = (String(line.dropFirst(3)), [])
            }
        }
        return blocks
    }
}
