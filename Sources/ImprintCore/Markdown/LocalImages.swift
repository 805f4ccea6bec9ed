import CCmarkGFM
import Foundation

/// Images of a Markdown body as the page shows them: a local image gets its `width` and
/// `height` from its file (a `name@2x.png` at half its pixels), every image but the first
/// `loading="lazy"` and `decoding="async"`, and a local image that is not there is a problem at
/// its line. cmark still writes each `<img>` (its escaping stays cmark's): the pass marks each
/// image's title, and `restore(in:)` puts the attributes where the mark is.
struct LocalImages {
    /// The attributes of each image, by its number in its mark.
    private var attributes: [String] = []
    private(set) var problems: [MarkdownProblem] = []
    /// The paths of the site's files it looked at.
    private(set) var filesRead: [String] = []

    init(in document: OpaquePointer, files: LocalFiles?, page: MarkdownPage?) {
        let images = CmarkTree.nodes(of: document, where: { cmark_node_get_type($0) == CMARK_NODE_IMAGE })
        for (index, image) in images.enumerated() {
            let url = cmark_node_get_url(image).map { String(cString: $0) } ?? ""
            var html = cmark_node_get_title(image).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : " title=\"\(XMLText.escape($0))\"" } ?? ""
            if let file = files?.file(for: url, on: page) {
                filesRead.append(file.path)
                guard FastFileSystem.kind(of: file.path) != .missing else {
                    let (line, column) = CmarkTree.position(of: image)
                    problems.append(MarkdownProblem(
                        line: line, column: column,
                        message: "image \(url) is not a file of the site: \(LocalFiles.whereToPut(url, on: page))"))
                    continue
                }
                if let size = files?.imageSize(of: file) { html += " width=\"\(size.width)\" height=\"\(size.height)\"" }
            }
            // The first image is likely on screen as the page opens: it loads at once.
            if index > 0 { html += " loading=\"lazy\" decoding=\"async\"" }
            cmark_node_set_title(image, "\(Self.prefix)\(attributes.count)X")
            attributes.append(html)
        }
    }

    /// The HTML with each image's attributes in place of its mark.
    func restore(in html: String) -> String {
        attributes.isEmpty ? html : Marks.replacing(in: html, before: " title=\"", prefix: Self.prefix, after: "\"", with: attributes)
    }

    private static let prefix = "IMPRINTIMAGE"
}
