import Foundation
import ImprintCore

/// What `_config.yml` says about URLs and files.
struct JekyllConfig {
    var permalink = "date"
    /// `source`: the folder of the site's files, when not the one `_config.yml` is in (Octopress 2
    /// keeps them in `source/`). Only a folder inside that one.
    var source: String?
    /// The permalink `defaults` give every post (`scope: {type: posts}`), which wins over `permalink`.
    var postPermalink: String?
    var excerptSeparator: String?
    var exclude = ["Gemfile", "Gemfile.lock", "node_modules", "vendor"].map(PathPattern.init)
    /// What Jekyll publishes although it is hidden or starts with `_` (`.well-known`), as `include` writes it.
    var include = [PathPattern(".htaccess")]
    /// The zone Jekyll writes dates in (`timezone`; GitHub Pages builds in UTC).
    var timeZone = TimeZone(identifier: "UTC")!
    /// `site.title` and the other text settings, for `{{ site.x }}`.
    var values: [String: String] = [:]
    /// The heading ids the site's Markdown gave (`markdown`, kramdown's `auto_ids` and
    /// `auto_id_prefix`, redcarpet's `with_toc_data`); nil for none.
    var headingIDs: OldHeadingIDs.Style? = .kramdown(prefix: "")
    /// The encoding Jekyll reads files in (`encoding`), nil for its default, UTF-8.
    var encoding: String?

    /// The settings of `_config.yml` in `folder`, the defaults when there is none; one that
    /// cannot be read or parsed is an error, since its `exclude` may be all that keeps files private.
    init(folder: URL) throws(ImportError) {
        guard POSIXFiles.kind(of: folder.appendingPathComponent(Self.fileName).path) != .missing else { return }
        guard let node = try Self.parse(folder) else { return }
        guard case .mapping(let members) = node.kind else {
            let problem = "this is \(node.kindDescription), not Jekyll's settings (key: value)"
            throw .invalidConfig(file: Self.fileName, line: node.line, column: node.column, problem: problem)
        }
        for (key, value) in members {
            switch (key, value.kind) {
            case ("permalink", .scalar(let text, _)): permalink = text
            case ("excerpt_separator", .scalar(let text, _)): excerptSeparator = text
            case ("exclude", .sequence): exclude += value.texts.map(PathPattern.init)
            case ("include", .sequence): include += value.texts.map(PathPattern.init)
            case ("source", .scalar(let name, _)) where !name.isEmpty && name != ".": source = name
            case ("timezone", .scalar(let name, _)): timeZone = TimeZone(identifier: name) ?? timeZone
            case ("markdown", .scalar), ("kramdown", .mapping), ("redcarpet", .mapping):
                headingIDs = Self.headingIDs(members)
            case ("defaults", .sequence(let entries)): postPermalink = Self.postPermalink(in: entries)
            case ("encoding", .scalar(let name, _)): encoding = name
            case (_, .scalar(let text, _)): values["site." + key] = text
            default: continue
            }
        }
    }

    /// The folder Jekyll reads the site from, in `root`: `source` when it names a folder inside
    /// it, or `source/` when that holds `_posts` and `root` does not (Octopress's layout, given its
    /// repository's root); with a note saying so when it is not `root`.
    func siteFolder(in root: URL) -> (folder: URL, note: String?) {
        // A folder inside `root`, however its path leads there: never one a link takes elsewhere.
        let inside = POSIXFiles.realPath(root.path).map { $0 + "/" } ?? "/nowhere/"
        let exists = { (path: String) in
            POSIXFiles.kind(of: root.appendingPathComponent(path).path) == .directory
                && POSIXFiles.realPath(root.appendingPathComponent(path).path)?.hasPrefix(inside) == true
        }
        let named = source.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/ ")) }
            .flatMap { $0.isEmpty || $0 == "." || $0.split(separator: "/").contains("..") || !exists($0) ? nil : $0 }
        guard let name = named ?? (exists("source/_posts") && !exists("_posts") ? "source" : nil) else { return (root, nil) }
        let why = named != nil ? "_config.yml's `source`" : "Octopress's layout"
        return (root.appendingPathComponent(name), "\(name)/:1: read as the site's folder (\(why)); the files beside it are the generator's")
    }

    /// Where the old site is: `url` and `baseurl` (`https://me.github.io/blog/`).
    var oldSite: URL? {
        let parts = [values["site.url"], values["site.baseurl"]].map { ($0 ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "/ ")) }
        guard !parts[0].isEmpty else { return nil }
        return ImportSource.oldSite(parts.filter { !$0.isEmpty }.joined(separator: "/") + "/")
    }


    /// Whether `path` (from the site's folder) is excluded: a name, a folder (`scripts/`) or a
    /// pattern (`*.log`), as `exclude` writes them.
    func excludes(_ path: String) -> Bool {
        exclude.contains { $0.matches(path) }
    }

    /// Whether `path` is included though hidden or in a `_` folder.
    func includes(_ path: String) -> Bool {
        include.contains { $0.matches(path) }
    }

    /// The URL Jekyll gave a page: its `permalink`, or its path, as a folder when the site's
    /// permalinks are (`pretty`, or a pattern ending in `/`).
    func pageURL(of file: JekyllSite.File) -> String {
        if let own = file.field("permalink") { return own }
        let stem = file.path.replacingOccurrences(of: #"\.(md|markdown|mdown|mkd|html)$"#, with: "", options: .regularExpression)
        guard permalink == "pretty" || permalink.hasSuffix("/") else { return "/" + stem + ".html" }
        return stem.hasSuffix("index") ? "/" + stem.dropLast("index".count) : "/" + stem + "/"
    }

    /// The URL Jekyll gave a post: its `permalink`, or the site's pattern filled in, with the
    /// date in the site's zone and `:title` its `slug` when it has one.
    func url(of file: JekyllSite.File, date: PostDate, categories: [String]) -> String {
        if let own = file.field("permalink") { return own }
        let date = PostDate(date: date.date, timeZone: timeZone)
        let title = file.field("slug") ?? file.jekyllSlug
        let patterns = ["date": "/:categories/:year/:month/:day/:title:output_ext", "pretty": "/:categories/:year/:month/:day/:title/",
                        "ordinal": "/:categories/:year/:y_day/:title:output_ext", "none": "/:categories/:title:output_ext"]
        let parts = date.components
        let two = { (value: Int?) in String(format: "%02d", value ?? 0) }
        let permalink = postPermalink ?? permalink
        var url = patterns[permalink] ?? permalink
        for (token, value) in [
            (":categories", categories.map { $0.lowercased() }.joined(separator: "/")), (":year", String(parts.year ?? 0)),
            (":short_year", two((parts.year ?? 0) % 100)), (":i_month", String(parts.month ?? 0)), (":month", two(parts.month)),
            (":i_day", String(parts.day ?? 0)), (":day", two(parts.day)), (":title", title), (":slug", title), (":output_ext", ".html"),
        ] { url = url.replacingOccurrences(of: token, with: value) }
        return url.replacingOccurrences(of: #"/+"#, with: "/", options: .regularExpression)
    }
}

private extension JekyllConfig {
    static let fileName = "_config.yml"

    /// The heading ids of the Markdown processor the settings name: kramdown (Jekyll's) unless
    /// `markdown` names another.
    static func headingIDs(_ members: [(key: String, value: YAMLNode)]) -> OldHeadingIDs.Style? {
        let settings = Dictionary(members) { first, _ in first }
        var processor = "kramdown"
        if case .scalar(let name, _)? = settings["markdown"]?.kind { processor = name.lowercased() }
        switch processor {
        case "kramdown":
            let kramdown = settings["kramdown"]
            if case .scalar(let autoIDs, _)? = kramdown?["auto_ids"]?.kind, autoIDs == "false" { return nil }
            if case .scalar(let prefix, _)? = kramdown?["auto_id_prefix"]?.kind { return .kramdown(prefix: prefix) }
            return .kramdown(prefix: "")
        case "redcarpet":
            guard case .sequence(let extensions)? = settings["redcarpet"]?["extensions"]?.kind,
                  extensions.contains(where: { if case .scalar("with_toc_data", _) = $0.kind { true } else { false } })
            else { return nil }
            return .redcarpet
        default:
            return nil
        }
    }

    /// The permalink of the last `defaults` entry that covers every post: its scope's type is
    /// `posts` and its path, if any, the whole site or `_posts`.
    static func postPermalink(in entries: [YAMLNode]) -> String? {
        let scalar = { (node: YAMLNode?) -> String? in
            guard case .scalar(let text, _)? = node?.kind else { return nil }
            return text
        }
        return entries.compactMap { entry -> String? in
            guard scalar(entry["scope"]?["type"]) == "posts", ["", "_posts"].contains(scalar(entry["scope"]?["path"]) ?? "") else { return nil }
            return scalar(entry["values"]?["permalink"])
        }.last
    }

    /// The YAML of `_config.yml`; nil when it is empty.
    static func parse(_ folder: URL) throws(ImportError) -> YAMLNode? {
        let data: Data
        do throws(POSIXFiles.Failure) {
            data = try POSIXFiles.read(folder.appendingPathComponent(fileName).path, within: POSIXFiles.realPath(folder.path))
        } catch {
            throw .invalidConfig(file: fileName, line: 1, column: 1, problem: "cannot \(error.operation) it: \(error.reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalidConfig(file: fileName, line: 1, column: 1, problem: "it is not UTF-8 text")
        }
        do throws(YAMLSyntaxError) {
            return try YAMLParser.parse(text)
        } catch {
            throw ImportError(error, file: fileName)
        }
    }
}
