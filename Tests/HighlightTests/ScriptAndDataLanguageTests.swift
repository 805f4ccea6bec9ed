import Highlight
import XCTest

/// Lua, PHP, SQL, TOML, Makefiles and Dockerfiles.
final class ScriptAndDataLanguageTests: XCTestCase {
    func testAliasesNameTheirLanguages() {
        let names = [
            "php5": "php", "mysql": "sql", "postgresql": "sql", "sqlite": "sql", "make": "makefile", "mk": "makefile",
            "docker": "dockerfile", "containerfile": "dockerfile", "toml": "toml", "lua": "lua",
        ]
        for (alias, name) in names {
            XCTAssertEqual(Language.named(alias)?.name, name, alias)
        }
    }

    func testLuaLongBracketsLocalFunctionsAndOperators() {
        assertTokens(Samples.lua, "lua", include: [
            Pair("c1", "-- A tiny module"), Pair("kd", "local"), Pair("cm", "--[[ a block\ncomment ]]"),
            Pair("cm", "--[==[ another ]] still comment ]==]"), Pair("kd", "local"), Pair("k", "function"), Pair("nf", "greet"),
            Pair("nb", "string"), Pair("s2", "\"Hello, %s!"), Pair("se", "\\n"), Pair("o", ".."), Pair("s", "[[long\nstring]]"),
            Pair("s", "[==[with ]] inside]==]"), Pair("k", "end"), Pair("nc", "M"), Pair("p", "."), Pair("nc", "util"), Pair("p", ":"),
            Pair("nf", "run"), Pair("p", "...)"), Pair("o", "~="), Pair("kc", "nil"), Pair("ow", "and"), Pair("ow", "not"),
            Pair("nb", "ipairs"), Pair("mf", "2.5"), Pair("mh", "0x10"), Pair("s1", "'single'"),
        ])
    }

    func testPHPInHTMLVariablesAndHeredocs() {
        assertTokens(Samples.php, "php", include: [
            Pair("cp", "<!DOCTYPE html>"), Pair("nt", "<ul"), Pair("na", "class"), Pair("cp", "<?php"), Pair("k", "foreach"),
            Pair("nv", "$posts"), Pair("cp", "?>"), Pair("nt", "<li><a"), Pair("cp", "<?="), Pair("nb", "htmlspecialchars"),
            Pair("o", "->"), Pair("na", "url"), Pair("cp", "?>"), Pair("nt", "</a></li>"), Pair("k", "endforeach"), Pair("nt", "</ul>"),
            Pair("p", "#["), Pair("nd", "Entity"), Pair("k", "class"), Pair("nc", "Post"), Pair("sd", "/** The table's name. */"),
            Pair("s1", "'posts'"), Pair("k", "function"), Pair("nf", "summary"), Pair("si", "$length"), Pair("se", "\\n"),
            Pair("c1", "// a comment"), Pair("c1", "# another comment"), Pair("sh", "<<<HTML\n          <p>$text</p>\n          HTML"),
            Pair("sh", "<<<'EOT'\n        no $interpolation here\n        EOT"), Pair("k", "self"), Pair("o", "::"), Pair("na", "trim"),
            Pair("kc", "null"),
        ])
    }

    /// Without `<?php`, a block is all PHP; `?>` ends a `//` comment and PHP with it.
    func testPHPWithoutOpeningTagIsCode() {
        XCTAssertEqual(classified("$x = strlen('a'); // one ?> <b>", "php"), [
            Pair("nv", "$x"), Pair("o", "="), Pair("nb", "strlen"), Pair("p", "("), Pair("s1", "'a'"), Pair("p", ");"),
            Pair("c1", "// one "), Pair("cp", "?>"), Pair("nt", "<b>"),
        ])
    }

    func testSQLKeywordsInAnyCaseQuotedNamesAndComments() {
        assertTokens(Samples.sql, "postgresql", include: [
            Pair("c1", "-- Recent posts with their tag counts"), Pair("k", "CREATE"), Pair("k", "TABLE"), Pair("ss", "\"posts\""),
            Pair("nb", "SERIAL"), Pair("k", "PRIMARY"), Pair("nb", "VARCHAR"), Pair("mi", "200"), Pair("k", "NOT"), Pair("k", "NULL"),
            Pair("nb", "TIMESTAMP"), Pair("cm", "/* a /* nested */ comment */"), Pair("k", "select"), Pair("k", "count"),
            Pair("k", "from"), Pair("k", "left"), Pair("k", "join"), Pair("ss", "`tags`"), Pair("s1", "'It''s %'"), Pair("nv", "$1"),
            Pair("nv", "@limit"), Pair("mf", "10.5"), Pair("k", "desc"), Pair("k", "RETURNS"),
            Pair("s", "$$ BEGIN NEW.updated = now(); RETURN NEW; END; $$"), Pair("k", "LANGUAGE"),
        ])
        XCTAssertEqual(classified("SELECT t.name, t.count FROM t", "sql"), [
            Pair("k", "SELECT"), Pair("p", "."), Pair("p", ","), Pair("p", "."), Pair("k", "FROM"),
        ], "a column after `.` is no keyword")
    }

    func testTOMLTablesKeysValuesAndDates() {
        assertTokens(Samples.toml, "toml", include: [
            Pair("c1", "# Site configuration"), Pair("n", "title"), Pair("o", "="), Pair("se", "\\\""), Pair("s2", "\"quoted key\""),
            Pair("s1", "'literal \\n'"), Pair("n", "site"), Pair("p", "."), Pair("n", "base_url"), Pair("n", "1234"), Pair("mi", "1234"),
            Pair("k", "[server.alpha]"), Pair("mi", "8_080"), Pair("mf", "-1.5e3"), Pair("kc", "true"), Pair("mh", "0xDEAD_beef"),
            Pair("mf", "nan"), Pair("ld", "1979-05-27T07:32:00-08:00"), Pair("ld", "1979-05-27 07:32:00"), Pair("ld", "1979-05-27"),
            Pair("ld", "12:30:00"), Pair("p", "["), Pair("c1", "# trailing comment"), Pair("p", "]"), Pair("p", "{"), Pair("n", "nested"),
            Pair("p", "]]"), Pair("p", "}"), Pair("s2", "\"\"\"\nMultiline "), Pair("se", "\\\n"), Pair("s2", "basic string\"\"\""),
            Pair("s1", "'''I [dw]on't need \\d{2}'''"), Pair("k", "[[products]]"),
        ])
    }

    func testMakefileTargetsVariablesRecipesAndDirectives() {
        assertTokens(Samples.makefile, "makefile", include: [
            Pair("nv", "CC"), Pair("o", "?="), Pair("nv", "CFLAGS"), Pair("o", ":="), Pair("k", "$("), Pair("k", ")"),
            Pair("k", "export"), Pair("nv", "PATH"), Pair("c", "# Build everything"), Pair("nf", ".PHONY"), Pair("o", ":"),
            Pair("nf", "all"), Pair("c", "## the default"), Pair("nf", "app"), Pair("k", "$("), Pair("nv", "OBJ"), Pair("k", ")"),
            Pair("p", "|"), Pair("s2", "\"Linking "), Pair("nv", "$@"), Pair("se", "\\\n"), Pair("nf", "%.o"),
            Pair("cp", "ifeq ($(OS),Windows_NT)"), Pair("cp", "else"), Pair("cp", "endif"), Pair("cp", "include config.mk"),
            Pair("nf", "clean"),
        ])
        XCTAssertEqual(classified("all: $(wildcard *.c) $@", "make"), [
            Pair("nf", "all"), Pair("o", ":"), Pair("k", "$("), Pair("nb", "wildcard"), Pair("k", ")"), Pair("k", "$@"),
        ])
    }

    func testDockerfileInstructionsDirectivesAndHeredocs() {
        assertTokens(Samples.dockerfile, "dockerfile", include: [
            Pair("cp", "# syntax=docker/dockerfile:1"), Pair("cp", "# escape=\\"), Pair("c", "# A two-stage build"),
            Pair("k", "FROM"), Pair("s", "golang:1.22"), Pair("k", "AS"), Pair("s", "build"), Pair("k", "WORKDIR"), Pair("s", "/src"),
            Pair("k", "RUN"), Pair("o", "&&"), Pair("se", "\\\n"), Pair("c1", "# fetch modules first"), Pair("k", "ENV"),
            Pair("nv", "CGO_ENABLED"), Pair("k", "run"), Pair("nb", "echo"), Pair("k", "RUN"), Pair("sh", "<<EOF"),
            Pair("sh", "apt-get update\napt-get install -y curl\nEOF"), Pair("k", "from"), Pair("s", "alpine:3.19"), Pair("k", "EXPOSE"),
            Pair("s", "8080"), Pair("k", "HEALTHCHECK"), Pair("k", "ENTRYPOINT"), Pair("p", "["), Pair("s2", "\"/usr/local/bin/app\""),
            Pair("k", "CMD"), Pair("s2", "\"serve\""),
        ])
    }
}
