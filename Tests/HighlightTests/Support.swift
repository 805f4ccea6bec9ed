import Foundation
import Highlight
import XCTest

/// The (class, text) pairs of `code`, without the plain-text ones.
func classified(_ code: String, _ language: String) -> [Pair] {
    Highlighter.tokens(of: code, language: language).filter { !$0.cssClass.isEmpty }.map { Pair($0.cssClass, $0.text) }
}

/// A token as a test writes it: `Pair("kd", "func")`.
struct Pair: Equatable, CustomStringConvertible {
    let cssClass: String
    let text: String

    init(_ cssClass: String, _ text: String) {
        self.cssClass = cssClass
        self.text = text
    }

    var description: String { "\(cssClass):\(text.debugDescription)" }
}

/// Asserts that highlighting `code` gives each of `expected`, in that order (other tokens may come between).
func assertTokens(_ code: String, _ language: String, include expected: [Pair], file: StaticString = #filePath, line: UInt = #line) {
    let actual = classified(code, language)
    var remaining = actual[...]
    for pair in expected {
        guard let index = remaining.firstIndex(of: pair) else {
            XCTFail("\(pair) not found (in order) among \(actual)", file: file, line: line)
            return
        }
        remaining = remaining[(index + 1)...]
    }
}

/// The text a browser shows for highlighted HTML: tags and line numbers removed, entities decoded.
func visibleText(of html: String) -> String {
    var text = html.hasSuffix("</pre>\n") ? String(html.dropLast()) : html
    text = text.replacingOccurrences(of: #"<span class="linenos">[^<]*</span>"#, with: "", options: .regularExpression)
    text = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
    return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
}
