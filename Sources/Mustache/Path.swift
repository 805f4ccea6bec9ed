/// A dotted name, split once at compile time. `.` is the empty path.
struct Path: Sendable {
    let components: [String]
    /// Where the tag that names it starts in the template source, for listing names with their place.
    let offset: Int

    init(_ name: String, offset: Int) {
        components = Self.components(of: name)
        self.offset = offset
    }

    /// `a.b` as `["a", "b"]`, and `.` as no components.
    static func components(of name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
