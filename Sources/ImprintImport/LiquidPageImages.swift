import Foundation
import ImprintCore

extension LiquidConversion {
    /// The image an include shows from the page's own folder, when the include cannot become a
    /// template (`{% include image.md name="x.gif" %}`, whose Liquid builds the path from
    /// `page.url`): an argument naming an image that the site folder has, once, in the folder named
    /// after the page's URL (`assets/images/<slug>/x.gif`), or else the longest folder name the URL
    /// starts with (`<slug>` for `<slug>-eng`), as Markdown, its `alt` kept.
    func pageFolderImage(_ arguments: [(String, String)]) -> String? {
        guard let url = values["page.url"], let last = url.split(separator: "/").last else { return nil }
        let slug = last.hasSuffix(".html") ? String(last.dropLast(".html".count)) : String(last)
        let alt = arguments.first { $0.0 == "alt" }?.1 ?? ""
        for (_, value) in arguments where LocalFiles.imageExtensions.contains(value.split(separator: ".").last?.lowercased() ?? "") {
            let found = files.compactMap { path -> (folder: Substring, path: String)? in
                let parts = path.split(separator: "/")
                guard parts.count > 1, path.hasSuffix("/" + value), parts.count >= value.split(separator: "/").count + 1 else { return nil }
                let folder = parts[parts.count - value.split(separator: "/").count - 1]
                return slug.hasPrefix(folder) ? (folder, path) : nil
            }
            let longest = found.map(\.folder.count).max()
            let chosen = found.filter { $0.folder.count == longest }
            guard chosen.count == 1 else { continue }
            return "![\(alt)](/\(chosen[0].path))"
        }
        return nil
    }
}
