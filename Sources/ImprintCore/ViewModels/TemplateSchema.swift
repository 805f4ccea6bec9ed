import Mustache

/// The fields of one kind of template object: each name with what it holds and what it means.
///
/// Declared once per view type, beside the code that fills it in: `object(_:)` builds the value
/// from it (and, in debug builds, stops when the fields given are not the fields declared), the
/// theme's names are checked against it when templates load, and docs/templates.md lists it.
struct TemplateSchema: Sendable {
    /// What a field holds.
    indirect enum Kind: Sendable {
        case text
        /// Text that is HTML already, to print with `{{{…}}}`.
        case html
        case bool
        case number
        case object(TemplateSchema)
        case list(Kind)
        /// The kind, or null.
        case optional(Kind)
        /// Keys Imprint does not know, from front matter or site.yml: any name below is allowed.
        case params
    }

    /// One member of the object.
    struct Field: Sendable {
        let name: String
        let kind: Kind
        /// What it holds, in a few words, for docs/templates.md.
        let about: String

        init(_ name: String, _ kind: Kind, _ about: String) {
            self.name = name
            self.kind = kind
            self.about = about
        }
    }

    /// The object's name in docs/templates.md: `Post`, `Date`.
    let name: String
    /// What the object is, for docs/templates.md.
    let about: String
    let fields: [Field]
    let keys: TemplateKeys

    init(_ name: String, about: String, _ fields: [Field]) {
        self.name = name
        self.about = about
        self.fields = fields
        keys = TemplateKeys(fields.map(\.name))
    }

    /// The field called `name`, if there is one.
    func field(_ name: String) -> Field? {
        fields.first { $0.name == name }
    }

    /// The object with these members, which must be the fields declared, in their order.
    func object(_ members: [(String, TemplateValue)]) -> TemplateValue {
        assert(members.map(\.0) == fields.map(\.name), "\(name)'s data has \(members.map(\.0)), not \(fields.map(\.name))")
        assert(zip(fields, members).allSatisfy { $0.kind.mismatches($1.1, at: $0.name, deep: false).isEmpty },
               "\(name)'s data: \(zip(fields, members).flatMap { $0.kind.mismatches($1.1, at: $0.name, deep: false) })")
        return .object(TemplateObject(keys: keys, values: members.map(\.1)))
    }
}

/// A type whose template data has a declared shape.
protocol TemplateView: TemplateValueConvertible {
    /// The fields `templateValue` has.
    static var schema: TemplateSchema { get }
}
