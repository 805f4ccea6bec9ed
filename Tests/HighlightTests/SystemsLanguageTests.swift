import Highlight
import XCTest

/// Go, Rust, C#, and the shading languages Metal and GLSL.
final class SystemsLanguageTests: XCTestCase {
    func testAliasesNameTheirLanguages() {
        let names = [
            "golang": "go", "rs": "rust", "cs": "csharp", "c#": "csharp", "metal": "metal", "vert": "glsl", "frag": "glsl",
        ]
        for (alias, name) in names {
            XCTAssertEqual(Language.named(alias)?.name, name, alias)
        }
    }

    func testGoRawStringsRunesAndDeclarations() {
        assertTokens(Samples.go, "go", include: [
            Pair("kn", "package"), Pair("nn", "main"), Pair("kn", "import"), Pair("s", "\"fmt\""), Pair("kd", "type"),
            Pair("nc", "Reader"), Pair("kd", "struct"), Pair("kt", "int64"), Pair("kd", "func"), Pair("nf", "Read"),
            Pair("kt", "byte"), Pair("kt", "error"), Pair("o", ":="), Pair("s", "`C:\\raw\\string \"quoted\"`"),
            Pair("sc", "'"), Pair("se", "\\n"), Pair("nb", "make"), Pair("kd", "chan"), Pair("k", "go"), Pair("mh", "0x1F"),
            Pair("cm", "/* block */"), Pair("mf", "1.5e3"), Pair("kc", "nil"), Pair("o", "<-"),
        ])
    }

    /// `func (r *Reader) Read(`: the receiver is not the function; a function literal names none.
    func testGoMethodNameFollowsItsReceiver() {
        XCTAssertEqual(classified("func (r *Reader) Read(p []byte) {", "go"), [
            Pair("kd", "func"), Pair("p", "("), Pair("o", "*"), Pair("p", ")"), Pair("nf", "Read"), Pair("p", "("), Pair("p", "[]"),
            Pair("kt", "byte"), Pair("p", ")"), Pair("p", "{"),
        ])
        XCTAssertEqual(classified("f := func(x int) int { return x }", "go"), [
            Pair("o", ":="), Pair("kd", "func"), Pair("p", "("), Pair("kt", "int"), Pair("p", ")"), Pair("kt", "int"), Pair("p", "{"),
            Pair("k", "return"), Pair("p", "}"),
        ])
    }

    func testRustAttributesMacrosStringsAndComments() {
        assertTokens(Samples.rust, "rs", include: [
            Pair("sd", "//! Crate docs."), Pair("k", "use"), Pair("sd", "/// A cache of rows."), Pair("cp", "#[derive(Debug, Clone)]"),
            Pair("cp", "#[cfg(feature = "), Pair("s", "\"serde\""), Pair("cp", ")]"), Pair("k", "struct"), Pair("nc", "Cache"),
            Pair("k", "fn"), Pair("nf", "get"), Pair("bp", "self"), Pair("nb", "Option"), Pair("kd", "let"),
            Pair("s", "r#\"a \"raw\" \\n string\"#"), Pair("s", "b\"bytes"), Pair("se", "\\n"),
            Pair("cm", "/* outer /* nested */ still comment */"), Pair("nf", "println!"), Pair("mi", "1_000u32"),
            Pair("mh", "0xFF_u8"), Pair("k", "as"), Pair("kt", "u32"), Pair("k", "loop"), Pair("mf", "2.5f64"),
        ])
    }

    /// `'a` is a lifetime (a quote, then a name), `'x'` and `'\n'` characters, `'static` a builtin lifetime.
    func testRustLifetimesAreNotCharacters() {
        XCTAssertEqual(classified("fn f<'a>(x: &'a str, c: char) { let y = 'x'; let z = '\\n'; }", "rust"), [
            Pair("k", "fn"), Pair("nf", "f"), Pair("o", "<'"), Pair("na", "a"), Pair("o", ">"), Pair("p", "("), Pair("p", ":"),
            Pair("o", "&'"), Pair("na", "a"), Pair("kt", "str"), Pair("p", ","), Pair("p", ":"), Pair("kt", "char"), Pair("p", ")"),
            Pair("p", "{"), Pair("kd", "let"), Pair("o", "="), Pair("sc", "'x'"), Pair("p", ";"), Pair("kd", "let"), Pair("o", "="),
            Pair("sc", "'\\n'"), Pair("p", ";"), Pair("p", "}"),
        ])
        assertTokens("let s: &'static str = b'a';", "rust", include: [Pair("o", "&'"), Pair("nb", "static"), Pair("sc", "b'a'")])
        XCTAssertFalse(classified(Samples.rust, "rust").contains { $0.cssClass == "sc" && $0.text.hasPrefix("'a") })
    }

    func testCSharpStringsAttributesAndNamespaces() {
        assertTokens(Samples.csharp, "c#", include: [
            Pair("kn", "using"), Pair("nn", "System.Collections.Generic"), Pair("k", "static"), Pair("nn", "System.Math"),
            Pair("kn", "namespace"), Pair("nn", "Imprint.Samples"), Pair("na", "[Serializable]"),
            Pair("na", "[Route(\"api/[controller]\")]"), Pair("k", "class"), Pair("nc", "RowCache"), Pair("k", "get"),
            Pair("cp", "#region Helpers"), Pair("kt", "var"), Pair("s", "@\"C:\\temp\\\"\"quoted\"\" file\""),
            Pair("s", "$\"Row "), Pair("si", "{"), Pair("si", "}"), Pair("se", "{{"), Pair("s", "$@\""), Pair("sc", "'"),
            Pair("mf", "1.5m"), Pair("bp", "this"), Pair("kc", "null"), Pair("cp", "#endregion"),
        ])
        XCTAssertEqual(classified("using var file = Open();", "cs").first { $0.text == "var" }, Pair("kt", "var"))
    }

    /// A verbatim string's `""` is a quote in it, and a newline does not end it.
    func testCSharpVerbatimStringsSpanLines() {
        XCTAssertEqual(classified("var s = @\"one \"\"two\"\"\nthree\";", "csharp"), [
            Pair("kt", "var"), Pair("p", "="), Pair("s", "@\"one \"\"two\"\"\nthree\""), Pair("p", ";"),
        ])
    }

    func testMetalTypesQualifiersAndAttributes() {
        assertTokens(Samples.metal, "metal", include: [
            Pair("cp", "#include "), Pair("cpf", "<metal_stdlib>"), Pair("nn", "metal"), Pair("k", "struct"), Pair("nc", "VertexOut"),
            Pair("kt", "float4"), Pair("na", "[[position]]"), Pair("kt", "half3"), Pair("k", "vertex"), Pair("k", "device"),
            Pair("kt", "float3"), Pair("na", "[[buffer(0)]]"), Pair("k", "constant"), Pair("kt", "float4x4"),
            Pair("na", "[[vertex_id]]"), Pair("mf", "0.5h"), Pair("k", "fragment"), Pair("kt", "half4"), Pair("na", "[[stage_in]]"),
            Pair("k", "kernel"), Pair("na", "[[thread_position_in_grid]]"), Pair("k", "threadgroup"), Pair("c1", "// scratch"),
        ])
    }

    func testGLSLQualifiersTypesAndBuiltins() {
        assertTokens(Samples.glsl, "frag", include: [
            Pair("cp", "#version 450 core"), Pair("k", "layout"), Pair("k", "in"), Pair("kt", "vec3"), Pair("k", "out"),
            Pair("kt", "vec4"), Pair("k", "uniform"), Pair("kt", "sampler2D"), Pair("kt", "mat4"), Pair("k", "precision"),
            Pair("k", "highp"), Pair("nc", "Light"), Pair("mf", "1.5e-1"), Pair("nb", "gl_FrontFacing"), Pair("kc", "false"),
            Pair("k", "discard"),
        ])
        XCTAssertEqual(classified("float4 v;", "glsl"), [Pair("p", ";")], "Metal's types are not GLSL's")
    }
}
