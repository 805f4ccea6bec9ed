extension StringProtocol {
    /// The text without whitespace at either end.
    package func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
