/// What the highlighting of one `RealWorld/` sample must show, written from what the code is (as
/// Xcode, GitHub and Pygments colour it), not from what Imprint happens to do.
struct TokenExpectation {
    /// Tokens in this order; others may come between.
    var tokens: [Pair]
    /// Token sequences that must each stand somewhere with nothing between: `template <typename`.
    var runs: [[Pair]] = []
    /// Tokens that must appear nowhere.
    var absent: [Pair] = []

    /// One line for each expectation that `words` (the sample's tokens, plain text cut into words) misses.
    func failures(in words: [Pair]) -> [String] {
        var failures: [String] = []
        var next = words.startIndex
        for pair in tokens {
            if let index = words[next...].firstIndex(of: pair) {
                next = index + 1
            } else {
                failures.append("missing, in order: \(pair)" + Self.sameText(as: pair, in: words[next...]))
            }
        }
        for run in runs where !words.indices.contains(where: { words[$0...].starts(with: run) }) {
            failures.append("missing run: \(run)" + Self.sameText(as: run[run.count / 2], in: words[...]))
        }
        for pair in absent where words.contains(pair) {
            failures.append("unexpected: \(pair)")
        }
        return failures
    }

    private static func sameText(as pair: Pair, in words: ArraySlice<Pair>) -> String {
        let found = words.filter { $0.text == pair.text }.prefix(3)
        return found.isEmpty ? "" : " (found \(found.map(\.description).joined(separator: ", ")))"
    }
}

extension Pair {
    /// Plain text: a name with no class of its own (a member, a variable).
    static func plain(_ word: String) -> Pair { Pair("", word) }
}

/// The expected tokens of each sample, by file name.
enum RealWorldExpectations {
    static let byFile: [String: TokenExpectation] = [
        cFamily, systems, jvmAndWeb, scripts, scriptAndData, markupAndData, appleFormats,
    ].reduce(into: [:]) { all, family in all.merge(family) { first, _ in first } }
}
