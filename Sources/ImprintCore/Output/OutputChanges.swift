/// The files of the last build that a rebuild made anew or dropped: every other file is the
/// last build's, byte for byte.
public struct OutputChanges: Sendable {
    /// Where in the rebuild's files the files made anew are.
    public let remade: [Int]
    /// The paths of the last build's files that the rebuild does not have.
    public let removed: [String]
}
