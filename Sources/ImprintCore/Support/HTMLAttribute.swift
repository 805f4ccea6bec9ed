import Foundation

/// Reads attributes of HTML that Imprint itself wrote.
enum HTMLAttribute {
    /// The whole number of attribute `name` (`width="800"`), the first in `html`.
    static func integer(_ name: String, in html: some StringProtocol) -> Int? {
        guard let range = html.range(of: " \(name)=\"") ?? (html.hasPrefix("\(name)=\"") ? html.range(of: "\(name)=\"") : nil) else { return nil }
        return Int(html[range.upperBound...].prefix { $0.isNumber })
    }
}
