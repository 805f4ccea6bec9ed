import Foundation

/// Images of a Markdown body as the page shows them: a local image gets its `width` and
/// `height` (a `name@2x.png` at half its pixels), a `srcset` of its smaller copies (or of
/// `name@2x.png` for twice the density) and, when WebP is smaller, a `<picture>` with a WebP
/// source; every image but the first `loading="lazy"` and `decoding="async"`; a local image
/// that is not there, or is no image, is a problem at its line. cmark still writes each `<img>`
/// (its escaping stays cmark's): the pass marks each image's title, and `restore(in:)` puts
/// the attributes where the mark is.
struct LocalImages {
    /// The attributes of each image, by its number in its mark.
    private var attributes: [String] = []
    /// The `<source>` of WebP copies of each image, by its number, when it has them.
    private var sources: [Int: String] = [:]
    private(set) var problems: [MarkdownProblem] = []
    /// The paths of the site's files it looked at.
    private(set) var filesRead: [String] = []
    /// The images with copies to publish.
    private(set) var uses: [ImageUse] = []
    /// The first image, for previews.
    private(set) var lead: LeadImage?

    init(in document: CmarkNode, files: LocalFiles?, page: MarkdownPage?, basePath: String = "") {
        let images = document.nodes(where: { $0.kind == .image })
        for (index, image) in images.enumerated() {
            let url = image.url ?? ""
            var html = image.title.flatMap { $0.isEmpty ? nil : " title=\"\(XMLText.escape($0))\"" } ?? ""
            if files != nil, let problem = LocalFiles.addressProblem(url, on: page) {
                let (line, column) = image.position
                problems.append(MarkdownProblem(line: line, column: column, message: problem))
                continue
            }
            if let files, let file = files.file(for: url, on: page) {
                filesRead.append(file.path)
                let (line, column) = image.position
                guard POSIXFiles.kind(of: file.path) != .missing else {
                    problems.append(MarkdownProblem(
                        line: line, column: column,
                        message: "image \(url) is not a file of the site: \(LocalFiles.whereToPut(url, on: page))"))
                    continue
                }
                if let target = files.outsideTarget(of: file) {
                    problems.append(MarkdownProblem(
                        line: line, column: column,
                        message: "image \(url) is a link that leads outside the site, to \(target): copy the file into the site instead"))
                    continue
                }
                // Where the page shows it: the copies go beside it.
                let published = LocalFiles.isLocal(url) ? basePath + url : page?.bundleURL(url)
                // `name@2x.png` beside it is its copy for dense screens: nothing to make.
                let double = files.doubleDensity(of: file)
                // Whether `name@2x.png` is there is read too: one added later makes the page again.
                filesRead.append(files.doubleDensityPath(of: file).path)
                switch double == nil ? files.processedImage(of: file) : nil {
                case .failure(let failure)?:
                    problems.append(MarkdownProblem(
                        line: line, column: column,
                        message: failure.explanation(of: "image \(url)")))
                    continue
                case .success(let processed)? where published != nil && !url.contains("?") && !url.contains("#"):
                    html += attributes(for: processed.image, at: published!, settings: files.images!.settings, number: self.attributes.count)
                    uses.append(ImageUse(url: String(published!.dropFirst(basePath.count + 1)), source: file.path, key: processed.key, image: processed.image))
                default:
                    if let size = files.imageSize(of: file) {
                        if let problem = size.pastPixelLimit {
                            problems.append(MarkdownProblem(line: line, column: column, message: "image \(url) \(problem)"))
                            continue
                        }
                        html += " width=\"\(size.width)\" height=\"\(size.height)\""
                    }
                    if let published, let double {
                        html += " srcset=\"\(XMLText.escape(published)) 1x, \(XMLText.escape(ImageUse.sibling(published, double.lastPathComponent))) 2x\""
                    }
                }
            }
            if index == 0 { lead = Self.lead(url, html: html, files: files, page: page, basePath: basePath) }
            // The first image is likely on screen as the page opens: it loads at once.
            if index > 0 { html += " loading=\"lazy\" decoding=\"async\"" }
            image.setTitle("\(Self.prefix)\(attributes.count)X")
            attributes.append(html)
        }
    }

    /// The HTML with each image's attributes in place of its mark, in a `<picture>` when it has
    /// WebP copies.
    func restore(in html: String) -> String {
        guard !attributes.isEmpty else { return html }
        // cmark escapes `>` in attributes: an <img> tag ends at the first `>` after it opens.
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + attributes.count * 256)
        var done = 0
        while let open = bytes.firstOffset(of: Self.imageOpening, in: done..<bytes.count),
              let close = bytes[(open + Self.imageOpening.count)...].firstIndex(of: UInt8(ascii: ">")) {
            result += bytes[done..<open]
            done = close + 1
            guard let mark = bytes.firstOffset(of: Self.titleMark, in: open..<close),
                  let quote = bytes[(mark + Self.titleMark.count)..<close].firstIndex(of: UInt8(ascii: "\"")),
                  let number = Int(String(decoding: bytes[(mark + Self.titleMark.count)..<quote].dropLast(), as: UTF8.self)),
                  attributes.indices.contains(number)
            else {
                result += bytes[open...close]
                continue
            }
            let image = bytes[open..<mark] + Array(attributes[number].utf8) + bytes[(quote + 1)...close]
            if let source = sources[number] {
                result += "<picture>".utf8
                result += source.utf8
                result += image
                result += "</picture>".utf8
            } else {
                result += image
            }
        }
        result += bytes[done...]
        return String(decoding: result, as: UTF8.self)
    }

    private static let prefix = "IMPRINTIMAGE"
    private static let imageOpening = Array("<img ".utf8)
    private static let titleMark = Array(" title=\"\(prefix)".utf8)
}

private extension LocalImages {
    /// `srcset` and `sizes` of the copies in the image's format, and its WebP `<source>`.
    mutating func attributes(for image: ProcessedImage, at published: String, settings: ImageSettings, number: Int) -> String {
        let sets = ImageSourceSets(image, at: published)
        let sizes = " sizes=\"\(XMLText.escape(settings.sizes))\""
        if let webp = sets.webp { sources[number] = "<source type=\"image/webp\" srcset=\"\(XMLText.escape(webp))\"\(sizes)>" }
        return " width=\"\(image.width)\" height=\"\(image.height)\"" + (sets.own.map { " srcset=\"\(XMLText.escape($0))\"" + sizes } ?? "")
    }

    /// The first image as previews show it: where the page has it, and the size just written.
    static func lead(_ url: String, html: String, files: LocalFiles?, page: MarkdownPage?, basePath: String) -> LeadImage? {
        let published = LocalFiles.isLocal(url) ? basePath + url : page?.bundleURL(url) ?? url
        // Previews show photos: no site shows an SVG there.
        guard !published.isEmpty, !url.lowercased().hasSuffix(".svg") else { return nil }
        let size = HTMLAttribute.integer("width", in: html).flatMap { width in HTMLAttribute.integer("height", in: html).map { ImageSize(width: width, height: $0) } }
        return LeadImage(url: published, size: size)
    }
}
