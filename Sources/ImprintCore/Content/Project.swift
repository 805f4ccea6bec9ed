/// An open-source project, as written in `content/projects/*.md`.
public struct Project: Sendable {
    public enum Status: String, Sendable, CaseIterable {
        case active
        case maintained
        case archived
    }

    public let sourcePath: String
    public let name: String
    public let summary: String
    public let slug: String
    public let repository: String?
    public let homepage: String?
    public let download: String?
    /// An SPDX license id.
    public let license: String?
    /// The text of a license Imprint does not bundle, read from `license_file`.
    public let licenseText: String?
    public let platforms: [String]
    public let language: String?
    public let version: String?
    public let tags: [String]
    public let status: Status
    /// Names the project had before.
    public let formerly: [String]
    public let weight: Int?
    public let params: [(key: String, value: YAMLNode)]
    public let body: String
    /// Names this version of the file and the settings it was read under.
    public let revision: String
}
