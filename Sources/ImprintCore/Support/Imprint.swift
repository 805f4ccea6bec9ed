/// Facts about Imprint itself.
public enum Imprint {
    /// The version, shown by `imprint --version` and in feeds' generator elements.
    public static let version = "0.1.0"
}
