/// An open-source project, as written in `content/projects/*.md`.
struct Project: Sendable {
    enum Status: String, Sendable, CaseIterable {
        case active
        case maintained
        case archived
    }

    let sourcePath: String
    let name: String
    let summary: String
    let slug: String
    let repository: String?
    let homepage: String?
    let download: String?
    /// An SPDX license id.
    let license: String?
    /// The text of a license Imprint does not bundle, read from `license_file`.
    let licenseText: String?
    let platforms: [String]
    let language: String?
    let version: String?
    let tags: [String]
    let status: Status
    /// Names the project had before, each with its repository then when it moved.
    let formerly: [FormerName]
    /// `icon`: the picture beside its name, on its page and in the projects index.
    let icon: Picture?
    /// `screenshots`: the gallery of its page.
    let screenshots: [Picture]
    let weight: Int?
    let params: [(key: String, value: YAMLNode)]
    let body: MarkdownBody
    /// Names this version of the file and the settings it was read under.
    let revision: String
}
