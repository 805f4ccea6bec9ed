import ImprintVersion

/// Facts about Imprint itself, set when it is built (Package.swift).
public enum Imprint {
    /// The version, shown by `imprint --version` and in feeds' generator elements.
    public static let version = String(cString: imprint_version())

    /// The GitHub repository (owner/name) Imprint's releases are downloaded from.
    public static let repository = String(cString: imprint_repository())

    /// Whether this is a release build, made by the release workflow of `repository`.
    public static let isRelease = imprint_is_release() != 0

    /// The `origin` URL of the clone a build that is no release was made from ("" when not known).
    public static let origin = String(cString: imprint_origin())

    /// The commit of the clone a build that is no release was made from ("" when not known).
    public static let commit = String(cString: imprint_commit())
}
