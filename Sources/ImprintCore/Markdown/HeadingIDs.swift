/// GitHub's heading ids (github-slugger's rules), made unique within one page, and never one of
/// the ids the page already has: the theme's (`main`) and the footnotes' (`fn-1`, `fnref-1`).
package struct HeadingIDs {
    /// For each id given or reserved, how many times a heading's text asked for it: the next
    /// suffix to try. Each suffix is tried once per text, so assigning ids is linear.
    private var occurrences: [String: Int] = [:]

    init(reserved: some Sequence<String> = []) {
        for id in reserved { occurrences[id] = 0 }
    }

    /// `"Why it's slow"` → `why-its-slow`; a second `Intro` → `intro-1`; `Main` beside the
    /// theme's `<main id="main">` → `main-1`.
    mutating func unique(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        while occurrences[candidate] != nil {
            let count = occurrences[base, default: 0] + 1
            occurrences[base] = count
            candidate = "\(base)-\(count)"
        }
        occurrences[candidate] = 0
        return candidate
    }

    /// Takes `id`, written by the author (`{#id}`); false when the page already has it.
    mutating func claim(_ id: String) -> Bool {
        guard occurrences[id] == nil else { return false }
        occurrences[id] = 0
        return true
    }

    /// github-slugger's slug: lowercased; spaces become `-`; removed are punctuation but `-` and
    /// connector punctuation (`_`), symbols, separators, controls, format and unassigned
    /// characters and numbers that are neither digits nor letters (`²`, `½`), unless alphabetic.
    /// Letters, marks and digits stay. A heading with nothing left gets `section`, since an
    /// empty `id` is not HTML.
    package static func slug(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                kept.append("-")
            } else if scalar == "-" || scalar.properties.isAlphabetic || !isRemoved(scalar.properties.generalCategory) {
                kept.append(scalar)
            }
        }
        return kept.isEmpty ? "section" : String(kept)
    }

    private static func isRemoved(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .otherNumber, .closePunctuation, .finalPunctuation, .initialPunctuation, .openPunctuation, .otherPunctuation, .dashPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .control, .privateUse, .format, .unassigned, .surrogate,
             .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }
}
