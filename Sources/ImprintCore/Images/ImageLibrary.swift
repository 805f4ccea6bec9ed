import Foundation

/// Makes the sizes and formats of the site's images with libvips, each image once: copies are
/// kept in memory for the process (so `serve` makes them once, not on every rebuild) and on
/// disk in `.imprint-cache/images/`, by the hash of the image's bytes and the settings, so that
/// the next build reads them instead. Safe to use from every core at once.
final class ImageLibrary: @unchecked Sendable {
    let settings: ImageSettings
    /// What of the settings and the making the copies depend on, in every key: `sizes` and
    /// `preview` change pages, not copies.
    private let making: String
    /// The index's file name: one per `making`, so that another's, beside it, knows other copies.
    private let indexName: String
    /// Where copies are kept across builds; nil with `--no-cache`.
    let cacheFolder: URL?
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var counts = Counts()
    /// What is known of each image file seen, by its path and signature; read from the cache once.
    private var index: [String: ImageIndex.Known] = [:]
    private var indexRead = false
    private var indexChanged = false
    /// The keys of the images and the names of the drawings that this build used: what the
    /// cache keeps when it is pruned.
    private var used: (keys: Set<String>, drawings: Set<String>) = ([], [])

    /// How many images a build made, and how many it found made (in memory or on disk).
    struct Counts: Sendable, Equatable {
        var processed = 0
        var fromCache = 0
    }

    /// An image's copies, by file name suffix (`800w.webp`): files in the cache, which the
    /// build never reads, or (without a cache) their bytes.
    fileprivate struct Entry {
        let image: ProcessedImage
        let files: [String: OutputBody]
    }

    init(settings: ImageSettings, cacheFolder: URL?) {
        self.settings = settings
        self.cacheFolder = cacheFolder
        making = "widths \(settings.widths), webp \(settings.webp), metadata \(settings.keepsMetadata), resize \(settings.resizes); " + Self.recipe
        indexName = "index-" + Vips.sha256(Data(making.utf8)).prefix(16) + ".txt"
    }

    /// The library for `cacheFolder` and `settings`: one per process, so that rebuilds reuse it.
    static func shared(settings: ImageSettings, cacheFolder: URL?) -> ImageLibrary {
        // Without a cache, nothing is kept either: `--no-cache` makes every image again.
        guard cacheFolder != nil else { return ImageLibrary(settings: settings, cacheFolder: nil) }
        registryLock.lock()
        defer { registryLock.unlock() }
        let key = (cacheFolder?.path ?? "") + "\u{0}" + String(describing: settings)
        if let library = registry[key] { return library }
        let library = ImageLibrary(settings: settings, cacheFolder: cacheFolder)
        registry[key] = library
        return library
    }

    private nonisolated(unsafe) static var registry: [String: ImageLibrary] = [:]
    private static let registryLock = NSLock()

    /// How copies are made, in the cache's keys: a change to the making (its savers, its
    /// colours) makes every copy again. Raise the number with any change to `make` or the bridge.
    static let recipe = "copies 4: " + [ImageVariant.Format.png, .jpeg, .webp].map { $0.saver(strips: true) }.joined(separator: " ")

    /// Whether a file of this name is an image the library makes copies of: PNG, JPEG, WebP,
    /// and not a `name@2x.png`, which is already the large copy of `name.png`.
    static func resizes(_ fileName: String) -> Bool {
        let parts = fileName.split(separator: ".")
        guard parts.count > 1, let stem = parts.dropLast().last else { return false }
        return ["png", "jpg", "jpeg", "webp"].contains(parts.last!.lowercased()) && !stem.hasSuffix("@2x")
    }

    /// The copies of the image at `path` (inside `root`), made or found; the key is what
    /// `bytes(_:of:)` takes. An image whose file has not changed (its inode, size and time) since
    /// it was last seen is known by that, without reading or hashing it again.
    func image(at path: String, within root: String) throws(Vips.Failure) -> (key: String, image: ProcessedImage) {
        // The index is the library's, of its settings: the path and the file's version tell.
        let signature = POSIXFiles.signature(of: path).map { path + "\u{0}" + $0 }
        if let signature, let known = known(signature), let found = try? entry(known.key, image: known.image) {
            locked { _ = used.keys.insert(known.key) }
            return (known.key, found)
        }
        let data: Data
        do throws(POSIXFiles.Failure) {
            data = try POSIXFiles.read(path, within: root)
        } catch {
            throw Vips.Failure(message: error.reason)
        }
        let made = try image(data, at: path)
        if let signature { remember(signature, ImageIndex.Known(key: made.key, image: made.image)) }
        return made
    }

    /// Writes what `image(at:within:)` learnt of files to the cache, for the next build.
    func saveIndex() {
        lock.lock()
        defer { lock.unlock() }
        guard indexChanged, let cacheFolder else { return }
        indexChanged = (try? POSIXFiles.replace(ImageIndex.text(index), at: cacheFolder.path + "/" + indexName)) == nil
    }

    /// The copies of the image whose bytes are `data`, read from `path`, made or found.
    func image(_ data: Data, at path: String) throws(Vips.Failure) -> (key: String, image: ProcessedImage) {
        let key = Vips.sha256(data + Data(making.utf8))
        locked { _ = used.keys.insert(key) }
        if let found = try? entry(key) { return (key, found) }
        let made = writeCache(try make(data, format: Self.format(of: path)), key: key)
        locked {
            counts.processed += 1
            entries[key] = made
        }
        return (key, made.image)
    }

    /// The file of `variant` of the image `key` names.
    func body(_ variant: ImageVariant, of key: String) -> OutputBody? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]?.files[Self.suffix(variant)]
    }

    /// The social card of a post titled `title` on the site titled `site`, made or found (in
    /// the cache's `cards/`, by the hash of what it shows).
    func card(title: String, site: String, style: SocialCard.Style) throws(Vips.Failure) -> OutputBody {
        let key = Vips.sha256(Data([title, site, style.description, Self.cardRecipe].joined(separator: "\u{0}").utf8))
        return try drawn(key + ".png") { () throws(Vips.Failure) in
            try Vips.card(size: SocialCard.size, style: style, title: XMLText.escape(title), site: XMLText.escape(site))
        }
    }

    /// `/favicon.ico` drawn from the SVG `svg`, made or found (beside the cards).
    func favicon(fromSVG svg: Data) throws(Vips.Failure) -> OutputBody {
        try drawn("favicon-" + Vips.sha256(svg + Data(Self.cardRecipe.utf8)) + ".ico") { () throws(Vips.Failure) in try Favicon.ico(fromSVG: svg) }
    }

    /// The picture the cache's `cards/` keeps as `name`, or made by `draw` and kept there.
    private func drawn(_ name: String, _ draw: () throws(Vips.Failure) -> Data) throws(Vips.Failure) -> OutputBody {
        let path = cacheFolder.map { $0.path + "/" + ImageCacheFolder.cardsFolder + "/" + name }
        locked { _ = used.drawings.insert(name) }
        if let path, let found = POSIXFiles.version(of: path) {
            count { $0.fromCache += 1 }
            return .cacheFile(path: path, signature: found.signature)
        }
        let bytes = try draw()
        count { $0.processed += 1 }
        guard let path, (try? POSIXFiles.replace(bytes, at: path, readOnly: true)) != nil, let written = POSIXFiles.version(of: path) else { return .bytes(bytes) }
        return .cacheFile(path: path, signature: written.signature)
    }

    /// How cards and favicons are drawn, in their keys: raise it with any change to the drawing.
    static let cardRecipe = "card 2"

    /// Removes from the cache every image's copies and every drawing that no image or drawing
    /// asked for since the last pruning, and forgets the files whose images those were: a
    /// build of the whole site calls it, so that the cache holds what the site shows, not
    /// every version of every image it ever had.
    func prune() {
        lock.lock()
        defer { lock.unlock() }
        let kept = used
        used = ([], [])
        guard let cacheFolder else { return }
        ImageCacheFolder.prune(cacheFolder.path, keeping: kept.keys, drawings: kept.drawings, index: indexName)
        let known = index.count
        index = index.filter { kept.keys.contains($0.value.key) }
        entries = entries.filter { kept.keys.contains($0.key) }
        if index.count != known || indexChanged {
            indexChanged = (try? POSIXFiles.replace(ImageIndex.text(index), at: cacheFolder.path + "/" + indexName)) == nil
        }
    }

    /// The counts since the last call, which starts them again: one build's.
    func takeCounts() -> Counts {
        lock.lock()
        defer { lock.unlock() }
        let taken = counts
        counts = Counts()
        return taken
    }
}

private extension ImageLibrary {
    func known(_ signature: String) -> ImageIndex.Known? {
        lock.lock()
        defer { lock.unlock() }
        if !indexRead, let cacheFolder, let data = try? POSIXFiles.read(cacheFolder.path + "/" + indexName) {
            index = ImageIndex.read(data)
        }
        indexRead = true
        return index[signature]
    }

    func remember(_ signature: String, _ known: ImageIndex.Known) {
        lock.lock()
        if index[signature] != known {
            index[signature] = known
            indexChanged = true
        }
        lock.unlock()
    }

    /// The entry of `key`, in memory or in the cache (where its manifest says what it holds,
    /// unless the index told: `image`), counted as found.
    func entry(_ key: String, image: ProcessedImage? = nil) throws -> ProcessedImage {
        // Still there: `serve` may outlive a cache that was removed.
        let kept = locked { entries[key] }.flatMap { $0.files.values.allSatisfy(Self.isCurrent) ? $0 : nil }
        guard let found = kept ?? readCache(key, image: image) else { throw Vips.Failure(message: "not in the cache") }
        locked {
            counts.fromCache += 1
            entries[key] = found
        }
        return found.image
    }

    /// `change` to the counts, under the lock.
    func count(_ change: (inout Counts) -> Void) {
        locked { change(&counts) }
    }

    /// `body` under the lock, which guards the entries, the counts and the index.
    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    static func format(of path: String) -> ImageVariant.Format {
        switch path.split(separator: ".").last?.lowercased() {
        case "jpg", "jpeg": .jpeg
        case "webp": .webp
        default: .png
        }
    }

    static func suffix(_ variant: ImageVariant) -> String { "\(variant.width)w.\(variant.format.fileExtension)" }

    func make(_ data: Data, format: ImageVariant.Format) throws(Vips.Failure) -> Entry {
        let (size, pages, hasProfile) = try Vips.probe(data)
        if let problem = size.pastPixelLimit { throw Vips.Failure(message: problem) }
        let length = data.count
        var files: [String: OutputBody] = [:]
        // An animation's copies would keep its first frame only: it is shown as it is.
        guard pages == 1 else { return Entry(image: ProcessedImage(width: size.width, height: size.height, resized: [], webp: []), files: [:]) }
        func variant(_ width: Int, _ format: ImageVariant.Format) throws(Vips.Failure) -> ImageVariant {
            let made = try Vips.resize(data, width: width, toSRGB: hasProfile, format: format.saver(strips: !settings.keepsMetadata))
            // libvips 8.14 keeps EXIF and XMP in WebP whatever `strip` says; a copy is upright, its orientation 1.
            let bytes = settings.keepsMetadata ? made.bytes : ImageMetadata.stripped(made.bytes, keepingOrientation: false) ?? made.bytes
            let variant = ImageVariant(width: made.size.width, height: made.size.height, format: format, length: bytes.count, digest: Vips.sha256(bytes))
            files[Self.suffix(variant)] = .bytes(bytes)
            return variant
        }
        let widths = settings.resizes ? settings.widths.filter { $0 < size.width }.sorted() : []
        // A smaller copy that is not lighter than the image itself is no use: the image stands for it.
        var resized: [ImageVariant] = []
        for width in widths where format != .webp {
            let copy = try variant(width, format)
            if copy.length < length { resized.append(copy) } else { files[Self.suffix(copy)] = nil }
        }
        var webp: [ImageVariant] = []
        if settings.webp, format != .webp, !size.isPastWebPLimit {
            // Worth offering only when smaller than the image itself.
            let full = try variant(size.width, .webp)
            if full.length < length {
                webp = try widths.map { width throws(Vips.Failure) in try variant(width, .webp) } + [full]
            } else {
                files[Self.suffix(full)] = nil
            }
        } else if format == .webp {
            // A WebP image's smaller copies are its own format's: the <img> offers them.
            resized = try widths.map { width throws(Vips.Failure) in try variant(width, .webp) }.filter { $0.length < length }
        }
        return Entry(image: ProcessedImage(width: size.width, height: size.height, resized: resized, webp: webp), files: files)
    }

    func readCache(_ key: String, image known: ProcessedImage? = nil) -> Entry? {
        guard let folder = cacheFolder.map({ $0.path + "/" + key }), POSIXFiles.kind(of: folder) == .directory,
              let image = known ?? (try? POSIXFiles.read(folder + "/image.json")).flatMap({ try? JSONDecoder().decode(ProcessedImage.self, from: $0) })
        else { return nil }
        var files: [String: OutputBody] = [:]
        for variant in image.resized + image.webp {
            guard let file = Self.cached(folder + "/" + Self.suffix(variant), variant) else { return nil }
            files[Self.suffix(variant)] = file
        }
        return Entry(image: image, files: files)
    }

    /// Whether a copy is as it was: bytes at hand, or a cache file of the same version.
    static func isCurrent(_ body: OutputBody) -> Bool {
        guard case .cacheFile(let path, let signature) = body else { return true }
        return POSIXFiles.version(of: path)?.signature == signature
    }

    /// The copy in the cache at `path`, unless it has gone or its bytes are not those made
    /// (the output shares the file: a changed one would be published).
    static func cached(_ path: String, _ variant: ImageVariant) -> OutputBody? {
        guard let found = POSIXFiles.version(of: path), found.length == variant.length,
              let bytes = try? POSIXFiles.read(path), Vips.sha256(bytes) == variant.digest
        else { return nil }
        return .cacheFile(path: path, signature: found.signature)
    }

    /// Written to a folder of its own, then moved into place: a build stopped halfway leaves
    /// nothing that looks whole. The entry then names the cache's files, and the build keeps
    /// none of their bytes; it keeps them when the cache cannot be written.
    func writeCache(_ entry: Entry, key: String) -> Entry {
        guard let cacheFolder else { return entry }
        let manager = FileManager.default
        let temporary = cacheFolder.appendingPathComponent(".\(key).\(UUID().uuidString)")
        let folder = cacheFolder.appendingPathComponent(key)
        do {
            try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
            for (name, body) in entry.files {
                // Read-only: a tool that edits the output in place cannot change the cache through a link.
                let path = temporary.appendingPathComponent(name).path
                try POSIXFiles.write(body.data, to: path)
                chmod(path, 0o444)
            }
            try JSONEncoder().encode(entry.image).write(to: temporary.appendingPathComponent("image.json"))
            if rename(temporary.path, folder.path) != 0 {
                // Another build's copies, as good as these; or a folder no longer whole, which these replace.
                if readCache(key) == nil, POSIXFiles.remove(folder.path).isEmpty { try manager.moveItem(at: temporary, to: folder) }
            }
        } catch {}
        POSIXFiles.remove(temporary.path)
        // Another build may have put the same copies there first: they are as good.
        return readCache(key) ?? entry
    }
}
