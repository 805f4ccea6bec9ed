import Foundation
import ImprintTestSupport
import SeededRandom

/// A small site in a folder, kept as values and written out file by file, whose random edits
/// `IncrementalPropertyTests` builds: posts with tags, dates and comments (some in bundles with
/// an image), a page in the menu, a project, an asset, an override of the theme's footer and
/// site.yml. Every edit keeps the site valid but one, an impossible date, which the next edit repairs.
struct PropertySite {
    struct Post {
        /// The file's name without `.md`, or the bundle folder's.
        var name: String
        var title: String
        var date: String
        var tags: [String]
        var body: String
        var bundled = false
        var draft = false
        var summary: String?
        var comments: [String] = []
        var brokenDate = false

        var file: String { bundled ? "content/posts/\(name)/index.md" : "content/posts/\(name).md" }
        var commentsFile: String { bundled ? "content/posts/\(name)/comments.yml" : "content/posts/\(name).comments.yml" }
        var image: String { "content/posts/\(name)/shot.gif" }
    }

    /// An edit: what it did, for the failure message, and the paths the watcher would report.
    struct Edit {
        let description: String
        let changed: Set<String>
        let valid: Bool
    }

    let root: URL
    private(set) var posts: [Post] = []
    private var nextPost = 0
    private var config = ["title": "Small", "description": "A small site.", "author": "Ada", "holder": "Ada Example"]
    private var page = (title: "About", menu: 1 as Int?)
    private var project = (summary: "A tool.", version: "1.0")
    private var footer = "first"
    private var color = "red"

    private static let titles = ["Hello", "Don't \"panic\" -- ok...", "Café & <tags>", "Notes", "A B C", "Why?"]
    private static let tags = ["Swift", "swift", "Cocoa", "open source", "Café", "Open-Source"]
    private static let bodies = [
        "A paragraph.", "# A heading\n\nText with `code` and *emphasis*.", "- one\n- two\n\n> quoted",
        "Link to [the about page](/about/).", "Smart \"quotes\" -- and dashes...", "```swift\nlet x = 1\n```",
    ]
    private static let words = ["Small", "Tiny & Co", "Site \"of\" notes", "Ada", "Grace", "Ada Example", "Bob's"]

    /// Writes the first site: three posts (one with comments, one in a bundle), the rest once each.
    init(root: URL, using random: inout SplitMix64) throws {
        self.root = root
        for _ in 0..<3 { _ = try addPost(using: &random) }
        posts[0].comments = ["First."]
        try writePost(posts[0])
        _ = try moveIntoBundle(0)
        try writeConfig()
        try writePage()
        try writeProject()
        try writeFooter()
        try writeAsset()
    }

    /// A random edit, written to disk; after an invalid edit, the repair.
    mutating func edit(using random: inout SplitMix64) throws -> Edit {
        if let broken = posts.firstIndex(where: \.brokenDate) {
            posts[broken].brokenDate = false
            try writePost(posts[broken])
            return Edit(description: "repair the date of \(posts[broken].file)", changed: [posts[broken].file], valid: true)
        }
        let index = Int.random(in: 0..<posts.count, using: &random)
        let file = posts[index].file
        switch Int.random(in: 0..<18, using: &random) {
        case 0:
            posts[index].title = Self.titles.randomElement(using: &random)!
            try writePost(posts[index])
            return Edit(description: "title of \(file): \(posts[index].title)", changed: [file], valid: true)
        case 1:
            posts[index].date = Self.date(using: &random)
            try writePost(posts[index])
            return Edit(description: "date of \(file): \(posts[index].date)", changed: [file], valid: true)
        case 2:
            posts[index].tags = Self.randomTags(using: &random)
            try writePost(posts[index])
            return Edit(description: "tags of \(file): \(posts[index].tags)", changed: [file], valid: true)
        case 3, 4:
            let body = Self.bodies.randomElement(using: &random)!, word = Self.words.randomElement(using: &random)!
            posts[index].body = body + "\n\n" + word
            try writePost(posts[index])
            return Edit(description: "body of \(file)", changed: [file], valid: true)
        case 5:
            project = (Self.words.randomElement(using: &random)!, "1.\(Int.random(in: 0..<5, using: &random))")
            try writeProject()
            return Edit(description: "project: \(project)", changed: ["content/projects/tool.md"], valid: true)
        case 6:
            let key = config.keys.sorted().randomElement(using: &random)!
            config[key] = Self.words.randomElement(using: &random)!
            try writeConfig()
            return Edit(description: "site.yml \(key): \(config[key]!)", changed: ["content/site.yml"], valid: true)
        case 7:
            page = (Self.titles.randomElement(using: &random)!, [nil, 1, 2].randomElement(using: &random)!)
            try writePage()
            return Edit(description: "page in the menu: \(page)", changed: ["content/pages/about.md"], valid: true)
        case 8:
            footer = Self.words.randomElement(using: &random)!
            try writeFooter()
            let template = "templates/partials/footer.mustache"
            return Edit(description: "footer template: \(footer)", changed: [template], valid: true)
        case 9:
            color = ["red", "blue", "green"].randomElement(using: &random)!
            try writeAsset()
            return Edit(description: "asset: \(color)", changed: ["content/assets/css/extra.css"], valid: true)
        case 10:
            posts[index].comments.append(Self.words.randomElement(using: &random)!)
            try writePost(posts[index])
            return Edit(description: "comment on \(file)", changed: [posts[index].commentsFile], valid: true)
        case 11 where posts.count < 6:
            return try addPost(using: &random)
        case 12 where posts.count > 1:
            return try deletePost(index, wholeFolder: Bool.random(using: &random))
        case 13:
            return try renamePost(index, wholeFolder: Bool.random(using: &random))
        case 14 where !posts[index].bundled:
            return try moveIntoBundle(index, wholeFolder: Bool.random(using: &random))
        case 16:
            posts[index].draft.toggle()
            try writePost(posts[index])
            return Edit(description: "draft of \(file): \(posts[index].draft)", changed: [file], valid: true)
        case 17:
            posts[index].summary = posts[index].summary == nil ? Self.words.randomElement(using: &random)! : nil
            try writePost(posts[index])
            return Edit(description: "summary of \(file): \(posts[index].summary ?? "none")", changed: [file], valid: true)
        case 15 where Int.random(in: 0..<4, using: &random) == 0:
            posts[index].brokenDate = true
            try writePost(posts[index])
            return Edit(description: "an invalid date in \(file)", changed: [file], valid: false)
        default:
            posts[index].body += "\n\nOne more line."
            try writePost(posts[index])
            return Edit(description: "a line added to \(file)", changed: [file], valid: true)
        }
    }
}

private extension PropertySite {
    /// A date of 2012 to 2014, or now and then one after the build's clock, whose post is not published.
    static func date(using random: inout SplitMix64) -> String {
        if Int.random(in: 0..<10, using: &random) == 0 { return "2099-01-01" }
        let month = Int.random(in: 1...12, using: &random), day = Int.random(in: 1...28, using: &random)
        return "201\(Int.random(in: 2...4, using: &random))-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    static func randomTags(using random: inout SplitMix64) -> [String] {
        Array(tags.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)))
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    mutating func addPost(using random: inout SplitMix64) throws -> Edit {
        let date = Self.date(using: &random)
        nextPost += 1
        let post = Post(
            name: "\(date)-post-\(nextPost)", title: Self.titles.randomElement(using: &random)!, date: date,
            tags: Self.randomTags(using: &random), body: Self.bodies.randomElement(using: &random)!)
        posts.append(post)
        try writePost(post)
        return Edit(description: "add \(post.file)", changed: [post.file], valid: true)
    }

    mutating func deletePost(_ index: Int, wholeFolder: Bool) throws -> Edit {
        let post = posts.remove(at: index)
        let changed = try remove(post, wholeFolder: wholeFolder)
        return Edit(description: "delete \(post.file)", changed: changed, valid: true)
    }

    /// A new name, as `mv` gives it: the old paths and the new.
    mutating func renamePost(_ index: Int, wholeFolder: Bool) throws -> Edit {
        let old = posts[index]
        nextPost += 1
        posts[index].name = "\(old.date)-renamed-\(nextPost)"
        let changed = try remove(old, wholeFolder: wholeFolder).union(try writePost(posts[index], wholeFolder: wholeFolder))
        return Edit(description: "rename \(old.file) to \(posts[index].file)", changed: changed, valid: true)
    }

    /// The post becomes `NAME/index.md`, with an image beside it that its body shows.
    mutating func moveIntoBundle(_ index: Int, wholeFolder: Bool = true) throws -> Edit {
        let old = posts[index]
        posts[index].bundled = true
        let changed = try remove(old, wholeFolder: wholeFolder).union(try writePost(posts[index], wholeFolder: wholeFolder))
        return Edit(description: "move \(old.file) into a bundle", changed: changed, valid: true)
    }

    /// Removes the post's files; the paths a watcher reports (a bundle's folder, or its files).
    func remove(_ post: Post, wholeFolder: Bool) throws -> Set<String> {
        var files = [post.file] + (post.comments.isEmpty ? [] : [post.commentsFile])
        if post.bundled {
            files.append(post.image)
            try FileManager.default.removeItem(at: root.appendingPathComponent("content/posts/\(post.name)"))
            return wholeFolder ? ["content/posts/\(post.name)"] : Set(files)
        }
        for file in files { try FileManager.default.removeItem(at: root.appendingPathComponent(file)) }
        return Set(files)
    }

    @discardableResult
    func writePost(_ post: Post, wholeFolder: Bool = false) throws -> Set<String> {
        let tags = post.tags.isEmpty ? "" : "tags: [\(post.tags.map(Self.quoted).joined(separator: ", "))]\n"
        let date = post.brokenDate ? "2013-13-45" : post.date
        let image = post.bundled ? "\n\n![Shot](shot.gif)\n" : "\n"
        let extra = (post.draft ? "draft: true\n" : "") + (post.summary.map { "summary: \(Self.quoted($0))\n" } ?? "")
        let frontMatter = "---\ntitle: \(Self.quoted(post.title))\ndate: \(date)\n\(tags)\(extra)---\n"
        var files = [post.file: frontMatter + post.body + image]
        if !post.comments.isEmpty {
            files[post.commentsFile] = post.comments.enumerated().map { number, text in
                "- id: \"\(number + 1)\"\n  author: \(Self.quoted(text))\n  date: 2015-01-0\(number % 9 + 1)T10:00:00Z\n"
                    + "  html: \(Self.quoted("<p>\(text)</p>"))\n"
            }.joined()
        }
        for (path, text) in files { try write(path, text) }
        if post.bundled {
            let image = root.appendingPathComponent(post.image)
            if !FileManager.default.fileExists(atPath: image.path) {
                let pixel = Fixture.site("everything").appendingPathComponent("content/assets/img/pixel.gif")
                try FileManager.default.copyItem(at: pixel, to: image)
            }
            return wholeFolder ? ["content/posts/\(post.name)"] : Set(files.keys).union([post.image])
        }
        return Set(files.keys)
    }

    func writeConfig() throws {
        try write("content/site.yml", """
            title: \(Self.quoted(config["title"]!))
            base_url: https://example.org/blog/
            description: \(Self.quoted(config["description"]!))
            author: \(Self.quoted(config["author"]!))
            posts_per_page: 2
            license:
              holder: \(Self.quoted(config["holder"]!))
              default: MIT

            """)
    }

    func writePage() throws {
        let menu = page.menu.map { "menu: \($0)\n" } ?? ""
        try write("content/pages/about.md", "---\ntitle: \(Self.quoted(page.title))\n\(menu)---\nAbout this site.\n")
    }

    func writeProject() throws {
        try write("content/projects/tool.md", """
            ---
            name: Tool
            slug: tool
            summary: \(Self.quoted(project.summary))
            repository: https://github.com/ada/tool
            version: \(Self.quoted(project.version))
            ---
            The tool.

            """)
    }

    func writeFooter() throws {
        let template = "<footer class=\"site-footer\">\(footer) · {{site.title}}</footer>\n"
        try write("templates/partials/footer.mustache", template)
    }

    func writeAsset() throws {
        try write("content/assets/css/extra.css", ".note { color: \(color); }\n")
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
