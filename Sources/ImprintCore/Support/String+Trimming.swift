import Foundation

extension String {
    /// `trimmingCharacters(in: .whitespaces)`, without Foundation's cost when there is nothing to
    /// trim, the usual case for a heading or a date.
    var trimmingHorizontalSpace: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last,
              CharacterSet.whitespaces.contains(first) || CharacterSet.whitespaces.contains(last)
        else { return self }
        return trimmingCharacters(in: .whitespaces)
    }
}
