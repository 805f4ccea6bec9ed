import Foundation
import ImprintCore
import ImprintPreview

/// The preview server's answer to a request for any path (as libmicrohttpd decodes it): it
/// must never serve something for a path that names a way out of the site.
enum RequestPathFuzz {
    static let responder = PreviewResponder(
        files: [
            OutputFile(path: "index.html", contents: Data("<html><head></head><body>home</body></html>".utf8), source: "home"),
            OutputFile(path: "about/index.html", contents: Data("<p>about</p>".utf8), source: "about"),
            OutputFile(path: "assets/app.css", contents: Data("body {}".utf8), source: "css"),
            OutputFile(path: "404.html", contents: Data("<p>missing</p>".utf8), source: "404"),
        ],
        basePath: "/blog/", events: EventHub(greeting: ServerEvent(name: "hello", data: "fuzz")))

    static func run(_ data: Data) {
        let path = String(decoding: data, as: UTF8.self)
        for method in ["GET", "HEAD", "POST"] {
            let response = responder.respond(to: HTTPRequest(method: method, path: path, ifNoneMatch: "*"))
            if case .events(let subscription) = response.body { subscription.cancel() }
            guard response.status == 200 || response.status == 304 else { continue }
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            precondition(
                path.hasPrefix("/blog/") && !path.contains("\\") && !path.contains("\0") && !segments.contains("..") && !segments.contains("."),
                "served \(response.status) for \(path.debugDescription)")
        }
    }
}
