/// Lua: `--` comments, long brackets (`[[…]]`, `[==[…]==]`, and `--[[…]]` comments), `local`,
/// and the names of functions, with the tables they are defined in (`function M.util:run()`).
enum LuaLanguage {
    static let grammar = CodeGrammar(
        keywords: [
            "break", "do", "else", "elseif", "end", "for", "function", "goto", "if", "in", "repeat", "return", "then",
            "until", "while",
        ],
        declarationKeywords: ["local"],
        constants: ["true", "false", "nil"],
        builtins: [
            "assert", "collectgarbage", "dofile", "error", "getmetatable", "ipairs", "load", "loadfile", "next", "pairs",
            "pcall", "print", "rawequal", "rawget", "rawlen", "rawset", "require", "select", "setmetatable", "tonumber",
            "tostring", "type", "unpack", "xpcall", "coroutine", "debug", "io", "math", "os", "package", "string",
            "table", "utf8",
        ],
        operatorWords: ["and", "or", "not"],
        functionIntroducers: ["function"],
        lineComments: ["--"],
        blockComment: nil,
        strings: [.doubleQuoted, .singleQuoted],
        rules: [longBracket, functionName, concatenationOrLength])

    /// `[[text]]` and `[==[text with ]] in it]==]`, strings; after `--`, comments.
    static let longBracket: CodeGrammar.Rule = { lexer in
        let isComment = lexer.scanner.matches("--[")
        let open = isComment ? 2 : 0
        guard lexer.scanner.peek(open) == UInt8(ascii: "[") else { return false }
        var level = 0
        while lexer.scanner.peek(open + 1 + level) == UInt8(ascii: "=") { level += 1 }
        guard lexer.scanner.peek(open + 1 + level) == UInt8(ascii: "[") else { return false }
        let start = lexer.scanner.position
        let close = "]" + String(repeating: "=", count: level) + "]"
        lexer.scanner.advance(open + 2 + level)
        lexer.scanner.skip(through: close)
        lexer.scanner.emit(isComment ? .commentMultiline : .string, from: start)
        return true
    }

    /// `..`, which joins strings, and `#`, which counts, are operators; `...`, the varargs, is punctuation.
    static let concatenationOrLength: CodeGrammar.Rule = { lexer in
        lexer.scanner.emit("...", as: .punctuation) || lexer.scanner.emit("..", as: .operator)
            || lexer.scanner.emit("#", as: .operator)
    }

    /// `M.util:run` after `function`: the tables are classes, as Pygments has them, the last name the function.
    static let functionName: CodeGrammar.Rule = { lexer in
        guard lexer.expectedName == .nameFunction, lexer.scanner.peek().isIdentifierStart else { return false }
        lexer.expectedName = nil
        while true {
            let start = lexer.scanner.position
            lexer.skipIdentifier()
            let separator = lexer.scanner.peek()
            let isTable = separator == UInt8(ascii: ".") || separator == UInt8(ascii: ":")
            guard isTable, lexer.scanner.peek(1).isIdentifierStart else {
                lexer.scanner.emit(.nameFunction, from: start)
                return true
            }
            lexer.scanner.emit(.nameClass, from: start)
            lexer.scanner.advance()
            lexer.scanner.emit(.punctuation)
        }
    }
}
