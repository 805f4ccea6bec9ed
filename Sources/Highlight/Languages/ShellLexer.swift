/// Shell scripts (`sh`, `bash`, `shell`) and terminal sessions (`console`): words, keywords and
/// builtins, quoting, `$` expansions and command substitution, comments, and heredocs.
enum ShellLexer {
    static func tokens(of bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        var pending: [Heredoc] = []
        lex(&scanner, pending: &pending, until: nil, lineOnly: false, depth: 0)
        return scanner.finish()
    }

    /// A session: lines that start with a prompt (`$ `, `% ` or `# `) are commands, the rest is output.
    static func sessionTokens(of bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        var pending: [Heredoc] = []
        while !scanner.atEnd {
            let lineStart = scanner.position
            if prompts.contains(where: scanner.matches) {
                scanner.advance(2)
                scanner.emit(.genericPrompt, from: lineStart)
                lex(&scanner, pending: &pending, until: nil, lineOnly: true, depth: 0)
            } else {
                scanner.skipToLineEnd()
                scanner.emit(.genericOutput, from: lineStart)
            }
            scanner.advance()
        }
        return scanner.finish()
    }

    static let prompts = ["$ ", "% ", "# "]
    static let keywords: Set<String> = [
        "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "in", "function",
        "select", "time",
    ]
    static let builtins: Set<String> = [
        "echo", "cd", "printf", "export", "read", "set", "unset", "source", "test", "local", "eval", "exec", "exit",
        "return", "shift", "trap", "alias", "unalias", "pwd", "pushd", "popd", "declare", "readonly", "type", "wait",
        "kill", "true", "false", "command", "builtin", "getopts", "let", "ulimit", "umask",
    ]
    /// Bytes that end a word.
    static let metacharacters = Set("|&;<>()$`\"' \t\n\\".utf8)
}

private extension ShellLexer {
    static let maximumDepth = 32

    /// Lexes commands up to an unmatched `closer`, the end of the line (`lineOnly`, unless a
    /// backslash continues it), or the end.
    static func lex(_ scanner: inout Scanner, pending: inout [Heredoc], until closer: UInt8?, lineOnly: Bool, depth: Int) {
        var parentheses = 0
        while !scanner.atEnd {
            let start = scanner.position
            let byte = scanner.peek()
            if byte == closer, parentheses == 0 { return }
            switch byte {
            case .newline:
                if lineOnly, pending.isEmpty { return }
                scanner.advance()
                for heredoc in pending { scanner.skipHeredocBody(heredoc) }
                if !pending.isEmpty { scanner.emit(.stringHeredoc, from: start + 1) }
                pending.removeAll()
                if lineOnly { return }
            case .space, .tab, 13:
                scanner.advance()
            case UInt8(ascii: "#") where start == 0 || scanner.peek(-1).isWhitespace || scanner.peek(-1) == UInt8(ascii: ";"):
                scanner.skipToLineEnd()
                scanner.emit(start == 0 && scanner.bytes.starts(with: "#!".utf8) ? .commentHashbang : .commentSingle, from: start)
            case UInt8(ascii: "'"):
                scanner.advance()
                scanner.skip { $0 != UInt8(ascii: "'") }
                scanner.advance()
                scanner.emit(.stringSingle, from: start)
            case UInt8(ascii: "\""):
                lexDoubleQuoted(&scanner, pending: &pending, depth: depth)
            case UInt8(ascii: "`"):
                scanner.advance()
                while !scanner.atEnd, scanner.peek() != UInt8(ascii: "`") {
                    scanner.advance(scanner.peek() == .backslash ? 2 : 1)
                }
                scanner.advance()
                scanner.emit(.stringBacktick, from: start)
            case UInt8(ascii: "$"):
                lexDollar(&scanner, pending: &pending, depth: depth)
            case .backslash:
                scanner.advance()
                scanner.advanceCharacter()
                scanner.emit(.stringEscape, from: start)
            case UInt8(ascii: "<") where scanner.matches("<<") && !scanner.matches("<<<"):
                if let heredoc = scanner.skipHeredocOpener(spacesBeforeWord: true) {
                    scanner.emit(.stringHeredoc, from: start)
                    pending.append(heredoc)
                } else {
                    scanner.advance(2)
                    scanner.emit(.operator, from: start)
                }
            case UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                scanner.skip { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
                scanner.emit(.operator, from: start)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                if byte == UInt8(ascii: "(") { parentheses += 1 }
                if byte == UInt8(ascii: ")") { parentheses -= 1 }
                scanner.advance()
                scanner.emit(.punctuation, from: start)
            default:
                lexWord(&scanner)
            }
        }
    }

    static func lexWord(_ scanner: inout Scanner) {
        let start = scanner.position
        scanner.skip { !metacharacters.contains($0) && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "}") }
        if scanner.position == start {
            scanner.advanceCharacter()
            return
        }
        let word = scanner.text(from: start)
        if scanner.peek() == UInt8(ascii: "="), word.utf8.allSatisfy(\.isIdentifierPart), word.utf8.first?.isDigit == false {
            scanner.emit(.nameVariable, from: start)
            let equals = scanner.position
            scanner.advance()
            scanner.emit(.operator, from: equals)
        } else if keywords.contains(word) {
            scanner.emit(.keyword, from: start)
        } else if builtins.contains(word) {
            scanner.emit(.nameBuiltin, from: start)
        } else if word.utf8.allSatisfy(\.isDigit) {
            scanner.emit(.numberInteger, from: start)
        } else {
            scanner.skip { !metacharacters.contains($0) }
        }
    }

    static func lexDoubleQuoted(_ scanner: inout Scanner, pending: inout [Heredoc], depth: Int) {
        let start = scanner.position
        scanner.advance()
        scanner.emit(.stringDouble, from: start)
        while !scanner.atEnd, scanner.peek() != UInt8(ascii: "\"") {
            if scanner.peek() == UInt8(ascii: "$"), depth < maximumDepth {
                scanner.emit(.stringDouble)
                lexDollar(&scanner, pending: &pending, depth: depth + 1)
            } else if scanner.peek() == .backslash {
                scanner.emit(.stringDouble)
                scanner.advance()
                scanner.advanceCharacter()
                scanner.emit(.stringEscape)
            } else {
                scanner.advanceCharacter()
            }
        }
        scanner.advance()
        scanner.emit(.stringDouble)
    }

    /// `$name`, `$1`, `$?`, `${name:-default}`, `$(command)`, `$((arithmetic))`.
    static func lexDollar(_ scanner: inout Scanner, pending: inout [Heredoc], depth: Int) {
        let start = scanner.position
        scanner.advance()
        switch scanner.peek() {
        case UInt8(ascii: "(") where depth < maximumDepth:
            let arithmetic = scanner.peek(1) == UInt8(ascii: "(")
            scanner.advance(arithmetic ? 2 : 1)
            scanner.emit(.keyword, from: start)
            lex(&scanner, pending: &pending, until: UInt8(ascii: ")"), lineOnly: false, depth: depth + 1)
            let close = scanner.position
            scanner.advance(arithmetic && scanner.peek(1) == UInt8(ascii: ")") ? 2 : 1)
            scanner.emit(.keyword, from: close)
        case UInt8(ascii: "{"):
            scanner.skip { $0 != UInt8(ascii: "}") && $0 != .newline }
            if scanner.peek() == UInt8(ascii: "}") { scanner.advance() }
            scanner.emit(.nameVariable, from: start)
        case let byte where byte.isIdentifierStart:
            scanner.skip { $0.isIdentifierPart }
            scanner.emit(.nameVariable, from: start)
        case let byte where byte.isDigit || "?@#*!$-".utf8.contains(byte):
            scanner.advance()
            scanner.emit(.nameVariable, from: start)
        default:
            scanner.emit(.text, from: start)
        }
    }
}
