import Foundation
import ImprintCore

extension ImportPlan {
    /// Plans `templates/shortcodes/NAME.mustache` made from an include or shortcode of the old
    /// site, when a planned item uses it; call once every item is added. A template of that name
    /// the site has is kept: with the same text, it is the one an earlier import made; with
    /// another, the made one takes the next free name (`note-2`) and the imported items' tags follow it.
    mutating func addShortcode(_ shortcode: SiteShortcode) {
        let items = files.filter { $0.path.hasPrefix("content/") }.map(\.text)
        guard !SiteShortcode.Made(shortcodes: [shortcode.name: shortcode]).used(in: items).isEmpty else { return }
        var name = shortcode.name, number = 1, path = "", kept = false
        while true {
            path = "templates/\(Shortcodes.folder)\(name).mustache"
            let file = siteFolder.appendingPathComponent(path).path
            if !takenPaths.contains(path), POSIXFiles.kind(of: file) == .missing { break }
            if !takenPaths.contains(path), (try? POSIXFiles.read(file)) == Data(shortcode.template.utf8) {
                kept = true
                break
            }
            number += 1
            name = "\(shortcode.name)-\(number)"
        }
        var line = "\(path), from \(shortcode.origin)" + (kept ? " (the site has it already)" : "")
        if !kept {
            takenPaths.insert(path)
            files.append((path, shortcode.template))
        }
        if name != shortcode.name {
            files = files.map { $0.path.hasPrefix("content/") ? ($0.path, Self.renamingShortcode(shortcode.name, to: name, in: $0.text)) : $0 }
            line += ": templates/\(Shortcodes.folder)\(shortcode.name).mustache is the site's own and is kept, "
                + "so the imported tags are `{{< \(name) >}}`"
        }
        report.shortcodesMade.append(line)
    }

    /// `text` with the tags of shortcode `name` outside code renamed `new`.
    static func renamingShortcode(_ name: String, to new: String, in text: String) -> String {
        guard let tag = try? Regex("\\{\\{([<%])\\s*(/?)\\s*\(name)(?=[\\s/>%])") else { return text }
        let code = MarkdownRenderer.codeBlockLines(of: text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard !code.contains(index + 1) else { return String(line) }
            return String(line).replacing(tag) { match in "{{\(match.output[1].substring ?? "<") \(match.output[2].substring ?? "")\(new)" }
        }.joined(separator: "\n")
    }
}
