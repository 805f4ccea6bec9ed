/// The image files a build adds to its plan: copies of the images its pages show, the favicon
/// and the social cards, all from one `ImageLibrary`.
enum ImageFiles {
    /// `/favicon.ico` drawn from the theme's `assets/favicon.svg`, unless the site publishes its
    /// own (`content/static/favicon.ico`) or the theme has no such SVG.
    static func favicon(_ jobs: [PageJob], library: ImageLibrary) throws(BuildFailure) -> [PageJob] {
        guard !jobs.contains(where: { $0.path == Favicon.path }), let svg = jobs.first(where: { $0.path == Favicon.source }),
              case .stored(let body) = svg.recipe
        else { return [] }
        do throws(Vips.Failure) {
            return [PageJob(path: Favicon.path, .stored(try library.favicon(fromSVG: body.data)), source: svg.source)]
        } catch {
            throw BuildFailure(diagnostics: [Diagnostic(
                .error, file: svg.source, message: "cannot draw favicon.ico from it (\(error.message)): fix the SVG, or put a favicon.ico in content/static/")])
        }
    }

    /// The files of the copies of every image the site shows, once each.
    static func copies(_ uses: [ImageUse], from library: ImageLibrary) -> [PageJob] {
        var seen: Set<String> = []
        return uses.flatMap { use in
            use.files.compactMap { file -> PageJob? in
                guard seen.insert(file.path).inserted, let body = library.body(file.variant, of: use.key) else { return nil }
                return PageJob(path: file.path, .stored(body), source: "a copy of " + use.outputPath)
            }
        }
    }

    /// A warning for each image too large for WebP copies (`ImageSize.webpSideLimit`), which
    /// readers get in its own format only.
    static func webpWarnings(_ uses: [ImageUse], settings: ImageSettings) -> [Diagnostic] {
        guard settings.webp else { return [] }
        var seen: Set<String> = []
        let large = uses.filter { ImageSize(width: $0.image.width, height: $0.image.height).isPastWebPLimit && seen.insert($0.outputPath).inserted }
        return large.map {
            Diagnostic(
                .warning, file: $0.outputPath,
                message: "at \($0.image.width) × \($0.image.height) pixels it is larger than WebP allows (\(ImageSize.webpSideLimit) a side), "
                    + "so it has no WebP copies: readers get it as it is; make it smaller to have them")
        }
    }

    /// The social card of every post that gets one, made on every core.
    static func socialCards(_ site: SiteModel, style: SocialCard.Style, library: ImageLibrary, parallel: Parallel) throws(BuildFailure) -> [PageJob] {
        let posts = site.posts.filter { $0.getsSocialCard(site.config.images) }
        let made = parallel.map(posts) { published in
            Result { () throws(Vips.Failure) in try library.card(title: published.title, site: site.config.title, style: style) }
        }
        var jobs: [PageJob] = [], problems: [Diagnostic] = []
        for (published, card) in zip(posts, made) {
            switch card {
            case .success(let body):
                jobs.append(PageJob(path: OutputFile.path(forSitePath: SocialCard.sitePath(ofPostAt: published.path)), .stored(body), source: "the social card of " + published.post.sourcePath))
            case .failure(let failure):
                problems.append(Diagnostic(
                    .error, file: published.post.sourcePath,
                    message: "its social card cannot be drawn (\(failure.message)): install fonts (fontconfig), or set images.social_cards: false in site.yml"))
            }
        }
        guard problems.isEmpty else { throw BuildFailure(diagnostics: problems) }
        return jobs
    }
}
