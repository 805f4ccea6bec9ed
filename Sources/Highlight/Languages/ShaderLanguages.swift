/// The Metal shading language (C++ with address spaces, function qualifiers, vector and texture
/// types, and `[[attributes]]`) and GLSL (qualifiers, vector, matrix and sampler types, `gl_` names).
enum ShaderLanguages {
    static let metal: CodeGrammar = {
        var grammar = CLanguages.cPlusPlus
        grammar.keywords.formUnion([
            "kernel", "vertex", "fragment", "visible", "stitchable", "device", "constant", "thread", "threadgroup",
            "threadgroup_imageblock", "ray_data", "object_data",
        ])
        let scalars = ["bool", "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "half", "float"]
        grammar.types.formUnion(vectorTypes(scalars))
        grammar.types.formUnion(matrixTypes(["half", "float"]))
        grammar.types.formUnion([
            "half", "uchar", "ushort", "uint", "ulong", "bfloat", "texture1d", "texture1d_array", "texture2d",
            "texture2d_array", "texture2d_ms", "texture3d", "texturecube", "texturecube_array", "texture_buffer",
            "depth2d", "depth2d_array", "depth2d_ms", "depthcube", "sampler", "atomic_int", "atomic_uint",
            "atomic_bool", "atomic_float", "packed_float2", "packed_float3", "packed_float4", "packed_half2",
            "packed_half3", "packed_half4", "imageblock", "acceleration_structure",
        ])
        grammar.rules.insert(attribute, at: 0)
        return grammar
    }()

    static let glsl = CodeGrammar(
        keywords: [
            "attribute", "const", "uniform", "varying", "buffer", "shared", "in", "out", "inout", "layout", "flat",
            "smooth", "noperspective", "centroid", "sample", "patch", "lowp", "mediump", "highp", "precision",
            "invariant", "precise", "coherent", "volatile", "restrict", "readonly", "writeonly", "break", "continue",
            "do", "for", "while", "switch", "case", "default", "if", "else", "subroutine", "discard", "return", "struct",
        ],
        types: vectorTypes(["vec", "dvec", "ivec", "uvec", "bvec"]).union(matrixTypes(["mat", "dmat"]))
            .union((2...4).flatMap { ["mat\($0)", "dmat\($0)"] })
            .union(samplerTypes)
            .union(["void", "bool", "int", "uint", "float", "double", "atomic_uint"]),
        constants: ["true", "false"],
        typeIntroducers: ["struct"],
        strings: [],
        rules: [CLanguages.preprocessorLine, glName])

    /// `[[buffer(0)]]`, `[[thread_position_in_grid]]`, `[[stage_in]]`: an attribute, as Pygments
    /// colours C#'s `[Serializable]`. It holds no `[`, and ends on its line.
    static let attribute: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.matches("[[") else { return false }
        let start = lexer.scanner.position
        lexer.scanner.advance(2)
        while !lexer.scanner.atEnd, !lexer.scanner.matches("]]"), ![.newline, UInt8(ascii: "[")].contains(lexer.scanner.peek()) {
            lexer.scanner.advanceCharacter()
        }
        guard lexer.scanner.matches("]]") else {
            lexer.scanner.position = start
            return false
        }
        lexer.scanner.advance(2)
        lexer.scanner.emit(.nameAttribute, from: start)
        return true
    }

    /// `gl_Position`, `gl_FragCoord`: every name that starts with `gl_` is GLSL's.
    static let glName: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.matches("gl_") else { return false }
        let start = lexer.scanner.position
        lexer.skipIdentifier()
        lexer.scanner.emit(.nameBuiltin, from: start)
        return true
    }

    /// `float2`, `half4`, `vec3`: each of `bases` with 2, 3 and 4 components.
    static func vectorTypes(_ bases: [String]) -> Set<String> {
        Set(bases.flatMap { base in (2...4).map { "\(base)\($0)" } })
    }

    /// `float4x4`, `mat2x3`: each of `bases` with 2 to 4 columns and rows.
    static func matrixTypes(_ bases: [String]) -> Set<String> {
        Set(bases.flatMap { base in (2...4).flatMap { columns in (2...4).map { "\(base)\(columns)x\($0)" } } })
    }

    /// `sampler2D`, `isamplerCube`, `image2DArray`, `sampler2DShadow`.
    static let samplerTypes: Set<String> = {
        let shapes = ["1D", "2D", "3D", "Cube", "1DArray", "2DArray", "CubeArray", "2DRect", "Buffer", "2DMS", "2DMSArray"]
        let shadows = ["1D", "2D", "Cube", "1DArray", "2DArray", "CubeArray", "2DRect"].map { $0 + "Shadow" }
        let samplers = ["", "i", "u"].flatMap { prefix in shapes.map { prefix + "sampler" + $0 } }
        let images = ["", "i", "u"].flatMap { prefix in shapes.map { prefix + "image" + $0 } }
        return Set(samplers + images + shadows.map { "sampler" + $0 })
    }()
}
