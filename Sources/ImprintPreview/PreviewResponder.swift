import Foundation
import ImprintCore

/// Answers requests from a built site held in memory: the part of the server with no sockets,
/// so that every rule can be tested directly.
///
/// It serves the site under base_url's path, adds `index.html` to folders, redirects `/about`
/// to `/about/`, answers missing and unsafe paths with the site's 404 page, sends ETags and
/// honours If-None-Match, and never lets the browser cache. HTML gets the live-reload script,
/// added once per build and file (`PreparedBodies`), not on every request.
public struct PreviewResponder: Sendable {
    /// Where the event stream is, under the base path.
    static let eventsPath = "__imprint/events"

    /// The site's files by output path.
    let files: [String: OutputFile]
    /// base_url's path: `/` or `/blog/`.
    let basePath: String
    let events: EventHub
    /// Shared by the copies of this responder, which all serve the same build.
    let prepared = PreparedBodies()
    /// Why there is no site yet, for the waiting page: the last build's errors.
    let errors: String

    /// Serves `files` under `basePath`; with no files, a waiting page that shows `errors`.
    public init(files: [OutputFile], basePath: String, events: EventHub, errors: String = "") {
        self.init(
            files: Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last }), basePath: basePath, events: events,
            errors: errors)
    }

    /// Serves `files`, keyed by output path, under `basePath`; with no files, a waiting page that shows `errors`.
    public init(files: [String: OutputFile], basePath: String, events: EventHub, errors: String = "") {
        self.files = files
        self.basePath = basePath
        self.events = events
        self.errors = errors
    }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return HTTPResponse(status: 405, headers: [("Allow", "GET, HEAD")] + Self.common, body: .data(Data("Method not allowed\n".utf8)))
        }
        if files.isEmpty, !request.path.hasSuffix(Self.eventsPath) {
            // No build has succeeded yet: a page that shows the errors and reloads when the site builds.
            return serve(Self.waitingPage(errors: errors), path: "index.html", ifNoneMatch: nil, status: 503)
        }
        let path = request.path
        if path == "/" || path + "/" == basePath {
            if basePath != "/" { return redirect(to: basePath) }
        }
        guard path.hasPrefix(basePath) || path + "/" == basePath, let relative = Self.safeRelativePath(String(path.dropFirst(basePath.count))) else {
            return notFound()
        }
        if relative == Self.eventsPath {
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-cache")], body: .events(events.subscribe()))
        }
        let file = relative.isEmpty || relative.hasSuffix("/") ? relative + "index.html" : relative
        if let data = files[file]?.contents {
            return serve(data, path: file, ifNoneMatch: request.ifNoneMatch, status: 200)
        }
        if files[file + "/index.html"] != nil {
            return redirect(to: path + "/")
        }
        return notFound()
    }
}

private extension PreviewResponder {
    static let common = [("Cache-Control", "no-cache")]

    static func waitingPage(errors: String) -> Data {
        let escaped = errors.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return Data("""
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Imprint: waiting for a good build</title></head>
            <body><p>The site has not built yet. Fix these errors; this page reloads when it builds.</p>
            <pre>\(escaped)</pre></body></html>

            """.utf8)
    }

    /// The path within the site, or nil for anything that could leave it or name it twice:
    /// `..`, `.`, empty segments (a doubled slash), backslashes and NUL.
    static func safeRelativePath(_ relative: String) -> String? {
        guard !relative.contains("\\"), !relative.contains("\0"), !relative.hasPrefix("/") else { return nil }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            if segment == "." || segment == ".." { return nil }
            if segment.isEmpty, index != segments.count - 1 { return nil }
        }
        return relative
    }

    func serve(_ data: Data, path: String, ifNoneMatch: String?, status: Int) -> HTTPResponse {
        let prepared = prepared.body(for: path) {
            path.hasSuffix(".html") ? LiveReloadScript.inject(into: data, basePath: basePath) : data
        }
        let (body, etag) = (prepared.data, prepared.etag)
        let headers = [("Content-Type", ContentTypes.forPath(path)), ("ETag", etag)] + Self.common
        if status == 200, let tags = ifNoneMatch, tags.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag || $0 == "*" }) {
            return HTTPResponse(status: 304, headers: headers, body: .data(Data()))
        }
        return HTTPResponse(status: status, headers: headers, body: .data(body))
    }

    func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(status: 301, headers: [("Location", location), ("Content-Type", "text/plain; charset=utf-8")] + Self.common,
                     body: .data(Data("Moved to \(location)\n".utf8)))
    }

    func notFound() -> HTTPResponse {
        guard let page = files["404.html"]?.contents else {
            return HTTPResponse(status: 404, headers: [("Content-Type", "text/plain; charset=utf-8")] + Self.common, body: .data(Data("Not found\n".utf8)))
        }
        return serve(page, path: "404.html", ifNoneMatch: nil, status: 404)
    }
}
