/// How far apart two names are, for the "did you mean" part of messages.
///
/// Public so that the programs using the engine suggest names the same way it does.
public enum EditDistance {
    /// The Levenshtein distance between `a` and `b`, ignoring case.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Whether two different names are within two edits of each other: close enough to be a typo.
    public static func isNear(_ a: String, _ b: String) -> Bool {
        a != b && between(a, b) <= 2
    }

    /// The candidate nearest to `name`, when it is within two edits: the "did you mean" of a typo.
    public static func nearest(_ candidates: some Sequence<String>, to name: String) -> String? {
        nearestFirst(candidates, to: name).first.flatMap { between($0, name) <= 2 ? $0 : nil }
    }

    /// `candidates` sorted nearest to `name` first, ties by name, so that messages are stable.
    public static func nearestFirst(_ candidates: some Sequence<String>, to name: String) -> [String] {
        candidates.map { (candidate: $0, distance: between($0, name)) }
            .sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
            .map(\.candidate)
    }
}
