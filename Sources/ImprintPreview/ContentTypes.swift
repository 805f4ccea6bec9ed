/// The Content-Type of a file, by its extension.
enum ContentTypes {
    private static let byExtension = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "ico": "image/x-icon", "xml": "application/xml; charset=utf-8",
        "json": "application/json; charset=utf-8", "txt": "text/plain; charset=utf-8", "woff2": "font/woff2",
        "woff": "font/woff", "pdf": "application/pdf", "map": "application/json; charset=utf-8",
    ]

    static func forPath(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "application/octet-stream" }
        return byExtension[path[path.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}
