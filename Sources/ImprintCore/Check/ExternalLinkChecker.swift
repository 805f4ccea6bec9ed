import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `imprint check --external`: asks every external http(s) link whether it answers, as
/// `zola check` does. Requests run a few at a time, at most two to a host, each with a timeout
/// and one retry after a failure that may pass (a timeout, a lost connection, a 5xx or a 429);
/// `HEAD` first, `GET` when a server refuses `HEAD`. A link that answered is kept in a cache
/// file for a day, so that a check run again asks only the others.
public struct ExternalLinkChecker: Sendable {
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        public let url: String
        /// `404 Not Found`, `timed out`, `cannot connect`.
        public let reason: String
        public var description: String { "\(url): \(reason)" }
    }

    public var timeout: TimeInterval = 10
    public var concurrency = 8
    public var perHost = 2
    /// Where answers are kept: `.imprint-cache/external-links.txt` of the site; nil keeps none.
    public var cacheFile: URL?
    public var cacheAge: TimeInterval = 24 * 60 * 60
    public var now = Date()

    public init(cacheFile: URL?) {
        self.cacheFile = cacheFile
    }

    /// The links of `urls` that did not answer, in the order given.
    public func check(_ urls: [String]) -> [Failure] {
        let checked = urls.filter { $0.lowercased().hasPrefix("http://") || $0.lowercased().hasPrefix("https://") || $0.hasPrefix("//") }
        var answered = loadCache()
        let asked = checked.filter { answered[$0] == nil }
        let results = Locked<[String: String?]>([:])
        let all = DispatchSemaphore(value: concurrency)
        let hosts = Locked<[String: DispatchSemaphore]>([:])
        let group = DispatchGroup()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        for url in asked {
            let host = URL(string: Self.absolute(url))?.host?.lowercased() ?? ""
            let hostLimit = hosts.withLock { $0[host, default: DispatchSemaphore(value: perHost)] }
            hosts.withLock { $0[host] = hostLimit }
            group.enter()
            DispatchQueue.global().async {
                all.wait()
                hostLimit.wait()
                let problem = self.ask(url, session: session)
                hostLimit.signal()
                all.signal()
                results.withLock { $0[url] = .some(problem) }
                group.leave()
            }
        }
        group.wait()
        session.finishTasksAndInvalidate()
        let found = results.withLock { $0 }
        for (url, problem) in found where problem == nil { answered[url] = now }
        saveCache(answered)
        return checked.compactMap { url in found[url].flatMap { $0 }.map { Failure(url: url, reason: $0) } }
    }
}

private extension ExternalLinkChecker {
    static func absolute(_ url: String) -> String {
        url.hasPrefix("//") ? "https:" + url : url
    }

    /// Why `url` does not answer, after one retry of a failure that may pass, or nil.
    func ask(_ url: String, session: URLSession) -> String? {
        var problem = request(url, method: "HEAD", session: session)
        if problem?.mayPass == true { problem = request(url, method: "HEAD", session: session) }
        if problem?.refusesHEAD == true { problem = request(url, method: "GET", session: session) }
        return problem?.reason
    }

    struct Problem {
        let reason: String
        var mayPass = false
        var refusesHEAD = false
    }

    func request(_ url: String, method: String, session: URLSession) -> Problem? {
        guard let target = URL(string: Self.absolute(url)) else { return Problem(reason: "not a URL") }
        var request = URLRequest(url: target, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method
        request.setValue("imprint-check", forHTTPHeaderField: "User-Agent")
        let done = DispatchSemaphore(value: 0)
        let outcome = Locked<Problem?>(nil)
        session.dataTask(with: request) { _, response, error in
            outcome.withLock { $0 = Self.problem(response as? HTTPURLResponse, error) }
            done.signal()
        }.resume()
        done.wait()
        return outcome.withLock { $0 }
    }

    static func problem(_ response: HTTPURLResponse?, _ error: (any Error)?) -> Problem? {
        if let error {
            let code = (error as NSError).code
            if code == NSURLErrorTimedOut { return Problem(reason: "timed out", mayPass: true) }
            if code == NSURLErrorCannotConnectToHost || code == NSURLErrorCannotFindHost || code == NSURLErrorDNSLookupFailed {
                return Problem(reason: "cannot connect", mayPass: true)
            }
            return Problem(reason: error.localizedDescription, mayPass: code == NSURLErrorNetworkConnectionLost)
        }
        guard let response else { return Problem(reason: "no answer", mayPass: true) }
        let status = response.statusCode
        guard !(200..<400).contains(status) else { return nil }
        let reason = "\(status) " + HTTPURLResponse.localizedString(forStatusCode: status).capitalized
        return Problem(reason: reason, mayPass: status >= 500 || status == 429, refusesHEAD: status == 405 || status == 501 || status == 403)
    }

    /// The links that answered within `cacheAge`, with when.
    func loadCache() -> [String: Date] {
        guard let cacheFile, let data = try? FastFileSystem.read(cacheFile.path) else { return [:] }
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
        try? FastFileSystem.replace(Data(text.utf8), at: cacheFile.path)
    }
}
