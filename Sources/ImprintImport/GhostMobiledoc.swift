import Foundation
import ImprintCore
import Mustache

/// A Ghost body in Mobiledoc (Ghost 1 to 4): JSON of sections, each a paragraph or heading of
/// markers (text and atoms, with the markups that open and close around them), a list, an image,
/// or a card; rendered to the HTML Ghost showed.
enum GhostMobiledoc {
    /// The HTML of the document `json`, and the names of the cards it does not know.
    static func html(_ json: String) -> (html: String, unknown: [String]) {
        guard let document = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] else { return ("", []) }
        let markups = document["markups"] as? [[Any]] ?? [], atoms = document["atoms"] as? [[Any]] ?? []
        let cards = document["cards"] as? [[Any]] ?? []
        var unknown: [String] = []
        let blocks = (document["sections"] as? [[Any]] ?? []).map { section -> String in
            switch section.first as? Int {
            case 1:
                let tag = (section[safe: 1] as? String ?? "p").lowercased()
                return "<\(tag)>\(markers(section[safe: 2], markups: markups, atoms: atoms))</\(tag)>"
            case 2:
                return "<img src=\"\(HTMLEscaping.escape(section[safe: 1] as? String ?? ""))\" alt=\"\">"
            case 3:
                let tag = (section[safe: 1] as? String ?? "ul").lowercased()
                let items = (section[safe: 2] as? [Any] ?? []).map { "<li>\(markers($0, markups: markups, atoms: atoms))</li>" }
                return "<\(tag)>\(items.joined())</\(tag)>"
            case 10:
                guard let card = cards[safe: section[safe: 1] as? Int ?? -1], let name = card.first as? String else { return "" }
                guard let html = GhostCards.html(name, card[safe: 1] as? [String: Any] ?? [:]) else {
                    unknown.append(name)
                    return ""
                }
                return html
            default:
                return ""
            }
        }
        return (blocks.joined(separator: "\n"), unknown)
    }
}

private extension GhostMobiledoc {
    /// Markers as HTML: each opens the markups it names, then closes as many of the open ones as it says.
    static func markers(_ list: Any?, markups: [[Any]], atoms: [[Any]]) -> String {
        var html = "", open: [String] = []
        for case let marker as [Any] in list as? [Any] ?? [] {
            for case let index as Int in marker[safe: 1] as? [Any] ?? [] {
                guard let markup = markups[safe: index], let tag = (markup.first as? String)?.lowercased() else { continue }
                let attributes = markup[safe: 1] as? [Any] ?? []
                let pairs = stride(from: 0, to: attributes.count - 1, by: 2).compactMap { index -> String? in
                    guard let name = attributes[index] as? String, name.wholeMatch(of: /[A-Za-z][A-Za-z0-9-]*/) != nil else { return nil }
                    return " \(name)=\"\(HTMLEscaping.escape("\(attributes[index + 1])"))\""
                }
                html += "<\(tag)\(pairs.joined())>"
                open.append(tag)
            }
            if marker.first as? Int == 1 {
                let atom = atoms[safe: marker[safe: 3] as? Int ?? -1]
                html += atom?.first as? String == "soft-return" ? "<br>" : HTMLEscaping.escape(atom?[safe: 1] as? String ?? "")
            } else {
                html += HTMLEscaping.escape(marker[safe: 3] as? String ?? "")
            }
            for _ in 0..<min(marker[safe: 2] as? Int ?? 0, open.count) { html += "</\(open.removeLast())>" }
        }
        return html + open.reversed().map { "</\($0)>" }.joined()
    }
}

extension Array {
    /// The element at `index`, or nil when there is none: JSON from outside may hold anything.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
