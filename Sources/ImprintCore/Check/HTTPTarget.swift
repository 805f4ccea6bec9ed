/// An http(s) URL taken apart the way libcurl and browsers read it, so that the host checked is
/// the host asked: `http://[::1]:8799/`, a port, and a user name and password before an `@`.
struct HTTPTarget: Sendable, Equatable {
    /// `http` or `https`.
    let scheme: String
    /// Lowercased, without the brackets of an IPv6 address.
    let host: String
    let port: Int
    /// The path and query, from the first `/` or `?` (`/` when there is none), without the fragment.
    let path: String
    /// Whether the URL holds a user name or password (`https://user:pass@host/`), which is never sent.
    let hadCredentials: Bool

    /// The parts of `url`, an absolute http(s) URL or one that starts with `//` (read as https); nil otherwise.
    init?(_ url: String) {
        let full = url.hasPrefix("//") ? "https:" + url : url
        guard let schemeEnd = full.range(of: "://") else { return nil }
        scheme = full[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = full[schemeEnd.upperBound...].prefix { $0 != "#" }
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "\\" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        let tail = rest[authorityEnd...]
        // Browsers read `\` as `/` in http(s) URLs; libcurl is given the `/`.
        let slashed = String(tail.map { $0 == "\\" ? "/" : $0 })
        path = slashed.isEmpty ? "/" : slashed.hasPrefix("?") ? "/" + slashed : slashed
        hadCredentials = authority.contains("@")
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        let portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[authority.index(after: authority.startIndex)..<close].lowercased()
            guard IPAddress(host)?.bytes.count == 16 else { return nil }
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { return nil }
            portText = after.isEmpty ? nil : after.dropFirst()
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon].lowercased()
            portText = authority[authority.index(after: colon)...]
        } else {
            host = authority.lowercased()
            portText = nil
        }
        let defaultPort = scheme == "https" ? 443 : 80
        // Only a host libcurl reads as written: otherwise it might look up a name other than the
        // one checked (an internationalized name is asked in its xn-- form).
        let isName = host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._".contains($0)) }
        guard !host.isEmpty, authority.hasPrefix("[") || isName else { return nil }
        if let portText, !portText.isEmpty {
            guard let number = Int(portText), (1...65_535).contains(number) else { return nil }
            port = number
        } else {
            port = defaultPort
        }
    }

    /// The host as a URL writes it: an IPv6 address in brackets.
    var hostInURL: String { host.contains(":") ? "[\(host)]" : host }

    /// The URL without a user name, password or fragment: what is asked.
    var url: String { "\(scheme)://\(hostInURL):\(port)\(path)" }

    /// libcurl's `host:port:addresses` that makes it connect to one of `addresses` without a lookup.
    func pinned(to addresses: [IPAddress]) -> String {
        "\(host):\(port):" + addresses.map { $0.bytes.count == 16 ? "[\($0)]" : $0.description }.joined(separator: ",")
    }
}
