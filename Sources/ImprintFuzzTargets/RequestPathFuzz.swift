import Foundation
import ImprintCore
import ImprintPreview

/// The preview server's answer to a request for any path, as the client sent it (raw bytes,
/// percent-encoded or not), decoded as the server decodes it: a path that holds a NUL must be
/// refused before the site is looked at, and no other path may be served if it names a way out
/// of the site.
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
        guard let path = RequestPath.decode(data) else {
            precondition(data.contains(0) || hasEncodedNUL(data), "refused \(String(decoding: data, as: UTF8.self).debugDescription), which holds no NUL")
            return
        }
        precondition(!path.contains("\0"), "decoded \(data) to a path with a NUL")
        for method in ["GET", "HEAD", "POST"] {
            let response = responder.respond(to: HTTPRequest(method: method, path: path, ifNoneMatch: "*"))
            if case .events(let subscription) = response.body { subscription.cancel() }
            guard response.status == 200 || response.status == 304 else { continue }
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            precondition(
                path.hasPrefix("/blog/") && !path.contains("\\") && !segments.contains("..") && !segments.contains("."),
                "served \(response.status) for \(path.debugDescription)")
        }
    }

    private static func hasEncodedNUL(_ data: Data) -> Bool {
        let bytes = Array(data)
        return bytes.indices.dropLast(2).contains { bytes[$0] == UInt8(ascii: "%") && bytes[$0 + 1] == UInt8(ascii: "0") && bytes[$0 + 2] == UInt8(ascii: "0") }
    }
}
