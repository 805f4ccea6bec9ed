import ImprintCore

extension ImportPlan {
    /// Whether the copy of a site folder's file to `destination` (`content/static/.env`, a
    /// bundle's `notes.bak`) is one the build would refuse to publish: then it is not planned,
    /// and the report names it with why. Files the build passes over (`.gitignore`) are not refused.
    mutating func refusesPrivateFile(copiedTo destination: String) -> Bool {
        let inStatic = destination.hasPrefix(Self.staticFolder)
        let path = inStatic ? String(destination.dropFirst(Self.staticFolder.count)) : String(destination.split(separator: "/").last ?? "")
        guard !AssetCollector.isClutter(String(path.split(separator: "/").last ?? "")),
              let reason = PrivateFiles(publishedAnyway: config.publishedAnyway).reason(for: path, checkingHidden: inStatic)
        else { return false }
        report.privateFilesLeftOut.append("\(destination): not copied: \(reason.explanation); "
            + "copy it by hand and list \(path) in static.publish in site.yml only if it is meant to be public")
        return true
    }

    private static let staticFolder = "content/static/"
}
