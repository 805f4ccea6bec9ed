import ImprintVersion

/// Facts about Imprint itself, set when it is built (Package.swift).
public enum Imprint {
    /// The version, shown by `imprint --version` and in feeds' generator elements.
    public static let version = String(cString: imprint_version())

    /// The GitHub repository (owner/name) Imprint's releases are downloaded from.
    public static let repository = String(cString: imprint_repository())
}
