/// Names and operators: what a name is by the words and the bytes around it (a member, a
/// function's receiver, a type, a function being defined), and which operators read as punctuation.
extension CodeLexer {
    /// Emits the name that runs from `start` to the cursor.
    mutating func lexName(from start: Int) {
        if expectedName == .nameNamespace, grammar.dottedNamespaces { skipDottedPath() }
        let word = scanner.text(from: start)
        var kind: TokenKind
        if isMember(at: start), let expected = expectedName {
            expectedName = nil
            kind = expected
        } else if isMember(at: start) {
            kind = grammar.memberKeywords.contains(word) ? self.kind(ofName: word).orKeyword : isNestedType(word) ? .nameClass : .text
        } else if genericDepth > 0 || (expectedName == .nameFunction && isReceiver()) {
            // A generic list's types and a receiver (`fun List<T>.count()`) are not the name expected.
            kind = receiverKind(of: word)
        } else if start >= 2, scanner.bytes[start - 1] == UInt8(ascii: ":"), scanner.bytes[start - 2] == UInt8(ascii: ":") {
            // Kotlin's `this::class` names no class.
            kind = self.kind(ofName: word)
            expectedName = nil
        } else {
            kind = self.kind(ofName: word)
        }
        if kind == .text { kind = unlistedKind(of: word, from: start) }
        scanner.emit(kind, from: start)
    }

    /// Emits the operator at `start`: the brackets of a generic argument list and the operators the
    /// grammar keeps quiet as punctuation.
    mutating func lexOperator(from start: Int) {
        let byte = scanner.peek()
        if grammar.genericBrackets, byte == UInt8(ascii: "<"), opensGenericList(at: start) {
            scanner.advance()
            genericDepth += 1
        } else if genericDepth > 0 {
            scanner.advance(scanner.matches("->") ? 2 : 1)
            if byte == UInt8(ascii: ">") { genericDepth -= 1 }
        } else {
            scanner.skip { Self.operatorBytes.contains($0) }
            expectedName = nil
            scanner.emit(grammar.quietOperators.contains(scanner.text(from: start)) ? .punctuation : .operator, from: start)
            return
        }
        scanner.emit(.punctuation, from: start)
    }
}

private extension CodeLexer {
    /// Whether the name just lexed is followed by `.` (after its generic arguments, if any): the
    /// receiver of an extension function.
    func isReceiver() -> Bool {
        var after = scanner.position
        if scanner.peek() == UInt8(ascii: "<"), closesGenericList(openingAt: after) {
            var depth = 0
            repeat {
                if scanner.bytes[after] == UInt8(ascii: "<") { depth += 1 }
                if scanner.bytes[after] == UInt8(ascii: ">"), scanner.bytes[after - 1] != UInt8(ascii: "-") { depth -= 1 }
                after += 1
            } while depth > 0 && after < scanner.bytes.count
        }
        return after + 1 < scanner.bytes.count && scanner.bytes[after] == UInt8(ascii: ".") && scanner.bytes[after + 1].isIdentifierStart
    }

    /// `Episode.Chapter`: a capitalised member of a type is a type too.
    func isNestedType(_ word: String) -> Bool {
        let tokens = scanner.tokens
        guard word.utf8.first?.isUppercase == true, grammar.typeNames != .listed, tokens.count >= 2 else { return false }
        return tokens[tokens.count - 1].kind == .punctuation && [.nameClass, .keywordType].contains(tokens[tokens.count - 2].kind)
    }

    /// `import kotlinx.coroutines.*`: the path goes on over `.name` and `.*`.
    mutating func skipDottedPath() {
        while scanner.peek() == UInt8(ascii: "."), scanner.peek(1).isIdentifierStart || scanner.peek(1) == UInt8(ascii: "*") {
            scanner.advance()
            if scanner.peek() == UInt8(ascii: "*") { scanner.advance() } else { skipIdentifier() }
        }
    }

    /// The kind of `Throwable` in Kotlin's `fun Throwable.suspendAndThrow()` or `self` in Ruby's
    /// `def self.for`: the function's name is still to come.
    mutating func receiverKind(of word: String) -> TokenKind {
        let expected = expectedName
        expectedName = nil
        defer { expectedName = expected }
        let kind = self.kind(ofName: word)
        return kind == .text && word.utf8.first?.isUppercase == true ? .nameClass : kind
    }

    /// The kind of a name no list of the grammar holds, from where it stands.
    func unlistedKind(of word: String, from start: Int) -> TokenKind {
        let capitalized = word.utf8.first?.isUppercase == true
        if genericDepth > 0, capitalized { return .nameClass }
        if grammar.definitionsByShape, isDefinedFunction(from: start) { return .nameFunction }
        switch grammar.typeNames {
        case .listed:
            return .text
        case .cocoa:
            let named = word.utf8.contains(where: \.isLowercase) || (hasCocoaPrefix(word) && !word.contains("_"))
            return capitalized && named && (word.hasSuffix("Ref") || isObjectiveCTypePosition(word, from: start)) ? .nameClass : .text
        case .positions:
            return capitalized && isSwiftTypePosition(from: start) ? .nameClass : .text
        }
    }

    /// Whether the `<` at `start` follows a name right away (`Array<Int>`, `id<NSCopying>`) or,
    /// in Objective-C, a class's name (`NSObject <NSCacheDelegate>`), and a `>` closes it.
    func opensGenericList(at start: Int) -> Bool {
        guard start > 0 else { return false }
        var end = start
        if grammar.typeNames == .cocoa {
            while end > 0, scanner.bytes[end - 1] == .space || scanner.bytes[end - 1] == .tab { end -= 1 }
        }
        let name = word(endingAt: end)
        if end != start || scanner.bytes[start - 1] == .space {
            // `template <typename T>`, Kotlin's `fun <T>`.
            var wordEnd = start
            while wordEnd > 0, scanner.bytes[wordEnd - 1] == .space { wordEnd -= 1 }
            if Self.genericIntroducers.contains(word(endingAt: wordEnd)) { return closesGenericList(openingAt: start) }
        }
        guard let first = name.utf8.first, end == start || first.isUppercase else { return false }
        return closesGenericList(openingAt: start)
    }

    /// Whether a `>` closes the `<` at `start` on the same line, with only what a type may hold
    /// between: `Dictionary<String, [Int]>`, `Result<() -> Void, any Error>`, `NSArray<NSString *>`.
    func closesGenericList(openingAt start: Int) -> Bool {
        let bytes = scanner.bytes
        var depth = 0
        var index = start
        while index < bytes.count, index - start < 240 {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ">") where bytes[index - 1] != UInt8(ascii: "-"):
                depth -= 1
                if depth == 0 { return true }
            case UInt8(ascii: "&") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "&"):
                return false
            default:
                guard byte.isIdentifierPart || Self.genericListBytes.contains(byte) else { return false }
            }
            index += 1
        }
        return false
    }

    static let genericIntroducers: Set<String> = ["template", "fun"]

    static let genericListBytes = Set(" \t,.:?!*&[]()->@".utf8)

    /// `RowCache *cache`, `[RowCache alloc]`, `(NSRect)`, `@interface RowCache : NSObject`, and Cocoa's classes
    /// (a prefix such as `NS`, `UI`, `CG`) before a name or a generic list: `CGRect frame`,
    /// `NSArray<NSString *>`. Not where a value stands (`CGRectZero`, `NSNotFound`), nor called (`NSLog(`).
    func isObjectiveCTypePosition(_ word: String, from start: Int) -> Bool {
        let next = nextByte(after: scanner.position)
        let previous = scanner.previousSignificantByte(before: start)
        if next == UInt8(ascii: "*") || (previous == UInt8(ascii: "[") && next.isIdentifierStart)
            || (previous == UInt8(ascii: "(") && next == UInt8(ascii: ")")) {
            return true
        }
        if previous == UInt8(ascii: ":") || previous == UInt8(ascii: "@") { return lineOpens(start, withAnyOf: Self.declaringKeywords) }
        return (next.isIdentifierStart || next == UInt8(ascii: "<")) && hasCocoaPrefix(word)
    }

    static let declaringKeywords = ["@interface", "@implementation", "@class", "@protocol"]

    func lineOpens(_ index: Int, withAnyOf openers: [String]) -> Bool {
        var lineStart = index
        while lineStart > 0, scanner.bytes[lineStart - 1] != .newline { lineStart -= 1 }
        while lineStart < index, scanner.bytes[lineStart] == .space || scanner.bytes[lineStart] == .tab { lineStart += 1 }
        let line = scanner.bytes[lineStart..<index]
        return openers.contains { line.starts(with: $0.utf8) }
    }

    func hasCocoaPrefix(_ word: String) -> Bool {
        let capitals = word.utf8.prefix(while: \.isUppercase).count
        return capitals >= 3 && Self.cocoaPrefixes.contains { $0.utf8.count < capitals && word.hasPrefix($0) }
    }

    static let cocoaPrefixes = [
        "NS", "UI", "CG", "CA", "CF", "CI", "CL", "CK", "CT", "CV", "CB", "CM", "CN", "MK", "AV", "SK", "SCN", "WK", "GK",
        "UN", "PH", "MTL", "MTK", "EK", "HK", "MP", "QL", "SF", "NW", "LA", "AS", "PK", "ML", "VN", "AR", "GC", "MC", "NE",
    ]

    func isSwiftTypePosition(from start: Int) -> Bool {
        let bytes = scanner.bytes
        var before = start - 1
        while before >= 0, bytes[before].isWhitespace { before -= 1 }
        if before >= 0 {
            switch bytes[before] {
            case UInt8(ascii: ":"): if before == 0 || bytes[before - 1] != UInt8(ascii: ":") { return true }
            case UInt8(ascii: ">"): if before > 0 && bytes[before - 1] == UInt8(ascii: "-") { return true }
            case UInt8(ascii: "["), UInt8(ascii: "&"): return true
            case UInt8(ascii: ","): if isInInheritanceList(before) { return true }
            case UInt8(ascii: "?"), UInt8(ascii: "!"): if word(endingAt: before) == "as" { return true }
            default: if Self.typeIntroducingWords.contains(word(endingAt: before + 1)) { return true }
            }
        }
        let after = scanner.position
        switch after < bytes.count ? bytes[after] : 0 {
        case UInt8(ascii: "("): return true
        case UInt8(ascii: "<"): return closesGenericList(openingAt: after)
        case UInt8(ascii: "."): return after + 1 < bytes.count && bytes[after + 1].isIdentifierStart
        default: return nextByte(after: after) == UInt8(ascii: "{")
        }
    }

    static let typeIntroducingWords: Set<String> = ["is", "as", "some", "any"]

    /// Whether the `,` at `comma` separates the types a declaration inherits: `class A: B, C {`.
    func isInInheritanceList(_ comma: Int) -> Bool {
        let bytes = scanner.bytes
        var index = comma - 1
        var colon = false
        while index >= 0, bytes[index] != .newline {
            switch bytes[index] {
            case UInt8(ascii: ":"): colon = true
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "["): return false
            default: break
            }
            index -= 1
        }
        guard colon else { return false }
        let line = String(decoding: bytes[(index + 1)..<comma], as: UTF8.self)
        return line.split(whereSeparator: { !$0.isLetter }).contains { grammar.typeIntroducers.contains(String($0)) }
    }

    /// The name whose last byte is just before `end`, or "".
    func word(endingAt end: Int) -> String {
        var index = end
        while index > 0, scanner.bytes[index - 1].isIdentifierPart { index -= 1 }
        return String(decoding: scanner.bytes[index..<end], as: UTF8.self)
    }

    /// The first byte from `index` on that is not a space or a tab, or 0.
    func nextByte(after index: Int) -> UInt8 {
        var index = index
        while index < scanner.bytes.count, scanner.bytes[index] == .space || scanner.bytes[index] == .tab { index += 1 }
        return index < scanner.bytes.count ? scanner.bytes[index] : 0
    }

    /// Whether the name at `start` is a function's in a definition or a declaration: only the
    /// words of a return type and modifiers before it on its line (`static NSError *`,
    /// `public <T> List<T>`, `void Foo::`), and after its parameters `{`, `;`, a constructor's
    /// `:`, or qualifiers and then one of those (`const override {`, `throws IOException {`).
    func isDefinedFunction(from start: Int) -> Bool {
        let bytes = scanner.bytes
        var open = scanner.position
        while open < bytes.count, bytes[open] == .space || bytes[open] == .tab { open += 1 }
        guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else { return false }
        var index = start - 1
        var words = 0
        while index >= 0, bytes[index] != .newline {
            let byte = bytes[index]
            if byte.isIdentifierPart {
                let endsWord = !bytes[index + 1].isIdentifierPart
                let qualifies = bytes[index + 1] == UInt8(ascii: ":") && index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: ":")
                if endsWord, !qualifies { words += 1 }
            } else if !Self.declarationBytes.contains(byte) {
                return false
            }
            index -= 1
        }
        var first = index + 1
        while first < start, bytes[first] == .space || bytes[first] == .tab { first += 1 }
        var firstEnd = first
        while firstEnd < start, bytes[firstEnd].isIdentifierPart { firstEnd += 1 }
        guard words > 0, !Self.statementWords.contains(String(decoding: bytes[first..<firstEnd], as: UTF8.self)),
              bytes[start..<scanner.position].contains(where: \.isLowercase)
        else { return false }
        return endsDefinition(afterParametersAt: open)
    }

    static let declarationBytes = Set(" \t*&:<>,~[]@".utf8)
    static let statementWords: Set<String> = [
        "return", "else", "case", "goto", "throw", "delete", "new", "co_return", "co_await", "co_yield", "sizeof", "yield", "do",
        "typedef",
    ]

    func endsDefinition(afterParametersAt open: Int) -> Bool {
        let bytes = scanner.bytes
        var index = open
        var depth = 0
        repeat {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
            index += 1
        } while index < bytes.count && depth > 0 && index - open < 4000
        guard depth == 0 else { return false }
        let close = index - 1
        while index < bytes.count, bytes[index].isWhitespace { index += 1 }
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"): return true
        case UInt8(ascii: ";"): return declaresParameters(bytes[(open + 1)..<(close)])
        case UInt8(ascii: ":"): return index + 1 < bytes.count && bytes[index + 1] != UInt8(ascii: ":")
        default:
            guard bytes[index].isIdentifierStart || bytes[index] == UInt8(ascii: "-") else { return false }
            while index < bytes.count, bytes[index].isIdentifierPart || bytes[index].isWhitespace || Self.qualifierBytes.contains(bytes[index]) {
                index += 1
            }
            return index < bytes.count && (bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: ";"))
        }
    }

    static let qualifierBytes = Set(",.<>&*->".utf8)

    /// Whether the parentheses of a line ending in `;` declare parameters (`int max(int a, int b);`,
    /// `void f(void);`) rather than pass values to a constructor (`ScopedTimer timer("fill", 2);`).
    func declaresParameters(_ list: ArraySlice<UInt8>) -> Bool {
        guard !list.contains(UInt8(ascii: "\"")), !list.contains(UInt8(ascii: "'")), !list.contains(UInt8(ascii: "(")),
              !list.indices.contains(where: { list[$0] == UInt8(ascii: ":") && $0 + 1 < list.endIndex && list[$0 + 1] == UInt8(ascii: ":") })
        else { return false }
        return list.split(separator: UInt8(ascii: ",")).allSatisfy { part in
            let words = part.split { !$0.isIdentifierPart && $0 != UInt8(ascii: ".") }.map { String(decoding: $0, as: UTF8.self) }
            if words.first?.first?.isNumber == true { return false }
            return words.count >= 2 || part.contains(UInt8(ascii: "*")) || part.contains(UInt8(ascii: "&")) || words.allSatisfy(grammar.types.contains)
        }
    }
}
