import Foundation

/// Reads attributes of HTML that Imprint itself wrote.
enum HTMLAttribute {
    /// The whole number of attribute `name` (`width="800"`), the first in `html`.
    static func integer(_ name: String, in html: some StringProtocol) -> Int? {
        guard let range = html.range(of: " \(name)=\"") ?? (html.hasPrefix("\(name)=\"") ? html.range(of: "\(name)=\"") : nil) else { return nil }
        return Int(html[range.upperBound...].prefix { $0.isNumber })
    }

    /// The text of attribute `name` (`src="/a.png"`), the first in `html`, its entities decoded.
    static func text(_ name: String, in html: some StringProtocol) -> String? {
        guard let range = html.range(of: " \(name)=\"") else { return nil }
        return XMLText.unescape(String(html[range.upperBound...].prefix { $0 != "\"" }))
    }
}
