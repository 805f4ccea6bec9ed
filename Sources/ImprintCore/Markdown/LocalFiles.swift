import Foundation

/// The site's own files as Markdown names them by site path: `/assets/x.png` is
/// `content/assets/x.png`, and any other path a file of `content/static/`.
struct LocalFiles: Sendable, Equatable {
    /// The site's `content/` folder.
    let content: URL

    /// Whether `url` names a file of the site: a path from the site's root, not a URL.
    static func isLocal(_ url: String) -> Bool {
        url.hasPrefix("/") && !url.hasPrefix("//")
    }

    /// The source file of the site path `path` (`/assets/x.png`), without query or fragment.
    func file(at path: String) -> URL {
        let plain = String(path.prefix { $0 != "?" && $0 != "#" }).removingPercentEncoding ?? path
        if plain.hasPrefix("/assets/") { return content.appendingPathComponent(String(plain.dropFirst())) }
        return content.appendingPathComponent("static" + plain)
    }

    /// The size at which an image shows: its pixels, or half of them for a `name@2x.png`.
    func imageSize(at path: String) -> ImageSize? {
        let file = file(at: path)
        guard let root = FastFileSystem.realPath(content.path), let data = try? FastFileSystem.read(file.path, within: root),
              let size = ImageSize(data)
        else { return nil }
        let isDouble = file.deletingPathExtension().lastPathComponent.hasSuffix("@2x")
        return isDouble ? ImageSize(width: size.width / 2, height: size.height / 2) : size
    }
}
