import Foundation

/// The site's own files as Markdown names them by site path: `/assets/x.png` is
/// `content/assets/x.png`, and any other path a file of `content/static/`; in a bundle, a
/// relative path is a file beside its `index.md`.
package struct LocalFiles: Sendable, Equatable {
    /// The site's `content/` folder.
    package let content: URL
    /// Its real path, which every file read must be inside.
    private let root: String?
    /// What makes the copies of images in other sizes and formats; nil: images are shown as they are.
    let images: ImageLibrary?

    init(content: URL, images: ImageLibrary? = nil) {
        self.content = content
        self.images = images
        root = POSIXFiles.realPath(content.path)
    }

    package static func == (lhs: LocalFiles, rhs: LocalFiles) -> Bool {
        lhs.content == rhs.content && lhs.images?.settings == rhs.images?.settings
    }

    /// The copies of the image `file`, when the library makes copies of it; a file that is not
    /// an image libvips can read is a failure.
    func processedImage(of file: URL) -> Result<(key: String, image: ProcessedImage), Vips.Failure>? {
        guard let images, ImageLibrary.resizes(file.lastPathComponent), let root else { return nil }
        do throws(Vips.Failure) {
            return .success(try images.image(at: file.path, within: root))
        } catch {
            return .failure(error)
        }
    }

    /// `name@2x.png` beside `name.png`, when there is one: the image for screens of twice the density.
    func doubleDensity(of file: URL) -> URL? {
        let double = doubleDensityPath(of: file)
        guard !file.deletingPathExtension().lastPathComponent.hasSuffix("@2x"), POSIXFiles.kind(of: double.path) == .file else { return nil }
        return double
    }

    /// Where `name@2x.png` would be, beside `name.png`.
    func doubleDensityPath(of file: URL) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(file.deletingPathExtension().lastPathComponent + "@2x." + file.pathExtension)
    }

    /// Whether `url` names a file of the site: a path from the site's root, not a URL.
    package static func isLocal(_ url: String) -> Bool {
        url.hasPrefix("/") && !url.hasPrefix("//")
    }

    /// Whether `url` is relative to its page: no scheme, not from the root, not a fragment or query.
    static func isRelative(_ url: String) -> Bool {
        guard let first = url.first, !"/#?@".contains(first) else { return false }
        return !url.prefix { $0 != "/" }.contains(":")
    }

    /// The source file that `url`, written in the body of `page`, names, if it names one:
    /// a site path, or a path relative to a bundle, without query or fragment. A site path with
    /// `..` names none (it is an error), nor does a bundle's path that `..` takes out of the bundle.
    func file(for url: String, on page: MarkdownPage?) -> URL? {
        let stripped = String(url.prefix { $0 != "?" && $0 != "#" })
        let plain = stripped.removingPercentEncoding ?? stripped
        if Self.isLocal(plain) {
            guard !plain.split(separator: "/").contains("..") else { return nil }
            if plain.hasPrefix("/assets/") { return content.appendingPathComponent(String(plain.dropFirst())) }
            return content.appendingPathComponent("static" + plain)
        }
        guard let page, page.isBundle, Self.isRelative(plain), let inside = Self.resolved(plain) else { return nil }
        return content.deletingLastPathComponent().appendingPathComponent(page.source).deletingLastPathComponent().appendingPathComponent(inside)
    }

    /// `path` with its `.` and `..` parts resolved (`sub/../photo.jpg` is `photo.jpg`), or nil
    /// when a `..` would climb above where it starts.
    static func resolved(_ path: String) -> String? {
        var normal: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) where part != "." {
            guard part == ".." else { normal.append(part); continue }
            guard normal.popLast() != nil else { return nil }
        }
        return normal.joined(separator: "/")
    }

    /// What is wrong with `url` as the address of an image on `page`, if anything: a scheme no
    /// reader's browser shows an image from (`file:`, `javascript:`, a Windows drive), or a site
    /// path or a bundle's path with `..` in it. A relative path on a page that is no bundle is
    /// the page's own business: its browser takes it from the page's URL.
    static func addressProblem(_ url: String, on page: MarkdownPage?) -> String? {
        let address = url.prefix { $0 != "?" && $0 != "#" }
        let beforeSlash = address.prefix { $0 != "/" }
        if let colon = beforeSlash.firstIndex(of: ":") {
            let scheme = beforeSlash[..<colon].lowercased()
            let shown = scheme == "http" || scheme == "https" || (scheme == "data" && address.dropFirst(5).lowercased().hasPrefix("image/"))
            return shown ? nil : "image \(url) has an address no reader's browser shows (\(scheme):): copy the file into content/assets/ and write /assets/its-name, or give its http(s) URL"
        }
        let plain = String(address).removingPercentEncoding ?? String(address)
        let parts = plain.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.contains("..") else { return nil }
        if isLocal(plain) {
            guard let normal = resolved(String(plain.dropFirst())) else {
                return "image \(url) leads outside the site: write its path from the site's root, like /assets/shot.png"
            }
            return "image \(url) has `..` in its path: write it as /\(normal)"
        }
        guard let page, page.isBundle, isRelative(plain), resolved(plain) == nil else { return nil }
        return "image \(url) leads out of the bundle of \(page.source): put the file beside it and write its name, or write a site path like /assets/shot.png"
    }

    /// Where `file` leads when that is outside the site's `content/` (through a link), else nil.
    func outsideTarget(of file: URL) -> String? {
        guard let root, let target = POSIXFiles.realPath(file.path), !POSIXFiles.isInside(target, root: root) else { return nil }
        return target
    }

    /// The size at which an image shows: its pixels, or half of them for a `name@2x.png`. Only
    /// images are read, and only inside `content/`, whatever links lie on the way.
    func imageSize(of file: URL) -> ImageSize? {
        guard Self.imageExtensions.contains(file.pathExtension.lowercased()), let root,
              (try? POSIXFiles.checkInside(file.path, root: root)) != nil, let data = try? POSIXFiles.read(file.path, within: root),
              let size = ImageSize(data)
        else { return nil }
        let isDouble = file.deletingPathExtension().lastPathComponent.hasSuffix("@2x")
        return isDouble ? ImageSize(width: size.width / 2, height: size.height / 2) : size
    }

    /// Where a file that `url` on `page` names should be, for a message about a missing one.
    static func whereToPut(_ url: String, on page: MarkdownPage?) -> String {
        if let page, page.bundleURL(url) != nil { return "put it beside \(page.source)" }
        return "put it in content/assets/ (as /assets/…) or content/static/"
    }

    package static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg"]
}
