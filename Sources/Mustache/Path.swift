/// A dotted name, split once at compile time. `.` is the empty path.
struct Path: Sendable {
    let components: [String]

    init(_ name: String) {
        components = name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
