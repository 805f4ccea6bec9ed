import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `imprint check --external`: asks every external http(s) link whether it answers, as
/// `zola check` does. Requests run a few at a time, at most two to a host, each with a timeout
/// and one retry after a failure that may pass (a timeout, a lost connection, a 5xx or a 429);
/// `HEAD` first, `GET` when a server refuses `HEAD`. Links to loopback, private, link-local and
/// unique-local addresses are not asked unless `allowPrivate` (see `LinkRequester`). A link that
/// answered is kept in a cache file for a day, so that a check run again asks only the others.
public struct ExternalLinkChecker: Sendable {
    /// What a check found about one link.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// What kind of finding it is: only `broken` makes the check fail.
        public enum Kind: Sendable, Equatable {
            /// It did not answer, or answered with an error.
            case broken
            /// It was not asked: it leads to an address of the machine or its network.
            case refused
            /// It holds a user name or password, which were not sent.
            case credentials
        }

        /// The link as the site writes it.
        public let url: String
        public let kind: Kind
        /// `404 Not Found`, `timed out`, `cannot connect`, why a link was refused.
        public let reason: String
        public var description: String { "\(url): \(reason)" }
    }

    public var timeout: TimeInterval = 10
    public var concurrency = 8
    public var perHost = 2
    /// Whether links to loopback, private, link-local and unique-local addresses are asked.
    public var allowPrivate = false
    /// Where answers are kept: `.imprint-cache/external-links.txt` of the site; nil keeps none.
    public var cacheFile: URL?
    public var cacheAge: TimeInterval = 24 * 60 * 60
    public var now = Date()
    var resolver: any AddressResolver = SystemAddressResolver()

    public init(cacheFile: URL?) {
        self.cacheFile = cacheFile
    }

    /// What was found about `urls`, in the order given: the links that did not answer, those not
    /// asked, and those whose credentials were dropped.
    public func check(_ urls: [String]) -> [Finding] {
        let checked = urls.filter { $0.lowercased().hasPrefix("http://") || $0.lowercased().hasPrefix("https://") || $0.hasPrefix("//") }
        var answered = loadCache()
        let asked = checked.filter { answered[$0] == nil }
        let results = Locked<[String: [Finding]]>([:])
        let all = DispatchSemaphore(value: concurrency)
        let hosts = Locked<[String: DispatchSemaphore]>([:])
        let group = DispatchGroup()
        let allowPrivate = allowPrivate
        let requester = LinkRequester(allowsPrivate: { _ in allowPrivate }, resolver: resolver, timeout: timeout)
        for url in asked {
            let host = HTTPTarget(url)?.host ?? ""
            let hostLimit = hosts.withLock { $0[host, default: DispatchSemaphore(value: perHost)] }
            hosts.withLock { $0[host] = hostLimit }
            group.enter()
            DispatchQueue.global().async {
                all.wait()
                hostLimit.wait()
                let findings = Self.ask(url, requester)
                hostLimit.signal()
                all.signal()
                results.withLock { $0[url] = findings }
                group.leave()
            }
        }
        group.wait()
        let found = results.withLock { $0 }
        for (url, findings) in found where !findings.contains(where: { $0.kind != .credentials }) { answered[url] = now }
        saveCache(answered)
        return checked.flatMap { found[$0] ?? [] }
    }
}

private extension ExternalLinkChecker {
    /// What asking `url` found, after one retry of a failure that may pass.
    static func ask(_ url: String, _ requester: LinkRequester) -> [Finding] {
        let first = request(url, method: "HEAD", requester)
        var problem = first.problem
        if problem?.mayPass == true { problem = request(url, method: "HEAD", requester).problem }
        if problem?.refusesHEAD == true { problem = request(url, method: "GET", requester).problem }
        let credentials = first.dropped
            ? [Finding(url: url, kind: .credentials, reason: "holds a user name or password, which were not sent")] : []
        let failure = problem.map { Finding(url: url, kind: $0.refused ? .refused : .broken, reason: $0.reason) }
        return credentials + (failure.map { [$0] } ?? [])
    }

    struct Problem {
        let reason: String
        var mayPass = false
        var refusesHEAD = false
        var refused = false
    }

    static func request(_ url: String, method: String, _ requester: LinkRequester) -> (problem: Problem?, dropped: Bool) {
        let (outcome, dropped) = requester.send(method, to: url)
        let problem: Problem? = switch outcome {
        case .answered(let status) where (200..<400).contains(status): nil
        case .answered(let status):
            Problem(
                reason: "\(status) " + HTTPURLResponse.localizedString(forStatusCode: status).capitalized,
                mayPass: status >= 500 || status == 429, refusesHEAD: status == 405 || status == 501 || status == 403)
        case .refused(let reason): Problem(reason: "not asked: " + reason, refused: true)
        case .timedOut: Problem(reason: "timed out", mayPass: true)
        case .cannotConnect: Problem(reason: "cannot connect", mayPass: true)
        case .failed(let message): Problem(reason: message)
        }
        return (problem, dropped)
    }

    /// The links that answered within `cacheAge`, with when.
    func loadCache() -> [String: Date] {
        guard let cacheFile, let data = try? POSIXFiles.read(cacheFile.path) else { return [:] }
        var answered: [String: Date] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, let seconds = TimeInterval(parts[0]) else { continue }
            let when = Date(timeIntervalSince1970: seconds)
            if now.timeIntervalSince(when) < cacheAge { answered[String(parts[1])] = when }
        }
        return answered
    }

    func saveCache(_ answered: [String: Date]) {
        guard let cacheFile else { return }
        let text = answered.sorted { $0.key < $1.key }.map { "\(Int($0.value.timeIntervalSince1970))\t\($0.key)\n" }.joined()
        try? POSIXFiles.replace(Data(text.utf8), at: cacheFile.path)
    }
}
