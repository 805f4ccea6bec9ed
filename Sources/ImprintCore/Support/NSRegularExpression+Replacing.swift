import Foundation

extension NSRegularExpression {
    /// `text` with each match replaced by `make` of its groups (the whole match first, a group
    /// that took part in none as empty text).
    package func replacing(in text: String, _ make: ([String]) -> String) -> String {
        let source = text as NSString
        var result = "", position = 0
        for match in matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let groups = (0..<match.numberOfRanges).map { match.range(at: $0).location == NSNotFound ? "" : source.substring(with: match.range(at: $0)) }
            result += source.substring(with: NSRange(location: position, length: match.range.location - position)) + make(groups)
            position = match.range.location + match.range.length
        }
        return result + source.substring(from: position)
    }
}
