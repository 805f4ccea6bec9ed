/// A language Imprint highlights, with the names a fenced code block may call it by.
public struct Language: Sendable {
    /// The name used in the `language-` class: `objc`, `swift`, `bash`.
    public let name: String
    /// Every name it answers to, `name` first, lowercase.
    public let aliases: [String]
    let tokens: @Sendable ([UInt8]) -> [Token]

    /// The language `alias` names, ignoring case; nil for none Imprint knows.
    public static func named(_ alias: String) -> Language? {
        byAlias[alias.lowercased()]
    }

    /// Every language, in the order the documentation lists them.
    public static let all: [Language] = [
        code("objc", ["objective-c", "objectivec", "obj-c"], ObjectiveCLanguage.grammar),
        code("swift", [], SwiftLanguage.grammar),
        code("c", ["h"], CLanguages.c),
        code("cpp", ["c++", "cc", "cxx", "hpp"], CLanguages.cPlusPlus),
        code("metal", [], ShaderLanguages.metal),
        code("glsl", ["vert", "frag", "geom", "comp"], ShaderLanguages.glsl),
        code("go", ["golang"], GoLanguage.grammar),
        code("rust", ["rs"], RustLanguage.grammar),
        code("javascript", ["js", "jsx", "mjs", "cjs"], JavaScriptLanguages.javaScript),
        code("typescript", ["ts", "tsx"], JavaScriptLanguages.typeScript),
        code("java", [], JVMLanguages.java),
        code("kotlin", ["kt", "kts"], JVMLanguages.kotlin),
        code("scala", ["sc"], JVMLanguages.scala),
        code("csharp", ["cs", "c#"], CSharpLanguage.grammar),
        code("python", ["py", "python3", "py3"], PythonLanguage.grammar),
        code("ruby", ["rb"], RubyLanguage.grammar),
        code("lua", [], LuaLanguage.grammar),
        Language(name: "php", aliases: ["php", "php3", "php4", "php5"], tokens: PHPLanguage.tokens(of:)),
        Language(name: "bash", aliases: ["bash", "sh", "shell", "zsh", "ksh"], tokens: ShellLexer.tokens(of:)),
        Language(name: "console", aliases: ["console", "shell-session", "shellsession", "terminal"], tokens: ShellLexer.sessionTokens(of:)),
        Language(name: "makefile", aliases: ["makefile", "make", "mk", "mak"], tokens: MakefileLexer.tokens(of:)),
        Language(name: "dockerfile", aliases: ["dockerfile", "docker", "containerfile"], tokens: DockerfileLexer.tokens(of:)),
        Language(name: "sql", aliases: ["sql", "mysql", "postgresql", "postgres", "pgsql", "sqlite"], tokens: SQLLexer.tokens(of:)),
        Language(name: "json", aliases: ["json"], tokens: DataLexers.jsonTokens(of:)),
        Language(name: "yaml", aliases: ["yaml", "yml"], tokens: YAMLLexer.tokens(of:)),
        Language(name: "toml", aliases: ["toml"], tokens: TOMLLexer.tokens(of:)),
        Language(name: "html", aliases: ["html", "htm", "xhtml"], tokens: { MarkupLexer.tokens(of: $0, isHTML: true) }),
        Language(name: "xml", aliases: ["xml", "svg", "xsl", "rss", "atom"], tokens: { MarkupLexer.tokens(of: $0, isHTML: false) }),
        Language(name: "plist", aliases: ["plist", "pbxproj"], tokens: PropertyListLexer.tokens(of:)),
        Language(name: "strings", aliases: ["strings"], tokens: PropertyListLexer.stringsTokens(of:)),
        Language(name: "xcconfig", aliases: ["xcconfig"], tokens: XcconfigLexer.tokens(of:)),
        Language(name: "css", aliases: ["css"], tokens: CSSLexer.tokens(of:)),
        Language(name: "diff", aliases: ["diff", "patch", "udiff"], tokens: DataLexers.diffTokens(of:)),
    ]

    private static let byAlias: [String: Language] = Dictionary(
        all.flatMap { language in language.aliases.map { ($0, language) } }, uniquingKeysWith: { first, _ in first })

    private static func code(_ name: String, _ aliases: [String], _ grammar: CodeGrammar) -> Language {
        Language(name: name, aliases: [name] + aliases, tokens: { CodeLexer.tokens(of: $0, grammar: grammar) })
    }
}
