import Foundation
import ImprintCore
import Mustache

/// The front-matter keys of a Jekyll post or page beyond those the import reads itself: `image`
/// (a path, or a map with `path`, as Chirpy writes it) becomes Imprint's `image`, and the theme's
/// own keys (`subtitle`, `author`) stay, as YAML, for templates to read as `page.params.<key>`.
struct JekyllFrontMatter {
    /// The post's preview image: a URL, or a path of the site that the folder has.
    var image: String?
    /// `key: value` lines of YAML, in the order written: the theme's keys, and `toc` and
    /// `comments` as `true` or `false`, which mean in Imprint what they meant to Jekyll's themes.
    var kept: [String] = []
    /// `file:line: what, and what was done`.
    var notes: [String] = []

    /// Reads `file`'s keys; `folderFile` gives the file of the folder at a path of the site
    /// (`assets/x.png`), nil when it has none.
    init(_ file: JekyllSite.File, folderFile: (String) -> URL?) {
        guard case .mapping(let members) = file.matter.fields.kind else { return }
        for (key, value) in members {
            let name = key.lowercased()
            if Self.readByImport.contains(name) || Self.jekyllOwn.contains(name) { continue }
            if name == "image" {
                readImage(value, file: file, folderFile: folderFile)
            } else if ["toc", "comments"].contains(name), case .scalar(let flag, true) = value.kind,
                      ["true", "false"].contains(flag) {
                // Jekyll's themes mean by them what Imprint does: a table of contents, comments on or off.
                kept.append("\(name): \(flag)")
            } else if let near = Self.imprintKeys.first(where: { $0 == name || EditDistance.isNear(name, $0) }) {
                // Imprint would read it as its own key, or warn that it looks like a misspelling of one.
                notes.append("\(file.path):\(value.line): front-matter key `\(key)` is not carried over, "
                    + "as Imprint reads `\(near)` itself: add it by hand if a template needs it")
            } else {
                kept.append("\(Self.yamlKey(key)): \(Self.flowYAML(value))")
            }
        }
    }

    /// The keys `JekyllSite` reads into the item itself.
    static let readByImport: Set = [
        "title", "date", "tags", "categories", "category", "excerpt", "description", "summary", "published", "draft", "slug",
        "permalink", "redirect_from",
    ]
    /// Keys that tell Jekyll how to build, which mean nothing to Imprint.
    static let jekyllOwn: Set = ["layout", "redirect_to", "excerpt_separator", "render_with_liquid", "sitemap"]
    /// The keys Imprint reads in a post's or a page's front matter.
    static let imprintKeys = [
        "title", "date", "updated", "tags", "summary", "image", "toc", "project", "slug", "draft", "published", "categories",
        "aliases", "comments", "mastodon", "import_id", "menu",
    ]
}

private extension JekyllFrontMatter {
    mutating func readImage(_ value: YAMLNode, file: JekyllSite.File, folderFile: (String) -> URL?) {
        let written: String?
        switch value.kind {
        case .scalar(let text, _): written = text
        case .mapping: if case .scalar(let text, _)? = value["path"]?.kind { written = text } else { written = nil }
        case .sequence: written = nil
        }
        guard let written, !written.isEmpty else {
            notes.append("\(file.path):\(value.line): `image` is not a path or a map with `path`; left out")
            return
        }
        if written.hasPrefix("https://") || written.hasPrefix("http://") {
            image = written
            return
        }
        let path = String(written.drop { $0 == "/" })
        guard let url = folderFile(path) else {
            notes.append("\(file.path):\(value.line): `image` \(written) is not a file of the folder, "
                + "so the post has no `image`: "
                + "copy the file in and write `image: /\(path)`")
            return
        }
        // A clone without `git lfs` has a pointer of a few lines where the image would be.
        if Self.isLFSPointer(url) {
            notes.append("\(file.path):\(value.line): `image` \(written) is a Git LFS pointer, not the image, so the post has no "
                + "`image`: run `git lfs pull`, then import again")
            return
        }
        image = "/" + path
    }

    static func isLFSPointer(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 23)).map { $0 == Data("version https://git-lfs".utf8) } ?? false
    }

    /// A key as YAML writes it: plain when it can be, else quoted.
    static func yamlKey(_ key: String) -> String {
        key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } ? key : YAMLText.quoted(key)
    }

    /// `node` on one line: text quoted, unless a plain number, `true` or `false`; lists and maps in flow style.
    static func flowYAML(_ node: YAMLNode) -> String {
        switch node.kind {
        case .scalar(let text, let isPlain):
            let keepsType = isPlain && (["true", "false"].contains(text) || Double(text) != nil)
            return keepsType ? text : isPlain && node.isNull ? "null" : YAMLText.quoted(text)
        case .sequence(let items):
            return "[" + items.map(flowYAML).joined(separator: ", ") + "]"
        case .mapping(let members):
            return "{" + members.map { "\(YAMLText.quoted($0.key)): \(flowYAML($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
