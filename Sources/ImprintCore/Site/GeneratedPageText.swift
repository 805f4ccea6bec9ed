/// A file of `content/pages/` that is no page of its own but the words of a page Imprint makes:
/// `projects.md` and `license.md` introduce `/projects/` and `/license/`, and `404.md` is the
/// text of `/404.html`. Links to the file lead to that page.
enum GeneratedPageText: String, CaseIterable, Sendable {
    case projects
    case license
    case notFound = "404"

    /// The file, from the site's folder: `content/pages/license.md`.
    var sourcePath: String { "content/pages/\(rawValue).md" }

    /// Where the page it belongs to is published, before base_url's path.
    var path: String {
        switch self {
        case .projects, .license: "/\(rawValue)/"
        case .notFound: "/404.html"
        }
    }

    /// The text whose file is at `sourcePath`, if that file is one.
    init?(sourcePath: String) {
        guard let text = Self.allCases.first(where: { $0.sourcePath == sourcePath }) else { return nil }
        self = text
    }
}
