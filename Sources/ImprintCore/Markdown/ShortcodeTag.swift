/// A shortcode tag as written in Markdown, with Hugo's syntax: `{{< youtube id="x" >}}`,
/// `{{% note %}}`, a closing `{{< /note >}}`, or a self-closing `{{< clear />}}`.
struct ShortcodeTag: Sendable, Equatable {
    /// `{{< … >}}`: the template's output is HTML, and a pair's inner Markdown is rendered first.
    /// `{{% … %}}`: the output is Markdown, rendered with the rest; a pair's inner text is passed as written.
    enum Form: Sendable, Equatable {
        case html
        case markdown

        var opening: String { self == .html ? "{{<" : "{{%" }
        var closing: String { self == .html ? ">}}" : "%}}" }
    }

    let form: Form
    let name: String
    let isClosing: Bool
    let isSelfClosing: Bool
    /// The arguments without a name, in order.
    let positional: [String]
    /// The arguments written `key="value"`, in order.
    let named: [(key: String, value: String)]
    /// Where the tag is in the text, delimiters included.
    let range: Range<String.Index>
    /// The 1-based line and column (in characters) of its `{{`, in the text scanned.
    let line: Int
    let column: Int

    static func == (lhs: ShortcodeTag, rhs: ShortcodeTag) -> Bool {
        lhs.form == rhs.form && lhs.name == rhs.name && lhs.isClosing == rhs.isClosing && lhs.isSelfClosing == rhs.isSelfClosing
            && lhs.positional == rhs.positional && lhs.named.elementsEqual(rhs.named, by: ==) && lhs.range == rhs.range
    }

    /// How the tag is written when it closes `name`: `{{< /note >}}`.
    static func closing(_ name: String, _ form: Form) -> String {
        "\(form.opening) /\(name) \(form.closing)"
    }
}
