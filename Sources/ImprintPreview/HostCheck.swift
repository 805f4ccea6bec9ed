/// The names a request may call the preview by, against DNS rebinding: a page on another site
/// can point its own name at 127.0.0.1 and then read the preview as if it were its own. Such a
/// request carries that other name in `Host` (and, from a page, in `Origin`), so only this
/// machine's loopback names and the address the server was started on are answered.
struct HostCheck: Sendable {
    /// The `--host` the server listens on, as given: `127.0.0.1`, `::1`, `0.0.0.0`, `preview.local`.
    let listenHost: String
    let port: Int
    /// On a wildcard `--host` (`0.0.0.0`), the machine's own addresses, which other machines
    /// name it by; an address is no name a rebinding page could take.
    var ownAddresses: [String] = []

    /// Why a request whose `Host` header is `host` is refused, or nil when it is answered.
    func refusal(host: String) -> String? {
        guard !accepts(authority: host) else { return nil }
        return "Misdirected request: refused Host \(quoted(host)); this preview answers only to \(acceptedNames) (against DNS rebinding)."
    }

    /// Why an event stream asked for from a page at `origin` is refused, or nil when it is answered.
    func refusal(origin: String) -> String? {
        let scheme = "http://"
        if origin.lowercased().hasPrefix(scheme), accepts(authority: String(origin.dropFirst(scheme.count))) { return nil }
        return "Forbidden: refused Origin \(quoted(origin)); the event stream is only for this preview's own pages: http:// and \(acceptedNames)."
    }

    /// `host` or `host:port`, where the port, if there is one, is the server's.
    func accepts(authority: String) -> Bool {
        var name = Substring(authority.lowercased())
        if let colon = name.lastIndex(of: ":"), !name[colon...].contains("]") {
            guard name[name.index(after: colon)...] == Substring(String(port)) else { return false }
            name = name[..<colon]
        }
        return name == "localhost" || name == "[::1]" || Self.isLoopbackIPv4(name) || name == bracketed(listenHost.lowercased())
            || ownAddresses.contains(String(name))
    }
}

private extension HostCheck {
    var acceptedNames: String {
        let listened = bracketed(listenHost)
        let own = ["localhost", "127.0.0.1", "[::1]"].contains(listened.lowercased()) ? "" : ", \(listened)"
        return "localhost, 127.0.0.1 (or any 127.x.x.x), [::1]\(own), with no port or :\(port)"
    }

    func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }

    func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0 != "\"" ? String($0) : $0.escaped(asASCII: true) }.joined() + "\""
    }

    /// Four decimal numbers up to 255, the first 127: all of 127.0.0.0/8 is this machine.
    static func isLoopbackIPv4(_ name: Substring) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return false
        }
        return parts.allSatisfy { Int($0).map { $0 <= 255 } ?? false } && parts[0] == "127"
    }
}
