/// A shortcode tag as written in Markdown, with Hugo's syntax: `{{< youtube id="x" >}}`,
/// `{{% note %}}`, a closing `{{< /note >}}`, or a self-closing `{{< clear />}}`.
package struct ShortcodeTag: Sendable, Equatable {
    /// `{{< … >}}`: the template's output is HTML, and a pair's inner Markdown is rendered first.
    /// `{{% … %}}`: the output is Markdown, rendered with the rest; a pair's inner text is passed as written.
    package enum Form: Sendable, Equatable {
        case html
        case markdown

        package var opening: String { self == .html ? "{{<" : "{{%" }
        package var closing: String { self == .html ? ">}}" : "%}}" }
    }

    package let form: Form
    package let name: String
    package let isClosing: Bool
    package let isSelfClosing: Bool
    /// The arguments without a name, in order.
    package let positional: [String]
    /// The arguments written `key="value"`, in order.
    package let named: [(key: String, value: String)]
    /// Where the tag is in the text, delimiters included.
    package let range: Range<String.Index>
    /// The 1-based line and column (in characters) of its `{{`, in the text scanned.
    package let line: Int
    package let column: Int

    package init(
        form: Form, name: String, isClosing: Bool, isSelfClosing: Bool, positional: [String], named: [(key: String, value: String)],
        range: Range<String.Index>, line: Int, column: Int
    ) {
        self.form = form
        self.name = name
        self.isClosing = isClosing
        self.isSelfClosing = isSelfClosing
        self.positional = positional
        self.named = named
        self.range = range
        self.line = line
        self.column = column
    }

    package static func == (lhs: ShortcodeTag, rhs: ShortcodeTag) -> Bool {
        lhs.form == rhs.form && lhs.name == rhs.name && lhs.isClosing == rhs.isClosing && lhs.isSelfClosing == rhs.isSelfClosing
            && lhs.positional == rhs.positional && lhs.named.elementsEqual(rhs.named, by: ==) && lhs.range == rhs.range
    }

    /// How the tag is written when it closes `name`: `{{< /note >}}`.
    package static func closing(_ name: String, _ form: Form) -> String {
        "\(form.opening) /\(name) \(form.closing)"
    }
}
