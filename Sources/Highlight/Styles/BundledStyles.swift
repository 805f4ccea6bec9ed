/// The styles Imprint bundles: `imprint css highlight --style NAME` prints any of them. Every
/// colour reaches WCAG AA (4.5:1) on its background and on the highlighted line: where the
/// original's did not, it is made darker (on light) or lighter (on dark) just enough, keeping its hue.
extension Style {
    public static let all: [Style] = [github, githubDark, xcode, xcodeDark, monokai, solarizedLight, solarizedDark]

    /// GitHub's classic light style, as Pygments and Chroma ship it.
    static let github = Style(
        name: "github", foreground: "#24292e", background: "#f6f8fa", highlightedLine: "#fff5b1", lineNumber: "#686e73",
        rules: [
            .comment: "italic #666e78", .commentPreprocessor: "bold #666e78", .commentPreprocessorFile: "#032f62",
            .keyword: "bold #c83644", .keywordType: "#c83644", .keywordConstant: "#005cc5",
            .nameFunction: "#6f42c1", .nameClass: "#6f42c1", .nameBuiltin: "#005cc5", .nameBuiltinPseudo: "#005cc5",
            .nameDecorator: "#6f42c1", .nameTag: "#207e37", .nameAttribute: "#6f42c1", .nameVariable: "#b64e07",
            .nameConstant: "#005cc5", .nameNamespace: "#6f42c1", .nameEntity: "#005cc5", .nameLabel: "#b64e07",
            .string: "#032f62", .stringEscape: "#207e37", .stringInterpolation: "#24292e", .stringRegex: "#207e37",
            .stringSymbol: "#005cc5", .number: "#005cc5", .operator: "#c83644", .operatorWord: "bold #c83644",
            .genericDeleted: "#b31d28 bg:#ffeef0", .genericInserted: "#218339 bg:#f0fff4", .genericHeading: "bold #005cc5",
            .genericSubheading: "bold #6f42c1", .genericPrompt: "#666e78", .genericOutput: "#586069",
            .genericEmphasis: "italic", .genericStrong: "bold", .genericError: "#b31d28",
        ])

    /// GitHub's dark mode.
    static let githubDark = Style(
        name: "github-dark", foreground: "#e6edf3", background: "#161b22", highlightedLine: "#3b3620", lineNumber: "#9ba0a8",
        rules: [
            .comment: "italic #99a1aa", .commentPreprocessor: "bold #99a1aa", .commentPreprocessorFile: "#a5d6ff",
            .keyword: "#ff7b72", .keywordConstant: "#79c0ff",
            .nameFunction: "#d2a8ff", .nameClass: "bold #f0883e", .nameBuiltin: "#79c0ff", .nameBuiltinPseudo: "#79c0ff",
            .nameDecorator: "#d2a8ff", .nameTag: "#7ee787", .nameAttribute: "#79c0ff", .nameVariable: "#ffa657",
            .nameConstant: "#79c0ff", .nameNamespace: "#ff7b72", .nameEntity: "#ffa657", .nameLabel: "#79c0ff",
            .string: "#a5d6ff", .stringEscape: "#79c0ff", .stringInterpolation: "#e6edf3", .stringRegex: "#7ee787",
            .stringSymbol: "#79c0ff", .number: "#79c0ff", .operator: "#ff7b72", .operatorWord: "bold #ff7b72",
            .genericDeleted: "#ffdcd7 bg:#67060c", .genericInserted: "#aff5b4 bg:#033a16", .genericHeading: "bold #79c0ff",
            .genericSubheading: "bold #d2a8ff", .genericPrompt: "#99a1aa", .genericOutput: "#99a1aa",
            .genericEmphasis: "italic", .genericStrong: "bold", .genericError: "#ffa198",
        ])

    /// Xcode's default light theme.
    static let xcode = Style(
        name: "xcode", foreground: "#000000", background: "#ffffff", highlightedLine: "#ecf5ff", lineNumber: "#6e6e6e",
        rules: [
            .comment: "#5d6c79", .commentPreprocessor: "#643820", .commentPreprocessorFile: "#c41a16",
            .keyword: "bold #9b2393", .keywordType: "#0b4f79", .keywordConstant: "bold #9b2393",
            .nameFunction: "#0f68a0", .nameClass: "#0b4f79", .nameBuiltin: "#6c36a9", .nameBuiltinPseudo: "bold #9b2393",
            .nameDecorator: "#815f03", .nameTag: "#9b2393", .nameAttribute: "#815f03", .nameVariable: "#326d74",
            .nameConstant: "#326d74", .nameNamespace: "#0b4f79", .nameEntity: "#1c00cf", .nameLabel: "#326d74",
            .string: "#c41a16", .stringEscape: "#c41a16", .stringInterpolation: "#000000", .stringRegex: "#c41a16",
            .stringSymbol: "#1c00cf", .number: "#1c00cf",
            .genericDeleted: "#c41a16 bg:#fce8e6", .genericInserted: "#1a7f37 bg:#e6ffec", .genericHeading: "bold #0b4f79",
            .genericSubheading: "bold #9b2393", .genericPrompt: "#5d6c79", .genericOutput: "#5d6c79",
            .genericEmphasis: "italic", .genericStrong: "bold", .genericError: "#c41a16",
        ])

    /// Xcode's default dark theme.
    static let xcodeDark = Style(
        name: "xcode-dark", foreground: "#dfdfe0", background: "#292a30", highlightedLine: "#2f3239", lineNumber: "#9b9b9e",
        rules: [
            .comment: "#929da7", .commentPreprocessor: "#fd8f3f", .commentPreprocessorFile: "#fc6e62",
            .keyword: "bold #ff7ab2", .keywordType: "#5dd8ff", .keywordConstant: "bold #ff7ab2",
            .nameFunction: "#6bdfff", .nameClass: "#5dd8ff", .nameBuiltin: "#d0a8ff", .nameBuiltinPseudo: "bold #ff7ab2",
            .nameDecorator: "#ffa14f", .nameTag: "#ff7ab2", .nameAttribute: "#ffa14f", .nameVariable: "#78c2b3",
            .nameConstant: "#78c2b3", .nameNamespace: "#5dd8ff", .nameEntity: "#d9c97c", .nameLabel: "#78c2b3",
            .string: "#ff8170", .stringEscape: "#ff8170", .stringInterpolation: "#dfdfe0", .stringRegex: "#ff8170",
            .stringSymbol: "#d9c97c", .number: "#d9c97c",
            .genericDeleted: "#ff8170 bg:#3f2124", .genericInserted: "#8fd18f bg:#1e3323", .genericHeading: "bold #5dd8ff",
            .genericSubheading: "bold #ff7ab2", .genericPrompt: "#929da7", .genericOutput: "#929da7",
            .genericEmphasis: "italic", .genericStrong: "bold", .genericError: "#ff8170",
        ])

    /// Monokai, as Pygments ships it, with Monokai's own highlighted-line colour (#3e3d32).
    static let monokai = Style(
        name: "monokai", foreground: "#f8f8f2", background: "#272822", highlightedLine: "#3e3d32", lineNumber: "#acaa9e",
        rules: [
            .comment: "#acaa9e", .commentPreprocessor: "#acaa9e", .commentPreprocessorFile: "#e6db74",
            .keyword: "#66d9ef", .keywordNamespace: "#fc81ad",
            .nameFunction: "#a6e22e", .nameClass: "#a6e22e", .nameDecorator: "#a6e22e", .nameAttribute: "#a6e22e",
            .nameTag: "#fc81ad", .nameConstant: "#66d9ef", .nameException: "#a6e22e", .nameVariable: "#f8f8f2",
            .string: "#e6db74", .stringEscape: "#bb95ff", .stringInterpolation: "#f8f8f2", .stringSymbol: "#bb95ff",
            .number: "#bb95ff", .operator: "#fc81ad", .operatorWord: "#fc81ad",
            .genericDeleted: "#fc81ad", .genericInserted: "#a6e22e", .genericSubheading: "#acaa9e", .genericHeading: "bold #f8f8f2",
            .genericPrompt: "bold #fc81ad", .genericOutput: "#66d9ef",
            .genericEmphasis: "italic", .genericStrong: "bold", .genericError: "#fc81ad",
        ])

    /// Solarized, light and dark, with Ethan Schoonover's accents, each made darker (light) or
    /// lighter (dark) just enough to reach WCAG AA (4.5:1) on the background and on the
    /// highlighted line: Solarized's own reach 2.2 to 4.8:1.
    static let solarizedLight = solarized(
        name: "solarized-light", foreground: "#576a71", background: "#fdf6e3", highlight: "#eee8d5", muted: "#606969",
        accents: SolarizedAccents(
            yellow: "#816100", orange: "#b34213", red: "#c22c29", magenta: "#b82f71", violet: "#5c60a7", blue: "#1d6ba2", cyan: "#1e726c", green: "#5e6d00"))
    static let solarizedDark = solarized(
        name: "solarized-dark", foreground: "#8d9d9e", background: "#002b36", highlight: "#073642", muted: "#8f9ea3",
        accents: SolarizedAccents(
            yellow: "#bc9519", orange: "#dc8561", red: "#e87a78", magenta: "#e278ab", violet: "#9296d3", blue: "#4fa1db", cyan: "#3faaa2", green: "#91a319"))

    private struct SolarizedAccents {
        let yellow, orange, red, magenta, violet, blue, cyan, green: String
    }

    private static func solarized(name: String, foreground: String, background: String, highlight: String, muted: String, accents: SolarizedAccents) -> Style {
        let (yellow, orange, red, magenta, violet, blue, cyan, green) = (
            accents.yellow, accents.orange, accents.red, accents.magenta, accents.violet, accents.blue, accents.cyan, accents.green)
        return Style(
            name: name, foreground: foreground, background: background, highlightedLine: highlight, lineNumber: muted,
            rules: [
                .comment: "italic \(muted)", .commentPreprocessor: orange, .commentPreprocessorFile: cyan,
                .keyword: green, .keywordType: yellow, .keywordConstant: orange, .keywordNamespace: orange,
                .nameFunction: blue, .nameClass: blue, .nameBuiltin: yellow, .nameBuiltinPseudo: blue, .nameDecorator: blue,
                .nameTag: blue, .nameAttribute: yellow, .nameVariable: violet, .nameConstant: orange, .nameNamespace: orange,
                .nameEntity: orange, .nameLabel: violet,
                .string: cyan, .stringEscape: orange, .stringInterpolation: foreground, .stringRegex: red, .stringSymbol: magenta,
                .number: magenta, .operator: green, .operatorWord: green,
                .genericDeleted: red, .genericInserted: green, .genericHeading: "bold \(blue)", .genericSubheading: "bold \(magenta)",
                .genericPrompt: muted, .genericOutput: muted, .genericEmphasis: "italic", .genericStrong: "bold", .genericError: red,
            ])
    }
}
