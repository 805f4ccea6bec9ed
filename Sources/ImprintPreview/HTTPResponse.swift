import Foundation

/// What the preview server sends back: a status, headers, and a body or an event stream.
public struct HTTPResponse: Sendable {
    public enum Body: Sendable {
        case data(Data)
        /// Server-sent events, written as they happen until the client or the server goes away.
        case events(EventSubscription)
    }

    public let status: Int
    public let headers: [(name: String, value: String)]
    public let body: Body

    public init(status: Int, headers: [(name: String, value: String)], body: Body) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A one-line plain-text answer, for refusals that happen before the site is looked at.
    static func plainText(status: Int, _ line: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-cache")],
            body: .data(Data((line + "\n").utf8)))
    }

    /// The body's bytes, empty for an event stream.
    public var data: Data {
        if case .data(let data) = body { data } else { Data() }
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
