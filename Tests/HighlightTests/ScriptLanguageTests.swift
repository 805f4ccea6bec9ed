import Highlight
import XCTest

/// Python, Ruby and the shell.
final class ScriptLanguageTests: XCTestCase {
    func testPythonPrefixesDocstringsAndFStrings() {
        assertTokens(Samples.python, "python", include: [
            Pair("c1", "#!/usr/bin/env python3"), Pair("kn", "from"), Pair("kn", "import"), Pair("nd", "@dataclass"),
            Pair("k", "class"), Pair("nc", "Row"), Pair("sd", "\"\"\"A row of the table.\"\"\""), Pair("s1", "'untitled'"),
            Pair("k", "def"), Pair("nf", "describe"), Pair("bp", "self"), Pair("mh", "0x10"), Pair("sa", "r"),
            Pair("s2", "\"\\d+\\.\\d*\""), Pair("sa", "f"), Pair("si", "{"), Pair("se", "{{"), Pair("nb", "len"),
            Pair("ow", "is"), Pair("ow", "not"), Pair("kc", "None"), Pair("ow", "and"), Pair("kc", "True"), Pair("sa", "b"), Pair("se", "\\n"),
        ])
    }

    func testRubySymbolsVariablesHeredocsAndBlockComments() {
        assertTokens(Samples.ruby, "rb", include: [
            Pair("c1", "# A row cache"), Pair("nb", "require"), Pair("k", "module"), Pair("nn", "Rows"), Pair("k", "class"),
            Pair("nc", "Cache"), Pair("no", "Base"), Pair("ss", ":rows"), Pair("vc", "@@count"), Pair("k", "def"), Pair("nf", "fetch"),
            Pair("ss", "default:"), Pair("vi", "@rows"), Pair("vg", "$stderr"), Pair("si", "#{"), Pair("si", "}"),
            Pair("k", "unless"), Pair("sh", "<<~SQL"), Pair("sh", "        SELECT * FROM rows WHERE id = #{key}\n      SQL"),
            Pair("sr", "/\\A\\d+\\z/"), Pair("cm", "=begin\na block comment\n=end"),
        ])
    }

    func testShellQuotingExpansionsAndHeredocs() {
        assertTokens(Samples.shell, "sh", include: [
            Pair("ch", "#!/bin/sh"), Pair("nb", "set"), Pair("c1", "# build every package"), Pair("k", "for"), Pair("k", "in"),
            Pair("k", "do"), Pair("s2", "\""), Pair("nv", "$f"), Pair("o", "|"), Pair("nv", "${OUT:-out}"), Pair("k", "done"),
            Pair("nv", "NAME"), Pair("s1", "'single $quoted'"), Pair("k", "$("), Pair("k", ")"), Pair("se", "\\\""),
            Pair("o", "&&"), Pair("nb", "exit"), Pair("mi", "0"), Pair("sh", "<<'EOF'"), Pair("sh", "literal $HOME and `ticks`\nEOF"),
            Pair("k", "$(("), Pair("nv", "$1"), Pair("nv", "$@"),
        ])
        for alias in ["bash", "shell", "zsh"] {
            XCTAssertEqual(classified("echo hi", alias), [Pair("nb", "echo")], alias)
        }
    }

    func testConsolePromptsCommandsAndOutput() {
        assertTokens(Samples.console, "console", include: [
            Pair("gp", "$ "), Pair("go", "Cloning into 'rows'..."), Pair("gp", "$ "), Pair("nb", "cd"), Pair("o", "&&"),
            Pair("go", "Build complete!"), Pair("gp", "# "), Pair("gp", "% "), Pair("nb", "echo"), Pair("nv", "$SHELL"), Pair("go", "/bin/zsh"),
        ])
    }

    func testDeepInterpolationStaysBounded() {
        let code = String(repeating: "\"$(", count: 5_000) + String(repeating: ")\"", count: 5_000)
        XCTAssertEqual(Highlighter.tokens(of: code, language: "bash").map(\.text).joined(), code)
        let swift = String(repeating: "\"\\(", count: 5_000) + String(repeating: ")\"", count: 5_000)
        XCTAssertEqual(Highlighter.tokens(of: swift, language: "swift").map(\.text).joined(), swift)
    }
}
