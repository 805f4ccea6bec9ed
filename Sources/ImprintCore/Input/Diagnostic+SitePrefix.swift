public extension Diagnostic {
    /// The description with the file's path from another folder: `prefix` (`../blog/`) is where
    /// the site is from there. A file of the built-in theme is no path, and stays as it is.
    func description(sitePrefix prefix: String) -> String {
        file.hasPrefix(ThemeSource.builtInLabel) ? description : prefix + description
    }
}
