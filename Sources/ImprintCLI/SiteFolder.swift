import Foundation

/// The check every command that works on a site makes first: that its folder is one (it has
/// `content/site.yml`), said once, with the command that makes one.
enum SiteFolder {
    /// Why the folder `--source` names (or the current one) is no site, or nil when it is one.
    static func problem(_ parsed: ParsedArguments) -> String? {
        let shown = parsed.value("source") ?? "."
        let name = shown == "." ? "the current folder" : shown
        let initCommand = "`imprint init" + (shown == "." ? "`" : " \(shown)`")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parsed.folder("source").path, isDirectory: &isFolder) else {
            return "\(shown): no such folder; \(initCommand) makes a site there"
        }
        guard isFolder.boolValue else { return "\(shown): not a folder; --source names the site's folder" }
        let config = parsed.folder("source").appendingPathComponent("content/site.yml").path
        guard FileManager.default.fileExists(atPath: config) else {
            return "\(name) is not an Imprint site (it has no content/site.yml): \(initCommand) makes one, or give the site's folder with --source DIR"
        }
        return nil
    }
}
