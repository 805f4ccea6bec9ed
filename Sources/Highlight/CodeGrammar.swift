/// The lexical rules of one C-like or script language: what `CodeLexer`, the engine the
/// languages share, needs to know to cut its code into tokens.
struct CodeGrammar: Sendable {
    /// A language-specific rule, tried before the shared ones at each token. It returns false,
    /// leaving the cursor where it was, when the code at the cursor is not its business.
    typealias Rule = @Sendable (inout CodeLexer) -> Bool

    var keywords: Set<String> = []
    var declarationKeywords: Set<String> = []
    var namespaceKeywords: Set<String> = []
    var types: Set<String> = []
    var constants: Set<String> = []
    var builtins: Set<String> = []
    /// `self`, `this`, `super`.
    var pseudoVariables: Set<String> = []
    /// `and`, `or`, `not`, `in`, `is`.
    var operatorWords: Set<String> = []
    /// Words after which the next name is a function's: `func`, `fun`, `def`.
    var functionIntroducers: Set<String> = []
    /// Words after which the next name is a type's: `class`, `struct`, `protocol`.
    var typeIntroducers: Set<String> = []
    /// Words after which the next name is a module's: `module`, `package`, `namespace`.
    var namespaceIntroducers: Set<String> = []
    /// The kind of names that start with a capital letter, when the language gives them one (Ruby's constants).
    var capitalizedNames: TokenKind?
    /// How names of types no list holds are told apart (`UIView`, SwiftUI's `ZStack`).
    var typeNames: TypeNames = .listed
    /// Operators that read as punctuation and are shown quietly, as Xcode and GitHub show them:
    /// `=`, `->`, `?`.
    var quietOperators: Set<String> = []
    /// Whether `<` right after a name opens a generic argument list whose `<` and `>` are
    /// punctuation and whose names are types: `Array<Int>`, `NSArray<NSString *>`.
    var genericBrackets = false
    /// Whether a name before `(` on a line shaped like a definition is a function's:
    /// `static void disableRawMode(int fd) {` (C, C++, Java, Objective-C).
    var definitionsByShape = false
    /// Words that stay keywords after a `.`: Swift's `.self`, `.init`, `.Type`, `.Protocol`.
    var memberKeywords: Set<String> = []
    /// Whether the name after a namespace introducer runs over its dots: `import kotlinx.coroutines.flow`.
    var dottedNamespaces = false

    var lineComments: [String] = ["//"]
    var blockComment: (open: String, close: String)? = ("/*", "*/")
    /// Whether `/* /* */ */` is one comment (Swift, Kotlin, Scala).
    var nestedComments = false
    /// In the order they are tried: put `"""` before `"`.
    var strings: [StringRule] = [.doubleQuoted, .singleQuotedCharacter]
    /// Bytes besides letters, digits and `_` that names may contain (`$` in JavaScript).
    var identifierBytes: Set<UInt8> = []
    /// Bytes a name may end with (Ruby's `empty?` and `save!`).
    var identifierSuffixes: Set<UInt8> = []

    var rules: [Rule] = []
}

/// How a grammar finds the names of types beyond its `types` list.
enum TypeNames: Sendable {
    /// Only the listed ones.
    case listed
    /// Cocoa's class names by their prefixes (`NSString`, `UIView`, `CGRect`), and capitalised
    /// names before ` *` or after `[` as a message's receiver: Objective-C.
    case cocoa
    /// Capitalised names in the positions only a type takes: after `:`, `->`, `is`, `as`, in
    /// generics and inheritance lists, before `(`, `<`, `.` and a trailing `{`: Swift.
    case positions
}
