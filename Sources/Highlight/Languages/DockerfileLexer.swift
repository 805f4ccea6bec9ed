/// Dockerfiles: instructions in any case, parser directives (`# syntax=…` at the top), comments,
/// `FROM`'s image and stage name, exec forms (`CMD ["npm", "start"]`) as JSON, and the rest of an
/// instruction, over the lines a backslash continues it on and with its heredocs, as shell.
enum DockerfileLexer {
    static func tokens(of bytes: [UInt8]) -> [Token] {
        var directivesAllowed = true
        return Scanner.tokens(of: bytes) { scanner in
            scanner.skip { $0 == .space || $0 == .tab || $0 == 13 }
            let start = scanner.position
            if scanner.peek() == UInt8(ascii: "#") {
                scanner.skipToLineEnd()
                directivesAllowed = directivesAllowed && isParserDirective(scanner.bytes[start..<scanner.position])
                scanner.emit(directivesAllowed ? .commentPreprocessor : .comment, from: start)
            } else {
                directivesAllowed = false
                if !scanner.atEnd, scanner.peek() != .newline { lexInstruction(&scanner) }
            }
        }
    }

    static let instructions: Set<String> = [
        "ADD", "ARG", "CMD", "COPY", "ENTRYPOINT", "ENV", "EXPOSE", "FROM", "HEALTHCHECK", "LABEL", "MAINTAINER",
        "ONBUILD", "RUN", "SHELL", "STOPSIGNAL", "USER", "VOLUME", "WORKDIR",
    ]
    /// The instructions whose argument Pygments colours as one string.
    static let stringInstructions: Set<String> = ["EXPOSE", "MAINTAINER", "STOPSIGNAL", "USER", "VOLUME", "WORKDIR"]
}

private extension DockerfileLexer {
    /// `# syntax=docker/dockerfile:1`, `# escape=\``: a comment of the form `# name=value`.
    static func isParserDirective(_ line: ArraySlice<UInt8>) -> Bool {
        let afterHash = line.dropFirst().drop { $0 == .space || $0 == .tab }
        let name = afterHash.prefix { $0.isLetter }
        return !name.isEmpty && afterHash.dropFirst(name.count).first { $0 != .space && $0 != .tab } == UInt8(ascii: "=")
    }

    /// One instruction (`ONBUILD` takes another after it), up to the newline that ends it.
    static func lexInstruction(_ scanner: inout Scanner) {
        var instruction = ""
        repeat {
            let start = scanner.position
            scanner.skip { $0.isLetter }
            instruction = scanner.text(from: start).uppercased()
            guard instructions.contains(instruction) else {
                scanner.position = start
                break
            }
            scanner.emit(.keyword, from: start)
            scanner.skip { $0 == .space || $0 == .tab }
        } while instruction == "ONBUILD"
        let end = instructionEnd(scanner.bytes, from: scanner.position)
        if instruction == "FROM" {
            lexFrom(&scanner)
        } else if scanner.peek() == UInt8(ascii: "[") {
            scanner.embed(upTo: end, lexer: DataLexers.jsonTokens(of:))
        } else if stringInstructions.contains(instruction) {
            let start = scanner.position
            scanner.position = end
            scanner.emit(.string, from: start)
        } else {
            scanner.embed(upTo: end, lexer: ShellLexer.tokens(of:))
        }
    }

    /// `FROM --platform=$BUILDPLATFORM golang:1.22 AS build`: options, then the image and the
    /// stage's name as strings, as Pygments has them.
    static func lexFrom(_ scanner: inout Scanner) {
        var seenImage = false
        while !scanner.atEnd, scanner.peek() != .newline {
            scanner.skip { $0 == .space || $0 == .tab }
            let start = scanner.position
            scanner.skip { !$0.isWhitespace }
            let word = scanner.text(from: start)
            if word.hasPrefix("--") { continue }
            scanner.emit(seenImage && word.uppercased() == "AS" ? .keyword : .string, from: start)
            seenImage = true
        }
    }

    /// Where the instruction from `start` ends: at the first line that a backslash does not
    /// continue (comment lines in between do not count), and past the bodies of its heredocs.
    static func instructionEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var lineStart = start
        var lineEnd = start
        while true {
            lineEnd = bytes[lineStart...].firstIndex(of: .newline) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            let isComment = lineStart > start && line.first { $0 != .space && $0 != .tab } == UInt8(ascii: "#")
            let continues = line.last { $0 != .space && $0 != .tab && $0 != 13 } == .backslash
            guard (continues || isComment), lineEnd < bytes.count else { break }
            lineStart = lineEnd + 1
        }
        var probe = Scanner(bytes)
        probe.position = start
        var heredocs: [Heredoc] = []
        while probe.position < lineEnd {
            let byte = probe.peek()
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                probe.advance()
                probe.skip { $0 != byte && $0 != .newline }
                probe.advance()
            } else if probe.matches("<<"), let heredoc = probe.skipHeredocOpener(spacesBeforeWord: true) {
                heredocs.append(heredoc)
            } else {
                probe.advance()
            }
        }
        guard !heredocs.isEmpty else { return lineEnd }
        probe.position = lineEnd
        probe.advance()
        for heredoc in heredocs { probe.skipHeredocBody(heredoc) }
        return probe.position
    }
}
