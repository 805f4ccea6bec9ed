import Foundation
import ImprintCore

extension ImportPlan {
    /// The body with each image of the old site's `wp-content/uploads` pointed at
    /// `content/assets/uploads/`, copied from `--uploads`; or listed in the report, with why.
    mutating func attachments(in html: String) -> String {
        // Wherever the export says they are: on the old host or any, root-relative, or on
        // WordPress.com's `*.files.wordpress.com`, whose paths are those of uploads.
        let pattern = #"(?:(?:https?:)?//[^"'\s<>()]+)?/wp-content/uploads/([^"'\s<>()?#]+)|(?:https?:)?//[\w-]+\.files\.wordpress\.com/([^"'\s<>()?#]+)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return html }
        var result = html
        let matches = expression.matches(in: html, range: NSRange(html.startIndex..., in: html)).reversed()
        for match in matches {
            let restRange = match.range(at: 1).location == NSNotFound ? match.range(at: 2) : match.range(at: 1)
            guard let whole = Range(match.range, in: html), let rest = Range(restRange, in: html) else { continue }
            let url = String(html[whole])
            guard let uploads else {
                if !report.attachmentsListed.contains(url) { report.attachmentsListed.append(url) }
                continue
            }
            switch uploads.copy(for: String(html[rest])) {
            case .success(let copy):
                if !copies.contains(where: { $0.to == copy.destination }), !uploads.isTaken(copy.destination) {
                    copies.append((copy.source, copy.destination))
                    report.attachmentsCopied.append(copy.destination)
                }
                result.replaceSubrange(Range(match.range, in: result)!, with: copy.urlPath)
            case .failure(let refusal):
                if case .notFound = refusal {
                    let line = "\(url) (\(refusal.reason))"
                    if !report.attachmentsListed.contains(line) { report.attachmentsListed.append(line) }
                } else {
                    let line = "\(url): \(refusal.reason)"
                    if !report.attachmentsRefused.contains(line) { report.attachmentsRefused.append(line) }
                }
            }
        }
        return result
    }

    /// `markdown` of `item`, to be written at `path`, with each image the import does not bring
    /// pointed at the old site, and listed.
    mutating func imagesBrought(_ markdown: String, of item: ImportedItem, path: String) -> String {
        let bundle = Dictionary(item.bundleFiles.map { ($0.path, $0.source) }) { first, _ in first }
        let plannedCopies = Set(copies.map(\.to))
        let basePath = String(config.baseURL.path.dropLast())
        let images = OldHostImages(for: item, oldSite: oldSite, basePath: basePath) { [lfsPointers, siteFolder] written, inBundle in
            if inBundle { return bundle[written].map { OldHostImages.isLFSPointer($0) ? .lfsPointer : nil } ?? .missing }
            let file = (written.hasPrefix("/assets/") ? "content" : "content/static") + written
            if lfsPointers.contains(file) { return .lfsPointer }
            return plannedCopies.contains(file) || POSIXFiles.kind(of: siteFolder.appendingPathComponent(file).path) != .missing ? nil : .missing
        }
        let (shown, moved) = images.resolving(markdown)
        report.imagesOnOldHost += moved.map { $0.description(in: path, fromFolder: item.isMarkdown) }
        return shown
    }
}
