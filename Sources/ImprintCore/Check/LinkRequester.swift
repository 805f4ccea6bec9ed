/// Asks one external link, following its redirects itself: before each request the URL's host
/// is looked up, every address checked, and the connection pinned to the checked addresses, so
/// that neither a redirect nor a name that answers differently the second time reaches the
/// machine itself, its network or a metadata service (unless `allowsPrivate`). A user name and
/// password in a URL are never sent.
struct LinkRequester: Sendable {
    /// How a link's request ended.
    enum Outcome: Sendable, Equatable {
        /// The last status, after every redirect.
        case answered(status: Int)
        /// Not asked, and why.
        case refused(String)
        case timedOut
        case cannotConnect
        case failed(String)
    }

    static let maximumRedirects = 10

    /// Which addresses that are not public may be asked: none, or all with `--allow-private`.
    var allowsPrivate: @Sendable (IPAddress) -> Bool = { _ in false }
    var resolver: any AddressResolver = SystemAddressResolver()
    var timeout: Double = 10

    /// What `method` to `url` ends in, and whether a URL on the way held credentials (dropped).
    func send(_ method: String, to url: String) -> (outcome: Outcome, droppedCredentials: Bool) {
        var current = url
        var dropped = false
        for hop in 0...Self.maximumRedirects {
            // A redirect's problem names where it led.
            let via = hop == 0 ? "" : "redirects to \(current): "
            guard let target = HTTPTarget(current) else { return (.failed(via + "not an http(s) URL"), dropped) }
            dropped = dropped || target.hadCredentials
            let pinned: [IPAddress]
            switch addresses(of: target) {
            case .success(let addresses): pinned = addresses
            case .failure(.refused(let reason)): return (.refused(via + reason), dropped)
            case .failure(.notFound): return (.cannotConnect, dropped)
            }
            switch CurlRequest.send(method, to: target, at: pinned, timeout: timeout) {
            case .answered(let status, let location?) where (300..<400).contains(status):
                current = location
            case .answered(let status, _): return (.answered(status: status), dropped)
            case .timedOut: return (.timedOut, dropped)
            case .cannotConnect: return (.cannotConnect, dropped)
            case .failed(let message): return (.failed(message), dropped)
            }
        }
        return (.failed("more than \(Self.maximumRedirects) redirects"), dropped)
    }
}

private extension LinkRequester {
    enum AddressProblem: Error {
        case refused(String)
        case notFound
    }

    /// The addresses to connect to (none when the host is an address itself: libcurl then looks nothing up).
    func addresses(of target: HTTPTarget) -> Result<[IPAddress], AddressProblem> {
        if let unusual = IPAddress.unusualIPv4(target.host) {
            let reason = "\(target.host) is the address \(unusual) written in an unusual form, which is not asked: write \(unusual)"
            return .failure(.refused(reason))
        }
        let literal = IPAddress(target.host)
        let found: [IPAddress]
        if let literal {
            found = [literal]
        } else {
            guard case .success(let addresses) = resolver.addresses(of: target.host) else { return .failure(.notFound) }
            found = addresses
        }
        if let address = found.first(where: { $0.nonPublicRange != nil && !allowsPrivate($0) }) {
            let named = literal == nil ? "\(target.host) is at \(address)," : "\(address) is"
            let range = address.nonPublicRange!
            return .failure(.refused("\(named) not a public address (\(range)): asked only with --allow-private"))
        }
        return .success(literal == nil ? found : [])
    }
}
