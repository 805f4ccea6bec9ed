import Highlight
import XCTest

/// Lua, PHP and SQL.
final class ScriptAndDataLanguageTests: XCTestCase {
    func testAliasesNameTheirLanguages() {
        let names = ["php5": "php", "mysql": "sql", "postgresql": "sql", "sqlite": "sql", "lua": "lua"]
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
}
