/// SQL in its common dialects (ANSI, PostgreSQL, MySQL, SQLite): keywords in any case, data types,
/// `--` and nested `/* */` comments, `'strings'` with `''`, quoted identifiers (`"name"`,
/// `` `name` ``), PostgreSQL's `$$` bodies, and `@variables` and `$1` parameters.
enum SQLLexer {
    static func tokens(of bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        while !scanner.atEnd {
            let start = scanner.position
            let byte = scanner.peek()
            if scanner.matches("--") {
                scanner.skipToLineEnd()
                scanner.emit(.commentSingle, from: start)
            } else if scanner.matches("/*") {
                skipNestedComment(&scanner)
                scanner.emit(.commentMultiline, from: start)
            } else if byte == UInt8(ascii: "'") {
                skipQuoted(&scanner)
                scanner.emit(.stringSingle, from: start)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "`") {
                skipQuoted(&scanner)
                scanner.emit(.stringSymbol, from: start)
            } else if byte == UInt8(ascii: "$"), let delimiter = dollarQuote(scanner) {
                scanner.advance(delimiter.utf8.count)
                scanner.skip(through: delimiter)
                scanner.emit(.string, from: start)
            } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "$"),
                      scanner.peek(1).isIdentifierPart || scanner.peek(1) == byte {
                scanner.advance(scanner.peek(1) == byte ? 2 : 1)
                scanner.skip { $0.isIdentifierPart }
                scanner.emit(.nameVariable, from: start)
            } else if byte.isDigit {
                scanner.emit(scanner.skipNumber(), from: start)
            } else if byte.isIdentifierStart {
                scanner.skip { $0.isIdentifierPart || $0 == UInt8(ascii: "$") }
                lexWord(&scanner, from: start)
            } else if operatorBytes.contains(byte) {
                scanner.skip { operatorBytes.contains($0) }
                scanner.emit(.operator, from: start)
            } else if punctuationBytes.contains(byte) {
                scanner.advance()
                scanner.emit(.punctuation, from: start)
            } else {
                scanner.advanceCharacter()
            }
        }
        return scanner.finish()
    }

    static let keywords: Set<String> = [
        "ABORT", "ADD", "AFTER", "ALL", "ALTER", "ANALYZE", "AND", "ANY", "AS", "ASC", "AUTOINCREMENT", "AUTO_INCREMENT",
        "BEFORE", "BEGIN", "BETWEEN", "BY", "CASCADE", "CASE", "CAST", "CHECK", "COLLATE", "COLUMN", "COMMIT",
        "CONCURRENTLY", "CONFLICT", "CONSTRAINT", "CREATE", "CROSS", "CURRENT_DATE", "CURRENT_TIME",
        "CURRENT_TIMESTAMP", "DATABASE", "DECLARE", "DEFAULT", "DELETE", "DESC", "DISTINCT", "DO", "DROP", "EACH",
        "ELSE", "END", "ESCAPE", "EXCEPT", "EXECUTE", "EXISTS", "EXPLAIN", "EXTENSION", "FALSE", "FETCH", "FIRST", "FOR",
        "FOREIGN", "FROM", "FULL", "FUNCTION", "GRANT", "GROUP", "HAVING", "IF", "IGNORE", "ILIKE", "IN", "INDEX",
        "INNER", "INSERT", "INTERSECT", "INTO", "IS", "JOIN", "KEY", "LANGUAGE", "LAST", "LATERAL", "LEFT", "LIKE",
        "LIMIT", "MATERIALIZED", "NATURAL", "NOT", "NOTHING", "NULL", "NULLS", "OF", "OFFSET", "ON", "OR", "ORDER",
        "OUTER", "OVER", "PARTITION", "PRAGMA", "PRIMARY", "PROCEDURE", "RECURSIVE", "REFERENCES", "RELEASE", "RENAME",
        "REPLACE", "RETURNING", "RETURNS", "REVOKE", "RIGHT", "ROLLBACK", "ROW", "ROWS", "SAVEPOINT", "SCHEMA",
        "SELECT", "SEQUENCE", "SET", "TABLE", "TEMP", "TEMPORARY", "THEN", "TO", "TOP", "TRANSACTION", "TRIGGER",
        "TRUE", "TRUNCATE", "UNION", "UNIQUE", "UPDATE", "USING", "VACUUM", "VALUES", "VIEW", "VIRTUAL", "WHEN",
        "WHERE", "WINDOW", "WITH", "WITHOUT",
        "AVG", "COALESCE", "COUNT", "EXTRACT", "LOWER", "MAX", "MIN", "NULLIF", "SUBSTRING", "SUM", "TRIM", "UPPER",
    ]
    static let dataTypes: Set<String> = [
        "ARRAY", "BIGINT", "BIGSERIAL", "BINARY", "BIT", "BLOB", "BOOL", "BOOLEAN", "BYTEA", "CHAR", "CHARACTER", "DATE",
        "DATETIME", "DEC", "DECIMAL", "DOUBLE", "FLOAT", "INT", "INT8", "INTEGER", "INTERVAL", "JSON", "JSONB", "MONEY",
        "NUMBER", "NUMERIC", "PRECISION", "REAL", "SERIAL", "SERIAL8", "SMALLINT", "TEXT", "TIME", "TIMESTAMP",
        "TIMESTAMPTZ", "TINYINT", "UUID", "VARBINARY", "VARCHAR", "VARYING",
    ]
    static let operatorBytes = Set("+-*/<>=~!@#%^&|?".utf8)
    static let punctuationBytes = Set(";:()[],.".utf8)
}

private extension SQLLexer {
    /// A keyword or a type, in any case; a name after `.` (`orders.count`) is a column's.
    static func lexWord(_ scanner: inout Scanner, from start: Int) {
        guard start == 0 || scanner.bytes[start - 1] != UInt8(ascii: "."), scanner.position - start <= 20 else { return }
        let word = scanner.text(from: start).uppercased()
        if keywords.contains(word) {
            scanner.emit(.keyword, from: start)
        } else if dataTypes.contains(word) {
            scanner.emit(.nameBuiltin, from: start)
        }
    }

    static func skipNestedComment(_ scanner: inout Scanner) {
        scanner.advance(2)
        var depth = 1
        while !scanner.atEnd, depth > 0 {
            if scanner.matches("*/") {
                depth -= 1
                scanner.advance(2)
            } else if scanner.matches("/*") {
                depth += 1
                scanner.advance(2)
            } else {
                scanner.advanceCharacter()
            }
        }
    }

    /// A quoted string or identifier, where a doubled quote stands for one.
    static func skipQuoted(_ scanner: inout Scanner) {
        let quote = scanner.peek()
        scanner.advance()
        while !scanner.atEnd {
            if scanner.peek() == quote {
                scanner.advance()
                if scanner.peek() != quote { return }
            }
            scanner.advanceCharacter()
        }
    }

    /// `$$` or `$body$` at the cursor: the delimiter of a PostgreSQL dollar-quoted string.
    static func dollarQuote(_ scanner: Scanner) -> String? {
        var length = 1
        while scanner.peek(length).isIdentifierStart { length += 1 }
        guard scanner.peek(length) == UInt8(ascii: "$") else { return nil }
        return String(decoding: scanner.bytes[scanner.position...scanner.position + length], as: UTF8.self)
    }
}
