import Foundation

/// A request as the preview server sees it: the method, the decoded path, and the one header it uses.
public struct HTTPRequest: Sendable {
    public let method: String
    /// The path, percent-decoded, without the query.
    public let path: String
    public let ifNoneMatch: String?

    public init(method: String, path: String, ifNoneMatch: String? = nil) {
        self.method = method
        self.path = path
        self.ifNoneMatch = ifNoneMatch
    }
}
