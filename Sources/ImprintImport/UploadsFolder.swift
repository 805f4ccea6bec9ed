import Foundation
import ImprintCore

/// The `--uploads` folder of a WordPress import, and the one place that decides whether an image
/// URL of the old site may be copied from it. The URLs come from an export, not from the person
/// running the import, so each is read as someone hostile might write it: decoded once, its `..`
/// worked out, and accepted only when it names a regular file inside the folder once symbolic
/// links are resolved, and the file it would become is inside the site's `content/`.
struct UploadsFolder {
    /// An image to copy: the file read (links resolved), the file written, and its new URL path.
    struct Copy: Equatable {
        let source: URL
        /// Relative to the site: `content/assets/uploads/2011/10/rows.png`.
        let destination: String
        /// Percent-encoded: `/assets/uploads/2011/10/rows.png`.
        let urlPath: String
    }

    /// Why an image is not copied.
    enum Refusal: Error, Equatable {
        case notAFileName
        case absolutePath
        case outsideUploads
        case notFound(folder: String)
        case notARegularFile
        case destinationOutsideContent(String)

        var reason: String {
            switch self {
            case .notAFileName: "not a file name (bad percent-encoding or a control character)"
            case .absolutePath: "an absolute path"
            case .outsideUploads: "outside --uploads"
            case .notFound(let folder): "not in \(folder)"
            case .notARegularFile: "not a regular file"
            case .destinationOutsideContent(let destination): "\(destination) would be outside content/"
            }
        }
    }

    let folder: URL
    let siteFolder: URL

    /// What to do with the image at `path`, the part of its URL after `wp-content/uploads/`.
    func copy(for path: String) -> Result<Copy, Refusal> {
        // Once: a `%252e` is a file name with `%2e` in it, never a `..`.
        guard let decoded = path.removingPercentEncoding,
              !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return .failure(.notAFileName) }
        // Browsers read a backslash in a URL's path as a slash.
        let slashed = decoded.replacingOccurrences(of: "\\", with: "/")
        guard !slashed.hasPrefix("/") else { return .failure(.absolutePath) }
        var segments: [String] = []
        for segment in slashed.split(separator: "/") where segment != "." {
            guard segment == ".." else {
                segments.append(String(segment))
                continue
            }
            guard !segments.isEmpty else { return .failure(.outsideUploads) }
            segments.removeLast()
        }
        let relative = segments.joined(separator: "/")
        guard let realFolder = POSIXFiles.realPath(folder.path), let source = POSIXFiles.realPath(realFolder + "/" + relative) else {
            return .failure(.notFound(folder: folder.path))
        }
        guard POSIXFiles.isInside(source, root: realFolder) else { return .failure(.outsideUploads) }
        // `source` is a real path: no link is left to follow.
        guard POSIXFiles.kind(of: source) == .file else { return .failure(.notARegularFile) }
        let destination = "content/assets/uploads/" + relative
        guard isInsideContent(destination) else { return .failure(.destinationOutsideContent(destination)) }
        let urlPath = "/assets/uploads/" + segments.map { $0.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? $0 }
            .joined(separator: "/")
        return .success(Copy(source: URL(fileURLWithPath: source), destination: destination, urlPath: urlPath))
    }

    /// Whether anything, even a link to nowhere, is at `destination` in the site.
    func isTaken(_ destination: String) -> Bool {
        POSIXFiles.kind(of: siteFolder.appendingPathComponent(destination).path) != .missing
    }
}

private extension UploadsFolder {
    /// Characters a URL path segment keeps as they are; the rest are percent-encoded, so that the
    /// new URL put back into the post's HTML has no quote, ampersand or space in it.
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Whether `destination`, where it would be written, stays in the site's `content/` once the
    /// links on the way (`content/assets` may be one) are resolved. The part that does not exist
    /// yet will be made as plain folders.
    func isInsideContent(_ destination: String) -> Bool {
        guard let content = POSIXFiles.realPath(siteFolder.appendingPathComponent("content").path) else { return false }
        var existing = siteFolder.appendingPathComponent(destination).path
        while POSIXFiles.kind(of: existing) == .missing { existing = (existing as NSString).deletingLastPathComponent }
        guard let real = POSIXFiles.realPath(existing) else { return false }
        return POSIXFiles.isInside(real, root: content)
    }
}
