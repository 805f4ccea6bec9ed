/// Makefiles, as Pygments reads them: targets and their prerequisites, variable assignments,
/// `$(VAR)`, `$(function args)` and `$@` expansions, directives (`ifeq`, `include`, `define`),
/// comments, and recipes (indented lines), which are shell.
enum MakefileLexer {
    static func tokens(of bytes: [UInt8]) -> [Token] {
        Scanner.tokens(of: bytes, byLine: lexLine)
    }

    static let directives: Set<String> = [
        "ifeq", "ifneq", "ifdef", "ifndef", "else", "endif", "include", "-include", "sinclude", "define", "endef",
        "undefine", "vpath", ".include", ".if", ".ifdef", ".ifndef", ".elif", ".else", ".endif", ".for", ".endfor",
        ".undef", ".error", ".warning",
    ]
    static let modifiers: Set<String> = ["export", "unexport", "override", "private"]
    static let assignmentOperators = ["::=", ":::=", ":=", "+=", "?=", "!=", "="]
    /// What a variable's name may hold besides letters, digits and `_`: `$(PREFIX)_DIR`, `obj-y`.
    static let variableNameBytes = Set("${}().-".utf8)
    static let maximumDepth = 32
}

private extension MakefileLexer {
    static func lexLine(_ scanner: inout Scanner) {
        let start = scanner.position
        let end = logicalLineEnd(scanner.bytes, from: start)
        scanner.skip { $0 == .space }
        let word = scanner.position
        scanner.skip { !$0.isWhitespace }
        let first = scanner.text(from: word)
        scanner.position = word
        if scanner.peek() == UInt8(ascii: "#") {
            scanner.position = end
            scanner.emit(.comment, from: word)
        } else if directives.contains(first) {
            scanner.position = end
            scanner.emit(.commentPreprocessor, from: word)
        } else if scanner.bytes[start] == .tab || word > start {
            scanner.position = start
            scanner.embed(upTo: recipeEnd(scanner.bytes, from: start), lexer: ShellLexer.tokens(of:))
        } else {
            if modifiers.contains(first) {
                scanner.position = word + first.utf8.count
                scanner.emit(.keyword, from: word)
                scanner.skip { $0 == .space || $0 == .tab }
            }
            if !lexAssignment(&scanner, end: end) { lexRule(&scanner, end: end) }
        }
    }

    /// `NAME = value`, `NAME := value`, `NAME += value`: the value is shell, as in Pygments.
    static func lexAssignment(_ scanner: inout Scanner, end: Int) -> Bool {
        let start = scanner.position
        scanner.skip { $0.isIdentifierPart || variableNameBytes.contains($0) }
        let nameEnd = scanner.position
        scanner.skip { $0 == .space || $0 == .tab }
        guard nameEnd > start, let assignment = assignmentOperators.first(where: scanner.matches) else {
            scanner.position = start
            return false
        }
        let operatorStart = scanner.position
        scanner.position = nameEnd
        scanner.emit(.nameVariable, from: start)
        scanner.position = operatorStart + assignment.utf8.count
        scanner.emit(.operator, from: operatorStart)
        scanner.embed(upTo: end, lexer: ShellLexer.tokens(of:))
        return true
    }

    /// `targets: prerequisites`, the targets a function's name; or any other line, with its expansions.
    static func lexRule(_ scanner: inout Scanner, end: Int) {
        let start = scanner.position
        var colon = start
        while colon < end, scanner.bytes[colon] != UInt8(ascii: ":"), scanner.bytes[colon] != UInt8(ascii: "#") { colon += 1 }
        if colon < end, colon > start, scanner.bytes[colon] == UInt8(ascii: ":") {
            scanner.position = colon
            scanner.emit(.nameFunction, from: start)
            scanner.skip { $0 == UInt8(ascii: ":") }
            scanner.emit(.operator, from: colon)
        }
        while scanner.position < end {
            let position = scanner.position
            switch scanner.peek() {
            case UInt8(ascii: "$"):
                lexExpansion(&scanner, depth: 0)
            case UInt8(ascii: "#"):
                scanner.position = end
                scanner.emit(.comment, from: position)
            case UInt8(ascii: ";"):
                scanner.advance()
                scanner.emit(.punctuation, from: position)
                scanner.embed(upTo: end, lexer: ShellLexer.tokens(of:))
            case UInt8(ascii: "|"), UInt8(ascii: ","):
                scanner.advance()
                scanner.emit(.punctuation, from: position)
            default:
                scanner.advanceCharacter()
            }
        }
    }

    /// `$@` and its like; `$(CC)`, whose name is a variable's; `$(wildcard *.c)`, whose first word,
    /// followed by its arguments, is a builtin function's.
    static func lexExpansion(_ scanner: inout Scanner, depth: Int) {
        let start = scanner.position
        scanner.advance()
        let opener = scanner.peek()
        guard opener == UInt8(ascii: "(") || opener == UInt8(ascii: "{"), depth < maximumDepth else {
            let isName = opener.isIdentifierStart
            if !scanner.atEnd, opener != .newline { scanner.advanceCharacter() }
            scanner.emit(isName ? .nameVariable : .keyword, from: start)
            return
        }
        let closer = opener == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        scanner.advance()
        scanner.emit(.keyword, from: start)
        let name = scanner.position
        scanner.skip { $0.isIdentifierPart || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
        scanner.emit(scanner.peek() == .space ? .nameBuiltin : .nameVariable, from: name)
        while !scanner.atEnd, scanner.peek() != closer, scanner.peek() != .newline {
            if scanner.peek() == UInt8(ascii: "$") {
                lexExpansion(&scanner, depth: depth + 1)
            } else {
                scanner.advanceCharacter()
            }
        }
        let close = scanner.position
        if scanner.peek() == closer { scanner.advance() }
        scanner.emit(.keyword, from: close)
    }

    /// Where the line at `start` ends, with the lines a backslash at the end continues it on.
    static func logicalLineEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != .newline || (index > start && bytes[index - 1] == .backslash) { index += 1 }
        return index
    }

    /// Where the recipe lines from `start` end: the lines that start with white space, and those continued.
    static func recipeEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = logicalLineEnd(bytes, from: start)
        while end + 1 < bytes.count, bytes[end + 1] == .tab || bytes[end + 1] == .space {
            end = logicalLineEnd(bytes, from: end + 1)
        }
        return end
    }
}
