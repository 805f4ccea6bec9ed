import ImprintCore

/// What an import did, for the person who ran it.
public struct ImportReport: Sendable, Equatable {
    /// Files written, relative to the site: `content/posts/2011-10-12-caching.md`.
    public var written: [String] = []
    public var drafts = 0
    /// Each draft's file and why it is one: private, password-protected, pending, a draft.
    public var draftReasons: [String] = []
    /// Posts scheduled on the old blog, each with the date it appears on.
    public var scheduled: [String] = []
    /// Items a former import brought already (their `import_id` is in the site): not written again.
    public var alreadyImported: [String] = []
    /// Items left out, with their line in the export and why.
    public var skipped: [String] = []
    /// Items that got another name than their own, and why.
    public var renamed: [String] = []
    /// The comments files written (`content/posts/x.comments.yml`, and why when beside an item
    /// imported before), and the comments in them.
    var commentFiles: [String] = []
    var commentsKept = 0
    /// Of those, the comments the export has no date for, dated as their post or page.
    var commentsDatedAsItem = 0
    /// Comments not kept, by why.
    var commentsLeftOut: [ImportedComment.LeftOut: Int] = [:]
    /// Comments files the site has already where an imported item's would go, with the number of
    /// the import's comments for it, not written.
    var commentFilesKept: [String] = []
    /// Images copied from `--uploads` into `content/assets/`.
    public var attachmentsCopied: [String] = []
    /// Images the posts use that were not copied (no `--uploads`, or not found there).
    public var attachmentsListed: [String] = []
    /// Image URLs not copied because they name something `--uploads` must not give, and why:
    /// a file outside it, a folder, a place outside `content/`. They keep their old URL.
    public var attachmentsRefused: [String] = []
    /// Images the posts show that the source does not have (a root-relative path a feed names, a
    /// missing or Git LFS pointer file of a site's folder): pointed at the old site's address,
    /// each with why, for the user to bring over.
    public var imagesOnOldHost: [String] = []
    /// A site folder's static files copied into `content/static/`, and those already there.
    public var staticCopied: [String] = []
    public var staticKept: [String] = []
    /// Files of a site's folder not copied because the build would refuse to publish them (keys,
    /// `.env`, backups, hidden files of `static/`), each with why.
    public var privateFilesLeftOut: [String] = []
    /// Old lists and feeds redirected in the new `content/redirects.yml`.
    public var siteRedirects: [String] = []
    /// The lines the site's `content/redirects.yml` lacks, to add by hand.
    public var siteRedirectsToAdd: [String] = []
    /// Files of bundles (a Hugo page bundle's images), copied beside their index.md.
    public var bundleFilesCopied = 0
    /// What an import from a site's folder did not convert as it was, as `file:line: what, and what was done`.
    public var notConverted: [String] = []
    /// Scripts, event handlers, script URLs, forms and styles taken out of imported HTML, with the item they were in.
    public var removedFromHTML: [String] = []
    /// Old URLs that cannot redirect from a static site (a query such as `?p=12`), or need none.
    public var oldURLsNotRedirected: [String] = []
    /// The shortcode templates made from the old site's includes and shortcodes, each with the
    /// file it was made from, and what was done when its name was taken.
    public var shortcodesMade: [String] = []

    /// Starter files of `imprint init`, unchanged since, that the import replaced: the about page
    /// its own took the place of, the first post and the project when it brought posts.
    public var startersReplaced: [String] = []
    /// Tags written in one spelling though the export has several with one slug:
    /// `Caliburn-Micro → Caliburn.Micro (3 posts)`.
    public var mergedTags: [String] = []

    /// Links in bodies written with an old URL of an imported item, made links to its file; and
    /// those whose `#fragment` names no heading of that page, which lead to the page.
    public var linksFromOldURLs = 0
    public var oldFragmentsDropped: [String] = []
    /// Links to pages of the old site the import does not bring, which the new site does not
    /// answer: each now to the old site's address, or left as written when none is known.
    public var linksToOldSite: [String] = []

    /// Whether nothing was written: the report of `--dry-run`.
    public var isDryRun = false

    /// The items written, and the old site's lists and feeds, for the proof that building the
    /// site after the import makes.
    var importedItems: [ImportProof.Item] = []
    var oldSiteURLs: [String] = []
    /// What building the imported site showed, the last lines of the report; nil until it is built.
    public var proof: ImportProof?

    /// The report as lines of text.
    public var lines: [String] {
        let posts = written.filter { $0.hasPrefix("content/posts/") }.count
        let projects = written.filter { $0.hasPrefix("content/projects/") }.count, pages = written.count - posts - projects
        let counts = ["\(posts) post\(posts == 1 ? "" : "s")", "\(pages) page\(pages == 1 ? "" : "s")"]
            + (projects == 0 ? [] : ["\(projects) project\(projects == 1 ? "" : "s")"]) + ["\(drafts) as drafts"]
            + (staticCopied.isEmpty ? [] : ["\(staticCopied.count) static file\(staticCopied.count == 1 ? "" : "s")"])
            + ["\(skipped.count + alreadyImported.count) skipped"]
        var lines = [(isDryRun ? "Would import " : "Imported ") + "\(written.count) item\(written.count == 1 ? "" : "s") (\(counts.joined(separator: ", ")))."
            + (isDryRun ? " Nothing was written (--dry-run)." : "")]
        lines += ReportGroups.written(written, prefix: isDryRun ? "  would write " : "  wrote ")
        if !draftReasons.isEmpty { lines += ["Drafts, published only with --drafts until you remove `draft: true`:"] + draftReasons.map { "  \($0)" } }
        if !scheduled.isEmpty { lines += ["Scheduled, published when their date comes (as on the old blog):"] + scheduled.map { "  \($0)" } }
        if !alreadyImported.isEmpty { lines += ["Already imported \(alreadyImported.count), their files left as they are:"] + alreadyImported.map { "  \($0)" } }
        lines += startersReplaced.map { "\(isDryRun ? "Would replace" : "Replaced") the starter \($0), unchanged since imprint init." }
        if !renamed.isEmpty { lines += ["Renamed \(renamed.count), because the name was taken:"] + renamed.map { "  \($0)" } }
        if !skipped.isEmpty { lines += ["Skipped \(skipped.count):"] + skipped.map { "  \($0)" } }
        lines += commentLines
        if !attachmentsCopied.isEmpty { lines += ["Copied \(attachmentsCopied.count) image\(attachmentsCopied.count == 1 ? "" : "s") into content/assets/:"] + attachmentsCopied.map { "  \($0)" } }
        if !attachmentsListed.isEmpty {
            lines += ["\(attachmentsListed.count) file\(attachmentsListed.count == 1 ? "" : "s") of uploads (images, media) still on the old site (copy wp-content/uploads and pass --uploads DIR to bring them):"]
                + attachmentsListed.map { "  \($0)" }
        }
        if !attachmentsRefused.isEmpty {
            let count = attachmentsRefused.count
            lines += ["Refused \(count) image URL\(count == 1 ? "" : "s") (left pointing at the old site):"]
                + attachmentsRefused.map { "  \($0)" }
        }
        if !imagesOnOldHost.isEmpty {
            let count = imagesOnOldHost.count
            lines += ["Images still on the old host (\(imagesOnOldHostCounted)), which the pages load from there: bring \(count == 1 ? "it" : "them") over by "
                + "downloading each into content/static/<its path> (content/assets/ for /assets/…) and writing its path in the post instead of the address:"]
                + ReportGroups.grouped(imagesOnOldHost, by: ReportGroups.imageAndReason)
        }
        if !removedFromHTML.isEmpty {
            let count = removedFromHTML.count
            let plural = count == 1 ? "" : "s"
            lines += ["Removed \(count) element\(plural) or attribute\(plural) of imported HTML (scripts, event handlers, "
                + "script URLs, forms, styles), which would run, navigate, submit or restyle the page in a reader's browser:"]
                + removedFromHTML.map { "  \($0)" }
        }
        if !oldURLsNotRedirected.isEmpty { lines += ["Old URLs without a redirect:"] + oldURLsNotRedirected.map { "  \($0)" } }
        if !staticCopied.isEmpty { lines.append("Copied \(staticCopied.count) static file\(staticCopied.count == 1 ? "" : "s") into content/static/, at their old URLs.") }
        if !siteRedirects.isEmpty { lines += ["Old lists and feeds, sent to Imprint's in \(SiteRedirect.path):"] + siteRedirects.map { "  \($0)" } }
        if !siteRedirectsToAdd.isEmpty {
            lines += ["\(SiteRedirect.path) is there already and is kept; add these lines to it to keep the old lists and feeds:"] + siteRedirectsToAdd.map { "  \($0)" }
        }
        if bundleFilesCopied > 0 { lines.append("Copied \(bundleFilesCopied) file\(bundleFilesCopied == 1 ? "" : "s") of page bundles beside their index.md.") }
        if !privateFilesLeftOut.isEmpty {
            let count = privateFilesLeftOut.count
            lines += ["Left out \(count) private file\(count == 1 ? "" : "s") (keys, backups, hidden files), which a site must not publish:"]
                + privateFilesLeftOut.map { "  \($0)" }
        }
        if !staticKept.isEmpty { lines += ["Kept \(staticKept.count) static file\(staticKept.count == 1 ? "" : "s") the site has already:"] + staticKept.map { "  \($0)" } }
        if !mergedTags.isEmpty { lines += ["Merged tags that share a slug (\(mergedTags.count)):"] + mergedTags.map { "  \($0)" } }
        if linksFromOldURLs > 0 {
            lines.append("Made \(linksFromOldURLs) link\(linksFromOldURLs == 1 ? "" : "s") written with old URLs links to the imported files (`@/posts/…`).")
        }
        if !oldFragmentsDropped.isEmpty {
            lines += ["Links to headings the page does not have, now to the page (\(oldFragmentsDropped.count)):"] + oldFragmentsDropped.map { "  \($0)" }
        }
        if !linksToOldSite.isEmpty {
            lines += ["Links to pages of the old site not brought over (\(linksToOldSite.count)), now to the old site:"] + linksToOldSite.map { "  \($0)" }
        }
        if !shortcodesMade.isEmpty { lines += ["Shortcodes made from the old site's includes/shortcodes:"] + shortcodesMade.map { "  \($0)" } }
        if !notConverted.isEmpty {
            lines += ["Not converted, to fix by hand (\(notConverted.count)):"] + ReportGroups.grouped(notConverted, by: ReportGroups.fileAndAdvice)
        }
        lines += proof?.lines ?? (isDryRun ? [ImportProof.notBuilt] : [])
        return lines
    }
}

private extension ImportReport {
    /// `416 images in 423 places` when some image is named by several posts, as the summary
    /// counts each image once; else how many.
    var imagesOnOldHostCounted: String {
        let images = Set(imagesOnOldHost.map { $0.firstMatch(of: /→ (\S+)/).map { String($0.1) } ?? $0 }).count
        return images == imagesOnOldHost.count ? "\(images)" : "\(images) image\(images == 1 ? "" : "s") in \(imagesOnOldHost.count) places"
    }

    /// `Kept 5 comments on 1 post and 1 page; left out 1 spam, 2 trashed.`, the files written,
    /// and those the site had already.
    var commentLines: [String] {
        let leftOut = ImportedComment.LeftOut.allCases.compactMap { reason in commentsLeftOut[reason].map(reason.counted) }
        guard commentsKept > 0 || !leftOut.isEmpty || !commentFilesKept.isEmpty else { return [] }
        let posts = commentFiles.filter { $0.hasPrefix("content/posts/") }.count, pages = commentFiles.count - posts
        let places = [(posts, "post"), (pages, "page")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        let dated = commentsDatedAsItem, undated = dated == 0 ? "" : ", \(dated) without a date, dated as \(dated == 1 ? "its" : "their") post or page"
        let kept = commentsKept == 0 ? "Kept no comments" : "Kept \(commentsKept) comment\(commentsKept == 1 ? "" : "s") on \(places.joined(separator: " and "))" + undated
        var lines = [kept + (leftOut.isEmpty ? "." : "; left out \(leftOut.joined(separator: ", ")).")]
        lines += commentFiles.map { (isDryRun ? "  would write " : "  wrote ") + $0 }
        if !commentFilesKept.isEmpty {
            let count = commentFilesKept.count
            lines += ["Kept \(count) comments file\(count == 1 ? "" : "s") the site has already, and left the imported comments out:"]
                + commentFilesKept.map { "  \($0)" }
        }
        return lines
    }
}
