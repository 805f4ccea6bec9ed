/// GitHub-style heading ids, made unique within one page.
struct HeadingIDs {
    private var used: [String: Int] = [:]

    /// `"Why it's slow"` → `why-its-slow`; a second `Intro` → `intro-1`.
    mutating func unique(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        while let count = used[candidate] {
            used[candidate] = count + 1
            candidate = "\(base)-\(count)"
        }
        used[candidate] = 1
        return candidate
    }

    /// Lowercase letters and digits kept, spaces become `-`, other punctuation dropped.
    static func slug(_ text: String) -> String {
        let kept = text.lowercased().unicodeScalars.compactMap { scalar -> String? in
            if scalar == " " || scalar == "-" { return "-" }
            if scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                return String(scalar)
            }
            return nil
        }.joined()
        return kept.isEmpty ? "section" : kept
    }
}
