import Highlight
import XCTest

/// The languages of the shared C-family engine, each on its tricky cases.
final class CFamilyTests: XCTestCase {
    func testObjectiveCLiteralsKeywordsAndMethods() {
        assertTokens(Samples.objc, "objc", include: [
            Pair("cp", "#import "), Pair("cpf", "<Foundation/Foundation.h>"), Pair("cp", "#define MAX_ROWS 64 "), Pair("c1", "// rows"),
            Pair("s2", "@\"app.key "), Pair("se", "\\\""), Pair("k", "@interface"), Pair("nc", "RowCache"),
            Pair("k", "@property"), Pair("k", "nonatomic"), Pair("p", "-"), Pair("kt", "void"), Pair("nf", "reloadItems"),
            Pair("k", "@end"), Pair("k", "@selector"), Pair("bp", "self"), Pair("kc", "nil"), Pair("cm", "/* multi\n    line */"),
        ])
    }

    func testObjectiveCAliases() {
        XCTAssertEqual(classified("@end", "objective-c"), [Pair("k", "@end")])
        XCTAssertEqual(classified("@end", "OBJC"), [Pair("k", "@end")])
    }

    func testSwiftNestedCommentsStringsAndDirectives() {
        assertTokens(Samples.swift, "swift", include: [
            Pair("kn", "import"), Pair("cm", "/* outer /* nested */ still comment */"), Pair("nd", "@MainActor"),
            Pair("kd", "class"), Pair("nc", "RowCache"), Pair("nd", "@Published"), Pair("kd", "var"),
            Pair("s2", "\"Hello, "), Pair("si", "\\("), Pair("si", ")"), Pair("se", "\\t"),
            Pair("s2", "#\"A \\d+ \"raw\" string with "), Pair("si", "\\#("), Pair("s2", " inside\"#"),
            Pair("s2", "\"\"\"\n        Multiline "), Pair("mi", "1"), Pair("s2", "\n        \"quoted\"\n        \"\"\""),
            Pair("kd", "func"), Pair("nf", "reload"), Pair("k", "async"), Pair("k", "throws"), Pair("kt", "Int"),
            Pair("cp", "#if"), Pair("k", "#function"), Pair("cp", "#endif"), Pair("nv", "$0"), Pair("mh", "0x1F"),
            Pair("mi", "1_000"), Pair("mf", "2.5e-3"),
        ])
        XCTAssertFalse(classified(Samples.swift, "swift").contains(Pair("k", "default")), "a backtick name is not a keyword")
    }

    func testSwiftClassFuncNamesTheFunction() {
        XCTAssertEqual(classified("class func make()", "swift"), [Pair("kd", "class"), Pair("kd", "func"), Pair("nf", "make"), Pair("p", "()")])
    }

    func testCPreprocessorContinuationAndCharacters() {
        assertTokens(Samples.c, "c", include: [
            Pair("cp", "#include "), Pair("cpf", "<stdio.h>"), Pair("cpf", "\"config.h\""),
            Pair("cp", "#define SQUARE(x) ((x) * (x)) \\\n    "), Pair("cm", "/* continued */"),
            Pair("k", "struct"), Pair("nc", "point"), Pair("kt", "char"), Pair("sc", "'"), Pair("se", "\\n"),
            Pair("mh", "0xFFul"), Pair("mi", "017"), Pair("mf", "1.5f"), Pair("c1", "// count"),
        ])
    }

    func testCPlusPlusRawStringsAndKeywords() {
        assertTokens(Samples.cpp, "c++", include: [
            Pair("kn", "namespace"), Pair("nn", "geometry"), Pair("k", "template"), Pair("k", "class"), Pair("nc", "Shape"),
            Pair("k", "virtual"), Pair("s", "R\"raw(a \"raw\" \\n string)raw\""), Pair("kc", "nullptr"), Pair("bp", "this"),
        ])
    }

    func testJavaScriptTemplateLiteralsAndRegularExpressions() {
        assertTokens(Samples.javascript, "js", include: [
            Pair("kn", "import"), Pair("s1", "'./view.js'"), Pair("sr", "/^\\/posts\\/(\\d+)[/?]$/gi"),
            Pair("kd", "function"), Pair("nf", "greet"), Pair("sb", "`Hello, "), Pair("si", "${"), Pair("si", "}"),
            Pair("sb", "`nested "), Pair("kd", "class"), Pair("nc", "Cache"), Pair("bp", "this"),
            Pair("se", "\\'"), Pair("mb", "0b1010"), Pair("mf", "1e-9"),
        ])
        XCTAssertFalse(classified(Samples.javascript, "javascript").contains { $0.cssClass == "sr" && $0.text.hasPrefix("/ 2") },
                       "division is not a regular expression")
    }

    func testTypeScriptTypesAndDecorators() {
        assertTokens(Samples.typescript, "ts", include: [
            Pair("kd", "interface"), Pair("nc", "Row"), Pair("kt", "number"), Pair("kd", "type"), Pair("nc", "Id"),
            Pair("nd", "@Component"), Pair("k", "implements"), Pair("k", "readonly"),
        ])
    }

    func testJavaAnnotationsCharactersAndTextBlocks() {
        assertTokens(Samples.java, "java", include: [
            Pair("kn", "package"), Pair("nd", "@Override"), Pair("kd", "class"), Pair("nc", "RowCache"), Pair("kt", "char"),
            Pair("se", "\\n"), Pair("mh", "0x10"), Pair("mi", "3_000L"), Pair("s2", "\"\"\"\n        text block \"quoted\"\n        \"\"\""),
        ])
    }

    func testKotlinTemplatesAndNestedComments() {
        assertTokens(Samples.kotlin, "kotlin", include: [
            Pair("cm", "/* outer /* nested */ still */"), Pair("kd", "class"), Pair("nc", "Row"), Pair("kd", "fun"),
            Pair("nf", "greet"), Pair("si", "$name"), Pair("si", "${"), Pair("si", "}"), Pair("kd", "object"), Pair("nc", "Registry"),
        ])
    }

    func testScalaInterpolatorsAndRawTripleQuotes() {
        assertTokens(Samples.scala, "scala", include: [
            Pair("kd", "class"), Pair("nc", "Row"), Pair("kd", "def"), Pair("nf", "greet"), Pair("sa", "s"), Pair("si", "$name"),
            Pair("sa", "raw"), Pair("s2", "\"C:\\temp\\"), Pair("s2", "\"\"\"no \\escapes here\"\"\""), Pair("kd", "trait"), Pair("nc", "Named"),
        ])
    }

    func testUnterminatedStringEndsAtTheLine() {
        XCTAssertEqual(classified("let s = \"open\nlet t = 1", "swift").last, Pair("mi", "1"))
    }
}
