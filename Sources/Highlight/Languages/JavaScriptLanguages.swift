/// JavaScript and TypeScript: template literals with `${...}`, regular expression literals, `$` in names.
enum JavaScriptLanguages {
    static let keywords: Set<String> = [
        "break", "case", "catch", "continue", "debugger", "default", "delete", "do", "else", "finally", "for", "if", "in",
        "instanceof", "new", "return", "switch", "throw", "try", "typeof", "void", "while", "with", "yield", "await",
        "async", "of", "export", "from", "as", "extends", "static", "get", "set",
    ]
    static let builtins: Set<String> = [
        "Array", "Object", "String", "Number", "Boolean", "Promise", "Map", "Set", "WeakMap", "JSON", "Math", "console",
        "window", "document", "Error", "TypeError", "RegExp", "Date", "Symbol", "BigInt", "parseInt", "parseFloat",
        "require", "module", "exports", "globalThis", "setTimeout", "setInterval", "fetch",
    ]
    static let strings: [StringRule] = [
        StringRule(open: "`", close: "`", kind: .stringBacktick, interpolation: .bracketed("${"), multiline: true),
        .doubleQuoted, .singleQuoted,
    ]

    static let javaScript = CodeGrammar(
        keywords: keywords, declarationKeywords: ["var", "let", "const", "function", "class"], namespaceKeywords: ["import"],
        constants: ["true", "false", "null", "undefined", "NaN", "Infinity"], builtins: builtins,
        pseudoVariables: ["this", "super"], functionIntroducers: ["function"], typeIntroducers: ["class"],
        strings: strings, identifierBytes: [UInt8(ascii: "$")], rules: [SharedRules.regexLiteral])

    static let typeScript: CodeGrammar = {
        var grammar = javaScript
        grammar.keywords.formUnion([
            "declare", "abstract", "implements", "readonly", "private", "public", "protected", "keyof", "infer", "is",
            "satisfies", "override", "unique", "asserts",
        ])
        grammar.declarationKeywords.formUnion(["interface", "type", "enum", "namespace", "module"])
        grammar.typeIntroducers.formUnion(["interface", "type", "enum"])
        grammar.types = ["string", "number", "boolean", "any", "unknown", "never", "void", "object", "symbol", "bigint"]
        grammar.rules.append(SharedRules.annotation)
        return grammar
    }()
}
