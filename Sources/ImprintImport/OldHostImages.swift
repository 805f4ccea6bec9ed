import Foundation
import ImprintCore
import RegexBuilder

/// Images an imported body shows that the import does not bring: a feed's `/assets/x.png` (a
/// feed holds no files), a Jekyll post's image its folder lacks, a file that is a Git LFS
/// pointer. The build stops at a site image that is not there, so each is pointed at the old
/// site's address, where it still is, for the user to bring over; with no address known, a
/// Markdown image becomes its text and its path, which the build lets be.
struct OldHostImages {
    /// Why an image is not brought.
    enum Absence {
        case missing
        case lfsPointer
    }

    /// One image pointed elsewhere: what the body wrote, where it leads now (nil: nowhere known:
    /// a Markdown image is text now, anything else is left as written), and why.
    struct Moved {
        let written: String
        let oldURL: String?
        let absence: Absence
        var isText = false

        /// For the report: the image of the file at `path`, where it loads from, and why.
        func description(in path: String, fromFolder: Bool) -> String {
            let why = absence == .lfsPointer ? "a Git LFS pointer in the old site (run `git lfs pull` there, then import again)"
                : fromFolder ? "not in the site's folder" : "the export has only its address"
            guard let oldURL else {
                return "\(path): \(written), \(why): no address of the old site is known, so it "
                    + (isText ? "shows as its text and path" : "is left as written") + " (give one with --old-url URL and import again)"
            }
            return "\(path): \(written) → \(oldURL) (\(why))"
        }
    }

    /// Where the old site served a path from its root: the old site's address for a site's
    /// folder (with `baseurl`'s path, which its bodies leave out), the host for an export (whose
    /// paths are the server's).
    let root: URL?
    /// The item's old URL, which relative paths were read from.
    let page: URL?
    /// base_url's path (`/blog`), which the HTML an export keeps has before its root paths.
    let basePath: String
    /// Why the file at a site path (`/assets/x.png`), or at a path of the item's bundle, is not
    /// brought; nil when it is.
    let absence: (_ path: String, _ inBundle: Bool) -> Absence?
    /// Whether paths relative to the page are the old site's: an export's are; a site folder's
    /// item that is no bundle leaves them to the reader's browser, as the build does.
    let readsRelativePaths: Bool

    /// The images of `item`, whose source's address is `oldSite`, in a site at base_url's path
    /// `basePath`; `absence` says why a file is not brought.
    init(for item: ImportedItem, oldSite: URL?, basePath: String, absence: @escaping (_ path: String, _ inBundle: Bool) -> Absence?) {
        let page = item.link.flatMap { URL(string: $0, relativeTo: oldSite)?.absoluteURL }
            .flatMap { ImportSource.isLocal($0.host ?? "") ? nil : $0 }
        // An export's paths are its server's; a site folder's are the site's, under its `baseurl`.
        root = item.isMarkdown ? oldSite : (oldSite ?? page).flatMap { URL(string: "/", relativeTo: $0)?.absoluteURL }
        self.page = page
        self.basePath = item.isMarkdown ? "" : basePath
        self.absence = absence
        readsRelativePaths = !item.isMarkdown || !item.bundleFiles.isEmpty
    }

    /// `markdown` with each image that is not brought (`![](…)`, `[5]: /x.png`, `<img src>`, a
    /// shortcode's `src` or `poster`) pointed at the old site, and those images.
    func resolving(_ markdown: String) -> (markdown: String, moved: [Moved]) {
        guard ["![", "]:", "src=", "poster="].contains(where: markdown.contains) else { return (markdown, []) }
        var moved: [Moved] = []
        let text = ProseLines.map(markdown) { line, _ in
            ProseLines.replacing(Self.image, in: line) { match in
                let written = String(match.output.2), prefix = String(match.output.1), rest = match.output.3.map(String.init) ?? ""
                let isHTML = prefix.hasPrefix("<")
                // A reference's definition serves links too: only an image's file is moved.
                if prefix.hasPrefix("["), !LocalFiles.imageExtensions.contains(Self.path(of: written).split(separator: ".").last?.lowercased() ?? "") {
                    return nil
                }
                guard let absence = absence(of: written, isHTML: isHTML) else { return nil }
                let oldURL = self.oldURL(of: written, isHTML: isHTML)
                if let oldURL {
                    moved.append(Moved(written: written, oldURL: oldURL, absence: absence))
                    return prefix + oldURL + rest
                }
                // Out of the build's way, and no link that leads nowhere: its text, and where it was.
                let isText = prefix.hasPrefix("![") && !rest.isEmpty
                moved.append(Moved(written: written, oldURL: nil, absence: absence, isText: isText))
                guard isText else { return nil }
                let alt = prefix.dropFirst(2).prefix { $0 != "]" }
                return (alt.isEmpty ? "" : alt + " ") + "(an image not brought over: `\(written)`)"
            }
        }
        return (text, moved)
    }

    /// A Markdown image (with the rest of it, up to its `)`), a reference's definition (`[5]: /x.png`),
    /// an `<img>`'s, `<video>`'s or `<source>`'s `src` or `poster`, a shortcode's: what comes
    /// before the address, the address, and what ends a Markdown image.
    nonisolated(unsafe) static let image = Regex {
        Capture { #/!\[[^\]]*\]\(\s*<?|^ {0,3}\[[^\]]+\]:\s*<?|<(?:img|video|source)\s[^>]*?\b(?:src|poster)=["']|\{\{[<%][^\n]*?\b(?:src|poster)=["]?/# }
        Capture { #/[^)\s"'>]+/# }
        Optionally { Capture { #/>?(?:\s+"[^"\n]*")?\s*\)/# } }
    }

    /// Whether the file at `url` is a Git LFS pointer, the text Git keeps in place of a file
    /// whose bytes were never pulled.
    static func isLFSPointer(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: lfsSignature.utf8.count)) ?? Data()
        return start == Data(lfsSignature.utf8)
    }

    static let lfsSignature = "version https://git-lfs.github.com/spec/v1"
}

private extension OldHostImages {
    /// Why the image at `written` is not brought, or nil when it is (or is not the site's).
    func absence(of written: String, isHTML: Bool) -> Absence? {
        guard !written.isEmpty, !written.contains(":"), !written.hasPrefix("//"), !written.hasPrefix("#") else { return nil }
        let path = Self.path(of: written)
        if path.hasPrefix("/") { return absence(isHTML ? sitePath(path) : path, false) }
        return readsRelativePaths ? absence(path, true) : nil
    }

    /// Where `written` was on the old site, when its address is known.
    func oldURL(of written: String, isHTML: Bool) -> String? {
        var path = written
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path.hasPrefix("/") {
            guard let root = root?.absoluteString else { return nil }
            return (root.hasSuffix("/") ? String(root.dropLast()) : root) + (isHTML ? sitePath(path) : path)
        }
        return (page ?? root).flatMap { URL(string: path, relativeTo: $0)?.absoluteURL.absoluteString }
    }

    /// A root path of kept HTML without the base_url path the import put before it.
    func sitePath(_ path: String) -> String {
        !basePath.isEmpty && path.hasPrefix(basePath + "/") ? String(path.dropFirst(basePath.count)) : path
    }

    /// The file's path: without query or fragment, decoded, `./` taken off.
    static func path(of written: String) -> String {
        var path = String(written.prefix { $0 != "?" && $0 != "#" })
        path = path.removingPercentEncoding ?? path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
