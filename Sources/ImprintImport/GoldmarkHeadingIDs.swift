import Foundation
import ImprintCore

/// The ids Hugo's Markdown (Goldmark) gives headings, by `markup.goldmark.parser.autoHeadingIDType`:
/// `github` (Hugo's default: letters, digits and `_` lowercased, a space or `-` a hyphen, the rest
/// dropped), `github-ascii` (the same of the text with its accents taken off, and ASCII only) or
/// `blackfriday` (runs of other characters one hyphen between letters and numbers). Within a
/// page an id taken gets `-1`, `-2`; a heading with nothing left is `heading`.
struct GoldmarkHeadingIDs {
    enum Style: String {
        case github
        case githubASCII = "github-ascii"
        case blackfriday
    }

    let style: Style

    /// The ids of a page's headings, from their texts in order.
    func ids(for texts: [String]) -> [String] {
        var taken: Set<String> = []
        return texts.map { text in
            var id = anchor(text)
            if id.isEmpty { id = "heading" }
            if taken.contains(id) { id = (1...).lazy.map { "\(id)-\($0)" }.first { !taken.contains($0) }! }
            taken.insert(id)
            return id
        }
    }

    /// The id of one heading's text, before it is made unique.
    func anchor(_ text: String) -> String {
        var id = String.UnicodeScalarView()
        switch style {
        case .github, .githubASCII:
            let text = style == .githubASCII ? Self.withoutAccents(text) : text
            for scalar in text.unicodeScalars {
                if style == .githubASCII, !scalar.isASCII { continue }
                if scalar == "-" || scalar == " " {
                    id.append("-")
                } else if scalar == "_" || Self.isLetter(scalar) || scalar.properties.generalCategory == .decimalNumber {
                    id.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                }
            }
        case .blackfriday:
            var dash = false
            for scalar in text.unicodeScalars {
                guard Self.isLetter(scalar) || scalar.properties.numericType != nil && Self.numbers.contains(scalar.properties.generalCategory) else {
                    dash = true
                    continue
                }
                if dash, !id.isEmpty { id.append("-") }
                dash = false
                id.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            }
        }
        return String(id)
    }
}

private extension GoldmarkHeadingIDs {
    /// Go's `unicode.IsLetter`: the letter categories, not marks.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter].contains(scalar.properties.generalCategory)
    }

    /// Go's `unicode.IsNumber`.
    static let numbers: Set<Unicode.GeneralCategory> = [.decimalNumber, .letterNumber, .otherNumber]

    /// The text decomposed, its combining marks left out, and composed again: `Café` is `Cafe`.
    static func withoutAccents(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
            kept.append(scalar)
        }
        return String(kept).precomposedStringWithCanonicalMapping
    }
}
