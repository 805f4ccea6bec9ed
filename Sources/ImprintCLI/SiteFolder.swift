import Foundation

/// The check every command that works on a site makes first: that its folder is one (it has
/// `content/site.yml`), said once, with the command that makes one.
enum SiteFolder {
    /// Why the folder `--source` names (or the current one) is no site, or nil when it is one.
    static func problem(_ parsed: ParsedArguments) -> String? {
        let shown = parsed.value("source") ?? "."
        let name = shown == "." ? "the current folder" : shown
        let initCommand = "`imprint init" + (shown == "." ? "`" : " \(shown)`")
        if let problem = missingFolderProblem(
            parsed.folder("source"), shown: shown, ifMissing: "\(initCommand) makes a site there", ifNotFolder: "--source names the site's folder") {
            return problem
        }
        let config = parsed.folder("source").appendingPathComponent("content/site.yml").path
        guard FileManager.default.fileExists(atPath: config) else {
            return "\(name) is not an Imprint site (it has no content/site.yml): \(initCommand) makes one, or give the site's folder with --source DIR"
        }
        return nil
    }

    /// Why `folder` (`shown` is how the user named it) is no folder to work in, or nil.
    static func missingFolderProblem(_ folder: URL, shown: String, ifMissing: String, ifNotFolder: String) -> String? {
        var status = stat()
        guard stat(folder.path, &status) == 0 else {
            let code = errno
            return "\(shown): " + (code == ENOENT ? "no such folder; \(ifMissing)" : String(cString: strerror(code)))
        }
        return status.st_mode & S_IFMT == S_IFDIR ? nil : "\(shown): not a folder; \(ifNotFolder)"
    }
}
