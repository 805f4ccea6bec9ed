import Foundation

/// One server-sent event: a name and text, which may span lines.
public struct ServerEvent: Sendable, Equatable {
    public let name: String
    public let data: String

    public init(name: String, data: String) {
        self.name = name
        self.data = data
    }

    /// `event: name`, one `data:` line per line of text, and a blank line.
    ///
    /// A browser ends a line at CR, LF or CRLF alike, so each of them starts a new `data:` line:
    /// a lone CR left in the text (a build error can quote one) would otherwise end the line
    /// in the browser, and what follows it, `event: reload` say, would be read as a field.
    var wireFormat: Data {
        let lines = data.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            .map { "data: \($0)\n" }.joined()
        return Data("event: \(name)\n\(lines)\n".utf8)
    }
}
