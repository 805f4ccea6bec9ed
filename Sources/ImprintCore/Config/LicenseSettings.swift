/// The `license` section of site.yml: who holds the copyright and how to credit the work.
struct LicenseSettings: Sendable, Equatable {
    /// The copyright holder; the site's author, or its title, when not given.
    var holder: String?
    /// The SPDX id of projects that name no license.
    var defaultLicense: String?
    /// The credit line, with `{project}`, `{holder}`, `{url}`, `{year}` and `{license}`.
    var attribution = "{project} by {holder} ({url}), {license} license"
    /// Where to buy a license without the attribution requirement.
    var commercialURL: String?
    var donateURL: String?

    static func read(_ node: YAMLNode, path: String) -> (LicenseSettings, [ContentError]) {
        var settings = LicenseSettings()
        var reader = FieldReader(node, path: path)
        guard case .mapping = node.kind else {
            reader.fail(.wrongType(key: "license", expected: "a mapping with holder, default and attribution", found: node.kindDescription), at: node)
            return (settings, reader.errors)
        }
        settings.holder = reader.string("holder")
        settings.defaultLicense = reader.string("default")
        if let id = settings.defaultLicense, BundledLicense.named(id) == nil {
            reader.fail(.unknownDefaultLicense(id), at: reader.fields["default"]!)
        }
        settings.attribution = reader.string("attribution") ?? settings.attribution
        settings.commercialURL = reader.url("commercial_url")
        settings.donateURL = reader.url("donate_url")
        return (settings, reader.errors + reader.warnings)
    }
}
