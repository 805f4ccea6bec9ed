import Foundation

/// Checks background values against the grammar of their CSS property, so that a typo is an error
/// at its line instead of a silently ignored declaration, and nothing can escape its declaration.
enum CSSGrammar {
    static let repeatKeywords: Set = ["repeat", "no-repeat", "space", "round"]
    static let positionKeywords: Set = ["left", "right", "top", "bottom", "center"]
    static let attachments: Set = ["scroll", "fixed", "local"]
    static let boxes: Set = ["border-box", "padding-box", "content-box"]
    static let blendModes: Set = [
        "normal", "multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn", "hard-light",
        "soft-light", "difference", "exclusion", "hue", "saturation", "color", "luminosity",
    ]
    static let gradientFunctions: Set = [
        "linear-gradient", "radial-gradient", "conic-gradient",
        "repeating-linear-gradient", "repeating-radial-gradient", "repeating-conic-gradient",
    ]
    private static let units: Set = ["px", "em", "rem", "%", "vw", "vh", "vmin", "vmax", "ex", "ch", "pt", "pc", "cm", "mm", "in", "q"]

    /// What, if anything, could end a declaration or a style element early: `;`, braces, comments,
    /// backslash escapes, `<` (for `</style>`), and control characters.
    static func escapeProblem(_ value: String) -> String? {
        if let bad = value.first(where: { ";{}\\<".contains($0) || $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) }) {
            return "must not contain `\(bad.isNewline ? "a line break" : String(bad))`"
        }
        if value.contains("/*") || value.contains("*/") { return "must not contain a comment" }
        return nil
    }

    static func isLength(_ token: Substring) -> Bool {
        if token == "0" { return true }
        let number = token.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        guard !number.isEmpty, Double(number) != nil else { return false }
        return units.contains(String(token.dropFirst(number.count)).lowercased())
    }

    static func isRepeat(_ value: String) -> Bool {
        let tokens = words(value)
        if tokens.count == 1 { return repeatKeywords.contains(tokens[0]) || tokens[0] == "repeat-x" || tokens[0] == "repeat-y" }
        return tokens.count == 2 && tokens.allSatisfy(repeatKeywords.contains)
    }

    static func isPosition(_ value: String) -> Bool {
        let tokens = words(value)
        return (1...4).contains(tokens.count) && tokens.allSatisfy { positionKeywords.contains($0) || isLength(Substring($0)) }
            && tokens.filter({ $0 == "left" || $0 == "right" }).count <= 1 && tokens.filter({ $0 == "top" || $0 == "bottom" }).count <= 1
    }

    /// `auto`, `cover`, `contain`, or one or two lengths, percentages or `auto`s. (`natural` is Imprint's.)
    static func isSize(_ value: String) -> Bool {
        let tokens = words(value)
        if tokens.count == 1, tokens[0] == "cover" || tokens[0] == "contain" { return true }
        return (1...2).contains(tokens.count) && tokens.allSatisfy { $0 == "auto" || isLength(Substring($0)) }
    }

    /// A gradient function with balanced parentheses and nothing after its closing one.
    static func isGradient(_ value: String) -> Bool {
        guard let open = value.firstIndex(of: "("), gradientFunctions.contains(String(value[..<open]).lowercased()), value.hasSuffix(")") else {
            return false
        }
        var depth = 0
        for (offset, character) in value[open...].enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return offset == value[open...].count - 1 }
            if depth < 0 { return false }
        }
        return false
    }

    /// A hex colour, a colour keyword, or an rgb/hsl function.
    static func isColor(_ value: String) -> Bool {
        if value.hasPrefix("#") {
            let digits = value.dropFirst()
            return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
        }
        if value.allSatisfy({ $0.isLetter }) { return true }
        let functions = ["rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch("]
        return functions.contains { value.lowercased().hasPrefix($0) } && value.hasSuffix(")")
            && value.filter({ $0 == "(" }).count == 1 && value.filter({ $0 == ")" }).count == 1
    }

    /// Selectors are limited to the characters of type, class, id, attribute, pseudo-class and
    /// combinator selectors, with balanced brackets.
    static func isSelector(_ value: String) -> Bool {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.#:>+~*, []=\"'()^$|")
        guard !value.trimmingCharacters(in: .whitespaces).isEmpty, value.allSatisfy(allowed.contains) else { return false }
        return value.filter({ $0 == "[" }).count == value.filter({ $0 == "]" }).count
            && value.filter({ $0 == "(" }).count == value.filter({ $0 == ")" }).count
            && !value.hasSuffix(",") && !value.hasPrefix(",")
    }

    private static func words(_ value: String) -> [String] {
        value.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    }
}
