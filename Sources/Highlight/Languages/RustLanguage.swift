/// Rust: lifetimes and character literals, raw and byte strings, macros, attributes, doc
/// comments, nested block comments, and number suffixes (`1_000u32`, `2.5f64`).
enum RustLanguage {
    static let grammar = CodeGrammar(
        keywords: [
            "as", "async", "await", "box", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "fn",
            "for", "if", "impl", "in", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "static", "struct",
            "super", "trait", "type", "union", "unsafe", "use", "where", "while", "yield", "try", "macro",
        ],
        declarationKeywords: ["let"],
        types: [
            "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64", "char", "str",
            "bool",
        ],
        constants: ["true", "false"],
        builtins: [
            "Copy", "Send", "Sized", "Sync", "Unpin", "Drop", "Fn", "FnMut", "FnOnce", "drop", "Box", "ToOwned", "Clone",
            "PartialEq", "PartialOrd", "Eq", "Ord", "AsRef", "AsMut", "Into", "From", "Default", "Iterator", "Extend",
            "IntoIterator", "DoubleEndedIterator", "ExactSizeIterator", "Option", "Some", "None", "Result", "Ok", "Err",
            "String", "ToString", "Vec",
        ],
        pseudoVariables: ["self", "Self"],
        functionIntroducers: ["fn"],
        typeIntroducers: ["struct", "enum", "union", "trait", "type"],
        namespaceIntroducers: ["mod"],
        nestedComments: true,
        strings: [StringRule(open: "\"", close: "\"", kind: .string, multiline: true)],
        rules: [docComment, attribute, quote, prefixedString, macro, number])

    /// `///` and `//!` document what follows or holds them; `////` is a plain comment.
    static let docComment: CodeGrammar.Rule = { lexer in
        let isDoc = lexer.scanner.matches("//!") || (lexer.scanner.matches("///") && lexer.scanner.peek(3) != UInt8(ascii: "/"))
        guard isDoc else { return false }
        let start = lexer.scanner.position
        lexer.scanner.skipToLineEnd()
        lexer.scanner.emit(.stringDoc, from: start)
        return true
    }

    /// `#[derive(Debug)]` and `#![allow(dead_code)]`, brackets nested, strings in them apart.
    static let attribute: CodeGrammar.Rule = { lexer in
        let bang = lexer.scanner.peek(1) == UInt8(ascii: "!") ? 1 : 0
        guard lexer.scanner.peek() == UInt8(ascii: "#"), lexer.scanner.peek(1 + bang) == UInt8(ascii: "[") else { return false }
        lexer.scanner.flushText(before: lexer.scanner.position)
        lexer.scanner.advance(1 + bang)
        var depth = 0
        while !lexer.scanner.atEnd {
            let byte = lexer.scanner.peek()
            if byte == UInt8(ascii: "\"") {
                lexer.scanner.emit(.commentPreprocessor)
                lexer.lexString(lexer.grammar.strings[0], from: lexer.scanner.position)
                continue
            }
            lexer.scanner.advanceCharacter()
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 0 { break }
        }
        lexer.scanner.emit(.commentPreprocessor)
        return true
    }

    /// `'x'`, `'\n'` and `b'x'` are characters; `'a` and `'static` are lifetimes (and labels),
    /// written as Pygments does: the quote an operator, the name an attribute.
    static let quote: CodeGrammar.Rule = { lexer in
        let prefix = lexer.scanner.peek() == UInt8(ascii: "b") ? 1 : 0
        guard lexer.scanner.peek(prefix) == UInt8(ascii: "'") else { return false }
        let start = lexer.scanner.position
        if let end = characterLiteralEnd(lexer.scanner.bytes, from: start + prefix + 1) {
            lexer.scanner.position = end
            lexer.scanner.emit(.stringChar, from: start)
            return true
        }
        guard prefix == 0, lexer.scanner.peek(1).isIdentifierStart else { return false }
        lexer.scanner.advance()
        lexer.scanner.emit(.operator, from: start)
        let name = lexer.scanner.position
        lexer.skipIdentifier()
        let word = lexer.scanner.text(from: name)
        lexer.scanner.emit(word == "static" || word == "_" ? .nameBuiltin : .nameAttribute, from: name)
        return true
    }

    /// `r"..."`, `r#"..."#`, `b"..."`, `br#"..."#`: raw strings take no escapes.
    static let prefixedString: CodeGrammar.Rule = { lexer in
        let start = lexer.scanner.position
        let isByte = lexer.scanner.peek() == UInt8(ascii: "b")
        let isRaw = lexer.scanner.peek(isByte ? 1 : 0) == UInt8(ascii: "r")
        guard isByte || isRaw else { return false }
        let prefix = (isByte ? 1 : 0) + (isRaw ? 1 : 0)
        var hashes = 0
        while isRaw, lexer.scanner.peek(prefix + hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard lexer.scanner.peek(prefix + hashes) == UInt8(ascii: "\"") else { return false }
        let pounds = String(repeating: "#", count: hashes)
        let open = String(decoding: lexer.scanner.bytes[start..<start + prefix], as: UTF8.self) + pounds + "\""
        let rule = StringRule(open: open, close: "\"" + pounds, kind: .string, escape: isRaw ? nil : "\\", multiline: true)
        lexer.lexString(rule, from: start)
        return true
    }

    /// `println!(...)`, `vec![...]`, `macro_rules! name`: a macro's name, with its `!`, is a function's.
    static let macro: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.peek().isIdentifierStart, lexer.expectedName == nil, !lexer.isMember(at: lexer.scanner.position) else {
            return false
        }
        let start = lexer.scanner.position
        lexer.skipIdentifier()
        guard lexer.scanner.peek() == UInt8(ascii: "!"), lexer.scanner.peek(1) != UInt8(ascii: "=") else {
            lexer.scanner.position = start
            return false
        }
        lexer.scanner.advance()
        lexer.scanner.emit(.nameFunction, from: start)
        return true
    }

    /// A number with its type suffix as one token: `1_000u32`, `0xFF_u8`, `2.5f64`.
    static let number: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.peek().isDigit else { return false }
        let start = lexer.scanner.position
        let kind = lexer.scanner.skipNumber()
        lexer.scanner.skip { $0.isIdentifierPart }
        lexer.scanner.emit(kind, from: start)
        return true
    }

    /// Where the character literal whose body starts at `index` ends, or nil when the quote
    /// before it opens a lifetime.
    static func characterLiteralEnd(_ bytes: [UInt8], from index: Int) -> Int? {
        guard index < bytes.count, bytes[index] != .newline, bytes[index] != UInt8(ascii: "'") else { return nil }
        var end = index + 1
        if bytes[index] == .backslash {
            while end < bytes.count, end - index < 12, bytes[end] != UInt8(ascii: "'"), bytes[end] != .newline { end += 1 }
        } else {
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return end < bytes.count && bytes[end] == UInt8(ascii: "'") ? end + 1 : nil
    }
}
