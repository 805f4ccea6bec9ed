import Foundation
import ImprintCore

/// What building the site right after an import showed, for the lines that end its report: that
/// the site builds (or its first errors, plainly), and how much of the old site it shows: the
/// imported items' pages, the images they show (served by the site itself, or still on the old
/// host or another), the old URLs a page or a redirect answers, and the words of each item that
/// its page shows (`WordsKept`).
public struct ImportProof: Sendable, Equatable {
    /// An item the import wrote, as the proof needs it.
    struct Item: Sendable, Equatable {
        /// Its file: `content/posts/2011-10-12-caching.md`.
        let path: String
        let kind: ImportedItem.Kind
        let prose: WordsKept.Prose
        /// The paths of its old permalink and of the other old URLs that must lead to it (`/?p=12`).
        let oldURLs: [String]
        /// The old site's host, when the permalink names it: images there are still on the old host.
        let oldHost: String?
        /// A draft, or a post scheduled for later: the build leaves it out, as the old blog did.
        let isDraft: Bool
        let isScheduled: Bool
    }

    /// Below this share of its words kept, an item is listed.
    static let wordsListedBelow = 0.995
    /// How many of a failed build's errors are shown.
    static let errorsShown = 10

    /// The build's first errors, and how many there were; none when it built.
    var buildErrors: [String] = []
    var buildErrorCount = 0
    /// The imported posts, pages and projects the build published.
    var posts = 0
    var pages = 0
    var projects = 0
    /// Imported drafts and scheduled posts the build left out.
    var draftsNotBuilt = 0
    var scheduledNotBuilt = 0
    /// The images the pages show, each once: served by the site, named on it but not in it, on
    /// the old site's host, on another host.
    var localImages = 0
    var missingImages: [String] = []
    var imagesOnOldHost = 0
    var imagesElsewhere = 0
    /// The old URLs of the published items and of the old site's lists and feeds, and those no
    /// page or redirect of the build answers, each with the item it led to.
    var oldURLs = 0
    var unansweredURLs: [String] = []
    var words = 0
    var wordsKept = 0
    /// `97.1% content/posts/x.md (lost: a, b)` for each item below `wordsListedBelow`.
    var itemsLosingWords: [String] = []

    /// The proof of a build that failed with `errors`.
    init(buildErrors errors: [Diagnostic]) {
        let errors = errors.filter { $0.severity == .error }
        buildErrorCount = errors.count
        buildErrors = errors.prefix(Self.errorsShown).map(\.description)
    }

    /// The proof of a build whose files are `files` (by output path), for the base URL `base`;
    /// `pagePaths` names the site path of each source file the build published.
    init(items: [Item], oldSiteURLs: [String], oldHostImages: [String], pagePaths: [String: String], files: [String: OutputFile], base: BaseURL) {
        let oldHosts = Set(items.compactMap(\.oldHost) + oldHostImages.compactMap(Self.host))
        var images: Set<String> = []
        var urls = oldSiteURLs.map { (path: $0, owner: "a list or feed of the old site") }
        // Parsing pages and rendering Markdown is most of the work: on every core.
        let shown = Parallel.allCores.map(items) { item -> (words: WordsKept, images: [String])? in
            guard let sitePath = pagePaths[item.path] else { return nil }
            let page = files[OutputFile.path(forSitePath: sitePath)].map { Self.content(ofPage: $0.contents) } ?? []
            return (WordsKept(item.prose, page: WordsKept.text(of: page)), Self.imageSources(in: page))
        }
        for (item, shown) in zip(items, shown) {
            guard let sitePath = pagePaths[item.path], let shown else {
                if item.isScheduled {
                    scheduledNotBuilt += 1
                } else if item.isDraft {
                    draftsNotBuilt += 1
                } else {
                    count(WordsKept(item.prose, page: ""), of: item.path + " (no page was built)")
                }
                continue
            }
            switch item.kind {
            case .post: posts += 1
            case .page: pages += 1
            case .project: projects += 1
            }
            urls += item.oldURLs.map { (path: $0, owner: item.path) }
            count(shown.words, of: item.path)
            for source in shown.images {
                guard let url = URL(string: source, relativeTo: URL(string: base.absolute(sitePath)))?.absoluteURL,
                      images.insert(url.absoluteString).inserted
                else { continue }
                if url.absoluteString.hasPrefix(base.absolute) {
                    let path = "/" + url.path.dropFirst(base.path.count)
                    if files[OutputFile.path(forSitePath: path)] != nil { localImages += 1 } else { missingImages.append(source) }
                } else if url.host.map({ oldHosts.contains($0.lowercased()) }) == true {
                    imagesOnOldHost += 1
                } else if url.scheme != "data" {
                    imagesElsewhere += 1
                }
            }
        }
        var seen: Set<String> = []
        for (url, owner) in urls where seen.insert(url).inserted {
            oldURLs += 1
            let answered = [url, OutputPath.directoryPath(url)].contains { files[OutputFile.path(forSitePath: $0)] != nil }
            if !answered { unansweredURLs.append("\(url) (\(owner))") }
        }
    }
}

extension ImportProof.Item {
    /// What the proof needs of `item`, written to `path`.
    init(_ item: ImportedItem, path: String) {
        self.path = path
        kind = item.kind
        prose = item.sourceMarkdown.map(WordsKept.Prose.markdown) ?? (item.isMarkdown ? .markdown(item.html) : .html(item.html))
        oldURLs = ([item.link].compactMap { $0 } + item.redirects).compactMap(Self.sitePath)
        oldHost = item.link.flatMap { URLComponents(string: $0)?.host?.lowercased() }
        isDraft = item.isDraft
        isScheduled = item.isScheduled
    }

    /// The path (and query) of an old URL, as the site answers it: `/2011/10/x/`, `/?p=12`.
    private static func sitePath(_ link: String) -> String? {
        guard let components = URLComponents(string: link) else { return nil }
        let encoded = components.percentEncodedPath
        let path = encoded.isEmpty ? "/" : (encoded.removingPercentEncoding ?? encoded)
        return (path.hasPrefix("/") ? path : "/" + path) + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }
}

private extension ImportProof {
    mutating func count(_ kept: WordsKept, of item: String) {
        words += kept.total
        wordsKept += kept.kept
        guard kept.share < Self.wordsListedBelow else { return }
        let lost = kept.lost.isEmpty ? "" : " (lost: \(kept.lost.joined(separator: ", ")))"
        itemsLosingWords.append("\(Self.percent(kept.kept, of: kept.total)) \(item)\(lost)")
    }

    /// The page's own content, `<main>` (else its body), parsed: the theme's header and footer are not the item's.
    static func content(ofPage data: Data) -> [MarkupNode] {
        let html = String(decoding: data, as: UTF8.self)
        for (open, close) in [("<main", "</main>"), ("<body", "</body>")] {
            guard let start = html.range(of: open), let end = html.range(of: close, options: .backwards), start.upperBound <= end.lowerBound,
                  let tagEnd = html[start.upperBound..<end.lowerBound].firstIndex(of: ">")
            else { continue }
            return LibXML.parseHTMLFragment(String(html[html.index(after: tagEnd)..<end.lowerBound]))
        }
        return LibXML.parseHTMLFragment(html)
    }

    /// The elements whose `src` the report counts among the images: pictures, and the videos and
    /// sounds the import lists with them.
    static let imageElements: Set<String> = ["img", "video", "audio", "source"]

    /// The `src` of every image (or video, or sound) in `nodes`.
    static func imageSources(in nodes: [MarkupNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            guard case .element(let element) = node else { return [] }
            let own = imageElements.contains(element.name) ? [element[attribute: "src"]].compactMap { $0 }.filter { !$0.isEmpty } : []
            return own + imageSources(in: element.children)
        }
    }

    /// The host of the first http(s) URL in a line of the report.
    static func host(_ line: String) -> String? {
        line.firstMatch(of: /https?:\/\/([^\/\s:"'<>)]+)/).map { String($0.1).lowercased() }
    }
}

extension ImportProof {
    /// `99.7%`: rounded down, so that only all the words make `100%`.
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0, part < whole else { return "100%" }
        return String(format: "%.1f%%", (Double(part) * 1000 / Double(whole)).rounded(.down) / 10)
    }

    /// The last lines of the report.
    var lines: [String] {
        guard buildErrors.isEmpty else {
            let plural = buildErrorCount == 1 ? "" : "s"
            return ["The imported site does NOT build: \(buildErrorCount) error\(plural) (`imprint build` shows them all); "
                + "the files are written, but fix these before the site can be published:"]
                + buildErrors.map { "  \($0)" }
        }
        guard posts + pages + projects + draftsNotBuilt + scheduledNotBuilt + oldURLs > 0 else { return [Self.nothingToCompare] }
        var lines: [String] = []
        if !itemsLosingWords.isEmpty {
            lines += ["Items whose page shows less than 99.5% of their words (\(itemsLosingWords.count)), with the first words it lacks:"]
                + itemsLosingWords.map { "  \($0)" }
        }
        if !unansweredURLs.isEmpty {
            lines += ["Old URLs no page or redirect answers (\(unansweredURLs.count)):"] + unansweredURLs.map { "  \($0)" }
        }
        if !missingImages.isEmpty {
            lines += ["Images the pages show that the site does not have (\(missingImages.count)):"] + missingImages.map { "  \($0)" }
        }
        let images = ["\(localImages) local"] + (missingImages.isEmpty ? [] : ["\(missingImages.count) missing"])
            + ["\(imagesOnOldHost) on the old host"] + (imagesElsewhere == 0 ? [] : ["\(imagesElsewhere) on other sites"])
        lines.append("Built the imported site: \(builtItems); "
            + "images: \(images.joined(separator: ", ")); "
            + "old URLs: \(oldURLs - unansweredURLs.count) of \(oldURLs) answered by a page or a redirect; "
            + "words kept: \(Self.percent(wordsKept, of: words)).")
        return lines
    }

    /// `15 posts (15 drafts not built), 2 pages, 1 project`: what the build published, and beside
    /// the posts the imported ones it left out, so that the import's own count adds up.
    private var builtItems: String {
        let notBuilt = [Self.counted(draftsNotBuilt, "draft"), Self.counted(scheduledNotBuilt, "scheduled post")].filter { !$0.isEmpty }
        return Self.counted(posts, "post", always: true) + (notBuilt.isEmpty ? "" : " (\(notBuilt.joined(separator: ", ")) not built)")
            + ", " + Self.counted(pages, "page", always: true) + (projects == 0 ? "" : ", " + Self.counted(projects, "project"))
    }

    /// `2 posts`, `1 post`; empty for none unless `always`.
    private static func counted(_ count: Int, _ noun: String, always: Bool = false) -> String {
        count == 0 && !always ? "" : "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The last line when the import wrote no item (a second import of an export): the site builds.
    static let nothingToCompare = "Built the site: it builds; no item was imported, so there is nothing to compare with the old site."

    /// The last line of a `--dry-run`'s report.
    static let notBuilt = "Not built (--dry-run): a real import builds the site and ends with what it shows "
        + "(posts, images, old URLs answered, words kept)."
}
