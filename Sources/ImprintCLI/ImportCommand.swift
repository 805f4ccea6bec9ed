import Foundation
import ImprintCore
import ImprintImport

/// `imprint import wordpress|feed|ghost FILE`, `imprint import jekyll|hugo|publish DIR`: brings an existing blog's
/// posts into content/.
enum ImportCommand: Command {
    static let name = "import"
    static let options: [OptionSpec] = [
        .source,
        .value("uploads", "DIR", "A local copy of wp-content/uploads: the posts' images are copied from it"),
        .value("old-url", "URL", "The old site's address, where the images the import does not bring still are (the source's own, by default; a Ghost export's images at __GHOST_URL__)"),
        .flag("dry-run", "Print the report of what the import would do, and write (and build) nothing"),
        .value("projects-section", "NAME", "A Hugo site's section whose pages are projects (default: projects)"),
        .help,
    ]

    static let help = """
        Usage: imprint import wordpress EXPORT.xml [--source DIR] [--uploads DIR]
               imprint import feed FEED.xml [--source DIR]
               imprint import jekyll JEKYLL-SITE-DIR [--source DIR]
               imprint import hugo HUGO-SITE-DIR [--source DIR] [--projects-section NAME]
               imprint import publish PUBLISH-SITE-DIR [--source DIR]
               imprint import ghost GHOST-EXPORT.json [--source DIR] [--old-url URL] [--uploads DIR]

        Brings the posts and pages of another blog into content/: a WordPress export (WXR, from
        Tools → Export), or an RSS 2.0 or Atom feed (what Tumblr, Blogger and most engines export).
        Each item becomes content/posts/YYYY-MM-DD-slug.md (WordPress pages content/pages/slug.md)
        with its title, date and offset, tags, summary, draft status, and its old permalink as an
        alias, so old links keep working. The HTML becomes Markdown where Markdown can say it.
        A Jekyll site's folder gives its posts, drafts and pages as Markdown, Liquid turned into
        what Imprint writes, and its static files copied to content/static/ at their old paths.
        A Hugo site's folder gives its pages (TOML, YAML or JSON front matter; bundles stay
        bundles), shortcodes turned into Imprint's, and static/ copied to content/static/;
        the pages of its projects section (--projects-section) become projects.
        A Publish site's folder gives its sections' items as posts and Content/'s other files as
        pages, their old URLs kept, and Resources/ copied to where it was published. A Ghost
        export (Settings → Labs → Export) gives its posts and pages, their HTML, Mobiledoc or
        Lexical bodies as Markdown.
        Existing files are never replaced: a taken name gets a number, and an item imported before
        is not imported again. Prints what it did, and what it could not convert; then builds the
        site and ends with what it shows of the old one (posts, images, old URLs answered, words
        kept), or plainly with the build's first errors.

        Options:
        \(ArgumentParser.describe(options))
        """

    static let maximumPositionals = 2

    static func worksOnASite(_ parsed: ParsedArguments) -> Bool { true }

    static func run(_ parsed: ParsedArguments, console: Console, now: Date) -> Int32 {
        guard parsed.positionals.count == 2, let format = SiteImporter.Format(rawValue: parsed.positionals[0]) else {
            return CLI.usageError(UsageError(message: "say what to import and the file: imprint import wordpress export.xml"), command: name, console: console)
        }
        if format != .wordpress, format != .ghost, parsed.value("uploads") != nil {
            return CLI.usageError(UsageError(message: "--uploads is for WordPress and Ghost exports"), command: name, console: console)
        }
        if format != .hugo, parsed.value("projects-section") != nil {
            return CLI.usageError(UsageError(message: "--projects-section is for Hugo sites"), command: name, console: console)
        }
        let file = ParsedArguments.resolve(parsed.positionals[1])
        var importer = SiteImporter(
            siteFolder: parsed.folder("source"), uploads: parsed.value("uploads").map(ParsedArguments.resolve), dryRun: parsed.has("dry-run"), now: now)
        if let section = parsed.value("projects-section") { importer.projectsSection = section }
        if let oldURL = parsed.value("old-url") {
            guard let url = URL(string: oldURL), ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false else {
                return CLI.usageError(UsageError(message: "--old-url is the old site's http(s) address, like https://old.example/"), command: name, console: console)
            }
            importer.oldURL = url
        }
        // The build after the import takes as long as `imprint build`: its line shows it is working.
        let progress = ProgressLine(console: console)
        progress.start()
        let outcome = Result { try importer.runAndBuild(file, format: format, progress: progress.progress) }
        progress.finish()
        do {
            let report = try outcome.get()
            report.lines.forEach(console.print)
            return CLI.Status.success
        } catch let error as ImportError {
            console.error(error.describe(file: parsed.positionals[1]))
            return CLI.Status.failure
        } catch {
            console.error("error: \(error)")
            return CLI.Status.failure
        }
    }
}
