/// What a piece of code is, named as Pygments names it, so that any Pygments or Chroma theme
/// colours Imprint's output: `keyword` is the CSS class `k`, `keywordDeclaration` is `kd`.
///
/// Kinds form a tree (`keywordDeclaration` is a kind of `keyword`); a style that says nothing
/// about a kind colours it as its parent.
public enum TokenKind: UInt8, CaseIterable, Sendable {
    /// Plain text: written without a span.
    case text

    case keyword, keywordConstant, keywordDeclaration, keywordNamespace, keywordPseudo, keywordReserved, keywordType

    case name, nameAttribute, nameBuiltin, nameBuiltinPseudo, nameClass, nameConstant, nameDecorator, nameEntity
    case nameException, nameFunction, nameLabel, nameNamespace, nameTag, nameVariable, nameVariableClass
    case nameVariableGlobal, nameVariableInstance

    case string, stringAffix, stringBacktick, stringChar, stringDoc, stringDouble, stringEscape, stringHeredoc
    case stringInterpolation, stringOther, stringRegex, stringSingle, stringSymbol

    case number, numberBinary, numberFloat, numberHex, numberInteger, numberOctal

    case `operator`, operatorWord, punctuation

    /// A date or a time (TOML's `1979-05-27T07:32:00Z`).
    case literalDate

    case comment, commentHashbang, commentMultiline, commentPreprocessor, commentPreprocessorFile, commentSingle
    case commentSpecial

    case genericDeleted, genericEmphasis, genericHeading, genericInserted, genericOutput, genericPrompt
    case genericStrong, genericSubheading, genericError

    /// The Pygments short class name; empty for plain text.
    public var cssClass: String {
        switch self {
        case .text: ""
        case .keyword: "k"
        case .keywordConstant: "kc"
        case .keywordDeclaration: "kd"
        case .keywordNamespace: "kn"
        case .keywordPseudo: "kp"
        case .keywordReserved: "kr"
        case .keywordType: "kt"
        case .name: "n"
        case .nameAttribute: "na"
        case .nameBuiltin: "nb"
        case .nameBuiltinPseudo: "bp"
        case .nameClass: "nc"
        case .nameConstant: "no"
        case .nameDecorator: "nd"
        case .nameEntity: "ni"
        case .nameException: "ne"
        case .nameFunction: "nf"
        case .nameLabel: "nl"
        case .nameNamespace: "nn"
        case .nameTag: "nt"
        case .nameVariable: "nv"
        case .nameVariableClass: "vc"
        case .nameVariableGlobal: "vg"
        case .nameVariableInstance: "vi"
        case .string: "s"
        case .stringAffix: "sa"
        case .stringBacktick: "sb"
        case .stringChar: "sc"
        case .stringDoc: "sd"
        case .stringDouble: "s2"
        case .stringEscape: "se"
        case .stringHeredoc: "sh"
        case .stringInterpolation: "si"
        case .stringOther: "sx"
        case .stringRegex: "sr"
        case .stringSingle: "s1"
        case .stringSymbol: "ss"
        case .number: "m"
        case .numberBinary: "mb"
        case .numberFloat: "mf"
        case .numberHex: "mh"
        case .numberInteger: "mi"
        case .numberOctal: "mo"
        case .operator: "o"
        case .operatorWord: "ow"
        case .punctuation: "p"
        case .literalDate: "ld"
        case .comment: "c"
        case .commentHashbang: "ch"
        case .commentMultiline: "cm"
        case .commentPreprocessor: "cp"
        case .commentPreprocessorFile: "cpf"
        case .commentSingle: "c1"
        case .commentSpecial: "cs"
        case .genericDeleted: "gd"
        case .genericEmphasis: "ge"
        case .genericHeading: "gh"
        case .genericInserted: "gi"
        case .genericOutput: "go"
        case .genericPrompt: "gp"
        case .genericStrong: "gs"
        case .genericSubheading: "gu"
        case .genericError: "gr"
        }
    }

    /// The kind this one is a special case of; nil for the roots.
    public var parent: TokenKind? {
        switch self {
        case .text, .keyword, .name, .string, .number, .operator, .punctuation, .comment, .literalDate: nil
        case .keywordConstant, .keywordDeclaration, .keywordNamespace, .keywordPseudo, .keywordReserved, .keywordType: .keyword
        case .nameAttribute, .nameBuiltin, .nameClass, .nameConstant, .nameDecorator, .nameEntity, .nameException,
             .nameFunction, .nameLabel, .nameNamespace, .nameTag, .nameVariable:
            .name
        case .nameBuiltinPseudo: .nameBuiltin
        case .nameVariableClass, .nameVariableGlobal, .nameVariableInstance: .nameVariable
        case .stringAffix, .stringBacktick, .stringChar, .stringDoc, .stringDouble, .stringEscape, .stringHeredoc,
             .stringInterpolation, .stringOther, .stringRegex, .stringSingle, .stringSymbol:
            .string
        case .numberBinary, .numberFloat, .numberHex, .numberInteger, .numberOctal: .number
        case .operatorWord: .operator
        case .commentHashbang, .commentMultiline, .commentPreprocessor, .commentSingle, .commentSpecial: .comment
        case .commentPreprocessorFile: .commentPreprocessor
        case .genericDeleted, .genericEmphasis, .genericHeading, .genericInserted, .genericOutput, .genericPrompt,
             .genericStrong, .genericSubheading, .genericError:
            nil
        }
    }
}

extension TokenKind {
    /// This kind, or `keyword` for plain text: what a word that is a keyword in its place gets.
    var orKeyword: TokenKind { self == .text ? .keyword : self }
}
