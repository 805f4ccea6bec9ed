/// An open-source project, as written in `content/projects/*.md`.
package struct Project: Sendable {
    package enum Status: String, Sendable, CaseIterable {
        case active
        case maintained
        case archived
    }

    package let sourcePath: String
    package let name: String
    package let summary: String
    package let slug: String
    package let repository: String?
    let homepage: String?
    let download: String?
    /// An SPDX license id.
    package let license: String?
    /// The text of a license Imprint does not bundle, read from `license_file`.
    let licenseText: String?
    package let platforms: [String]
    package let language: String?
    package let version: String?
    package let tags: [String]
    package let status: Status
    /// Names the project had before, each with its repository then when it moved.
    let formerly: [FormerName]
    /// `icon`: the picture beside its name, on its page and in the projects index.
    let icon: Picture?
    /// `screenshots`: the gallery of its page.
    let screenshots: [Picture]
    package let weight: Int?
    package let params: [(key: String, value: YAMLNode)]
    package let body: MarkdownBody
    /// Names this version of the file and the settings it was read under.
    let revision: String
}
