import Foundation
import Mustache

/// The compiled templates of a theme: `templates/*.mustache` and `templates/partials/*.mustache`,
/// each named by its file name without the extension (`post`, `head`), and the shortcodes,
/// `templates/shortcodes/*.mustache`, named `shortcodes/youtube`. A name the site's folder has
/// no file for is the built-in theme's (`ThemeSource`).
struct Theme: Sendable {
    let library: TemplateLibrary
    /// What rendering bodies takes from it.
    let bodies: BodyTemplates
    /// Template name → the path shown in messages: `templates/partials/head.mustache`.
    private let paths: [String: String]
    /// Template name → a hash of the sources it can render (itself, its partials and parents).
    let fingerprints: [String: String]
    /// Page template name → the fields of post data its pages read, for the templates that do
    /// not read them all (`TemplateChecker.postFieldsRead(by:)`).
    let postFields: [String: Set<String>]
    /// The templates every site build renders.
    static let requiredTemplates = ["home", "post", "page", "archive", "tags", "tag", "projects", "project", "license", "redirect", "404"]

    /// The template files of a theme as read: template name → source text and → display path.
    struct Files: Sendable, Equatable {
        /// Where the theme's files show in messages: `templates/`.
        let displayPrefix: String
        var sources: [String: String] = [:]
        var paths: [String: String] = [:]
    }

    /// A theme as loaded: the theme when every template compiled and passed its checks, else the
    /// problems, and what bodies need whenever the shortcodes and what they include are sound, so
    /// that an error in a page template does not hide the errors of the bodies.
    struct Loaded: Sendable {
        let theme: Theme?
        let bodies: BodyTemplates?
        let problems: [Diagnostic]
    }

    /// Loads and compiles every template, reporting all errors at once: compiled from the
    /// templates' text, so that `reuse` may take the last load's when the text is the same.
    static func load(_ source: ThemeSource, displayPrefix: String, reuse: any Reuse = MakingEverything()) -> Loaded {
        let (files, problems) = read(source, displayPrefix: displayPrefix)
        // A template that could not be read would show again as missing wherever it is used.
        guard let files, problems.isEmpty else { return Loaded(theme: nil, bodies: nil, problems: problems) }
        return reuse.value(Compiling(), for: files)
    }

    /// The theme of the templates' text, and its problems.
    struct Compiling: Derivation {
        var name: String { "theme" }

        func make(_ files: Files) -> Loaded {
            Theme.compile(files)
        }
    }

    /// Reads every template file of the site's folder, and the built-in theme's where it has none of that name.
    private static func read(_ source: ThemeSource, displayPrefix: String) -> (Files?, [Diagnostic]) {
        var files = Files(displayPrefix: displayPrefix)
        var problems: [Diagnostic] = []
        let directory = source.directory
        let root = POSIXFiles.realPath(directory.path)
        if root == nil, source.isRequired {
            return (nil, [Diagnostic(
                .error, file: displayPrefix,
                message: "the theme folder \(directory.path) does not exist: give --theme the folder of a theme, or leave --theme out for the built-in theme")])
        }
        let folders = [("", ""), ("partials/", ""), (Shortcodes.folder, Shortcodes.folder)]
        for (folder, prefix) in folders {
            guard let root else { break }
            let names: [String]
            do throws(POSIXFiles.Failure) {
                let path = directory.appendingPathComponent(folder).path
                if POSIXFiles.kind(of: path) != .missing { try POSIXFiles.checkInside(path, root: root) }
                names = try POSIXFiles.list(path) ?? []
            } catch {
                // Templates missing from an unreadable folder would only repeat this error.
                return (nil, problems + [Diagnostic(.error, file: displayPrefix + folder, message: "cannot read the folder \(error.path): \(error.reason)")])
            }
            for file in names.sorted() where file.hasSuffix(".mustache") {
                let name = prefix + file.dropLast(".mustache".count)
                let path = displayPrefix + folder + file
                if let other = files.paths[name] {
                    problems.append(Diagnostic(.error, file: path, message: "template name `\(name)` is taken by \(other): rename one of them"))
                    continue
                }
                do {
                    let source = try SourceText.read(directory.appendingPathComponent(folder + file), displayPath: path, within: root)
                    files.sources[name] = source.text
                    files.paths[name] = path
                } catch {
                    problems.append(error.diagnostic)
                }
            }
        }
        // The site's `header.mustache` overrides the built-in `partials/header.mustache`: one name, one template.
        for (folder, prefix) in folders {
            for file in source.builtInNames(in: folder).sorted() where file.hasSuffix(".mustache") {
                let name = prefix + file.dropLast(".mustache".count)
                guard files.paths[name] == nil else { continue }
                files.sources[name] = source.builtIn[folder + file]
                files.paths[name] = ThemeSource.builtInLabel + folder + file
            }
        }
        return (files, problems)
    }

    /// Compiles and checks the templates of `files`.
    private static func compile(_ files: Files) -> Loaded {
        let (sources, paths) = (files.sources, files.paths)
        var problems: [Diagnostic] = []
        for name in requiredTemplates where sources[name] == nil {
            problems.append(Diagnostic(.error, file: files.displayPrefix + name + ".mustache", message: "template is missing: every site needs it"))
        }
        // The templates that compile are checked even when others do not: every error at once.
        let (library, errors) = TemplateLibrary.compiling(sources, mode: .strict)
        problems += errors.map { diagnostic(for: $0, paths: paths) }
        let fingerprints = Dictionary(uniqueKeysWithValues: sources.keys.map { name in
            let closure = library.closure(of: name) ?? Set(sources.keys)
            return (name, ContentHash.long(Data(closure.sorted().map { "\($0)\u{0}\(sources[$0] ?? "")" }.joined(separator: "\u{0}").utf8)))
        })
        let shortcodeNames = sources.keys.filter { $0.hasPrefix(Shortcodes.folder) }.sorted()
        let shortcodes = Shortcodes(
            library: library, sources: sources, fingerprint: ContentHash.long(Data(shortcodeNames.map { $0 + (fingerprints[$0] ?? "") }.joined().utf8)))
        let checker = TemplateChecker(
            library: library, templates: PageTemplate.all + PageTemplate.templates(of: shortcodes),
            builtIn: Set(paths.filter { $0.value.hasPrefix(ThemeSource.builtInLabel) }.keys))
        let checked = checker.diagnostics(paths: paths)
        // A site's template that does not compile uses no built-in partial: what the check says of those is no news.
        problems += errors.isEmpty ? checked : checked.filter { !$0.file.hasPrefix(ThemeSource.builtInLabel) }
        let bodies = BodyTemplates(shortcodes: shortcodes, pageIDs: pageIDs(in: sources.values))
        guard problems.isEmpty else {
            // The templates a shortcode renders: all of them when one names its partials at run time.
            let used = shortcodeNames.reduce(into: Set<String>()) { used, name in used.formUnion(library.closure(of: name) ?? Set(sources.keys)) }
            let sound = !problems.contains { problem in used.contains { paths[$0] == problem.file } }
            return Loaded(theme: nil, bodies: sound ? bodies : nil, problems: problems)
        }
        let postFields = Dictionary(uniqueKeysWithValues: PageTemplate.all.compactMap { page in
            checker.postFieldsRead(by: page).map { (page.name, $0) }
        })
        let theme = Theme(library: library, bodies: bodies, paths: paths, fingerprints: fingerprints, postFields: postFields)
        return Loaded(theme: theme, bodies: bodies, problems: [])
    }

    /// The `id="…"` values of `sources` that hold no tag.
    private static func pageIDs(in sources: some Sequence<String>) -> Set<String> {
        var ids: Set<String> = []
        for source in sources {
            for match in source.matches(of: /\sid\s*=\s*(?:"([^"{}]+)"|'([^'{}]+)')/) {
                if let id = match.output.1 ?? match.output.2 { ids.insert(String(id)) }
            }
        }
        return ids
    }

    /// Renders the template `name` as UTF-8.
    func render(_ name: String, with data: TemplateValue) throws(MustacheError) -> Data {
        Data(try library.renderBytes(library[name]!, with: data))
    }

    /// A template error located in its file.
    func diagnostic(for error: MustacheError) -> Diagnostic {
        Self.diagnostic(for: error, paths: paths)
    }

    private static func diagnostic(for error: MustacheError, paths: [String: String]) -> Diagnostic {
        var error = error
        if case .leadingDot(let tag, let name) = error.reason, let meant = TemplateChecker.nearestName(to: name, in: error.templateName) {
            error = MustacheError(templateName: error.templateName, line: error.line, column: error.column, reason: .leadingDot(tag: tag, name: meant))
        }
        return Diagnostic(.error, file: paths[error.templateName] ?? error.templateName, line: error.line, column: error.column, message: error.message)
    }
}
