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

/// The text a browser shows for highlighted HTML, compared byte for byte by the tests.
func visibleText(of html: String) -> [UInt8] {
    Array(Highlighter.code(inHTML: html).utf8)
}
