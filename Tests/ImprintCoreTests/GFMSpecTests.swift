import CCmarkGFM
import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// Every example of the GFM spec (`../shared/spec/gfm/`: spec.txt, extensions.txt and
/// regression.txt) rendered by Imprint and by cmark-gfm itself with the same options and
/// extensions gives the same HTML, but for what Imprint documents it adds: heading ids,
/// `loading="lazy" decoding="async"` on every image but the first, and `tabindex="0"` on code
/// blocks and tables, which scroll sideways. Compared as written, and
/// through the spec's own normalize.py, whose rules the spec's tests use.
final class GFMSpecTests: XCTestCase {
    private static let specFolder = Fixture.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/spec/gfm")

    func testEverySpecExampleRendersAsCmarkGFMRendersIt() throws {
        let examples = try Self.examples()
        XCTAssertGreaterThan(examples.count, 600)
        var differences: [String] = []
        var pairs: [(markdown: String, imprint: String, cmark: String)] = []
        // Smart punctuation as cmark's own option, off (the spec's) and on (Imprint's default).
        for smart in [false, true] {
            let renderer = MarkdownRenderer(smartPunctuation: smart, highlightsCode: false)
            for example in examples {
                let imprint = Self.removingDocumentedAdditions(renderer.render(example.markdown).html)
                let cmark = Self.cmarkHTML(example.markdown, smart: smart)
                pairs.append((example.markdown, imprint, cmark))
                if imprint != cmark {
                    differences.append("\(example.file) example \(example.number) (line \(example.line), smart \(smart)):\n\(example.markdown)\n--- cmark-gfm\n\(cmark)--- Imprint\n\(imprint)")
                }
            }
        }
        XCTAssertEqual(differences.count, 0, "\(differences.count) of \(pairs.count) renderings differ:\n" + differences.prefix(10).joined(separator: "\n"))
        let normalized = try Self.normalizedDifferences(pairs)
        XCTAssertEqual(normalized, [], "examples that differ after the spec's normalize.py")
    }

    struct Example {
        let file: String
        let number: Int
        let line: Int
        let markdown: String
    }

    /// The examples of the spec files, with `→` as a tab, as the spec writes it.
    static func examples() throws -> [Example] {
        guard FileManager.default.fileExists(atPath: specFolder.appendingPathComponent("spec.txt").path) else {
            throw XCTSkip("\(specFolder.path)/spec.txt is absent: the GFM spec comparison needs ../shared beside the checkout")
        }
        var examples: [Example] = []
        for name in ["spec.txt", "extensions.txt", "regression.txt"] {
            let url = specFolder.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let fence = String(repeating: "`", count: 32)
            var markdown: [Substring]?
            var inOutput = false
            var start = 0
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if markdown == nil, line.hasPrefix(fence + " example") {
                    markdown = []
                    inOutput = false
                    start = index + 1
                } else if var lines = markdown {
                    if line == fence {
                        examples.append(Example(file: name, number: examples.filter { $0.file == name }.count + 1, line: start,
                                                markdown: lines.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")))
                        markdown = nil
                    } else if line == "." {
                        inOutput = true
                    } else if !inOutput {
                        lines.append(line)
                        markdown = lines
                    }
                }
            }
        }
        return examples
    }

    /// What cmark-gfm writes for `markdown` with Imprint's options and extensions, called here
    /// directly rather than through `CmarkDocument`, so that the boundary's options are tested too.
    /// Nothing parses beside it (tests run one at a time), so it needs no lock of inline parsing.
    static func cmarkHTML(_ markdown: String, smart: Bool) -> String {
        cmark_gfm_core_extensions_ensure_registered()
        let options = CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES | (smart ? CMARK_OPT_SMART : 0)
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tasklist"] {
            if let syntaxExtension = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntaxExtension) }
        }
        cmark_parser_feed(parser, markdown, markdown.utf8.count)
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        guard let html = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// `html` without the heading ids, lazy-loading attributes and focusable code blocks and tables Imprint adds.
    static func removingDocumentedAdditions(_ html: String) -> String {
        html.replacing(/<h([1-6]) id="[^"]*"/) { "<h\($0.output.1)" }.replacingOccurrences(of: " loading=\"lazy\" decoding=\"async\"", with: "")
            .replacing(/<(pre|table) tabindex="0">/) { "<\($0.output.1)>" }
    }

    /// The examples whose two renderings differ after normalize.py, run by Python.
    static func normalizedDifferences(_ pairs: [(markdown: String, imprint: String, cmark: String)]) throws -> [String] {
        let input = try Fixture.temporaryDirectory().appendingPathComponent("pairs.json")
        try JSONSerialization.data(withJSONObject: pairs.map { [$0.markdown, $0.imprint, $0.cmark] }).write(to: input)
        let script = """
            import json, sys
            sys.path.insert(0, sys.argv[1])
            from normalize import normalize_html
            for markdown, imprint, cmark in json.load(open(sys.argv[2], encoding="utf-8")):
                if normalize_html(imprint) != normalize_html(cmark):
                    print(json.dumps(markdown))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, specFolder.path, input.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 could not run normalize.py")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
