/// The member names of every object of one shape, with their lookup index built once.
///
/// View models make thousands of objects with the same names: sharing the names and the index
/// saves building both for each.
public struct TemplateKeys: Sendable {
    let names: [String]
    let index: [String: Int]?

    /// Names for `TemplateObject(keys:values:)`; each may appear once.
    public init(_ names: [String]) {
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        precondition(index.count == names.count, "a name appears twice in \(names)")
        self.names = names
        self.index = names.count > TemplateObject.indexThreshold ? index : nil
    }
}
