public extension Diagnostic {
    /// The description with the file's path from another folder: `prefix` (`../blog/`) is where
    /// the site is from there. A file of the built-in theme is no path, and an absolute path
    /// (a `--theme` folder outside the site) needs none: both stay as they are.
    package func description(sitePrefix prefix: String) -> String {
        file.hasPrefix(ThemeSource.builtInLabel) || file.hasPrefix("/") ? description : prefix + description
    }
}
