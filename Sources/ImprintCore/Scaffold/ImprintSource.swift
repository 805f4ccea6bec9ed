/// Where the CI workflows `imprint init` writes get Imprint from, known from how this Imprint was built: a release
/// is downloaded; a build from a clone is built again from the same commit of the clone's `origin`; for anything
/// else (a source tarball, a clone with no remote) the git URL is left for the site's author to fill in.
struct ImprintSource: Equatable, Sendable {
    /// The address of the folder of the release's archives, or "" to build from source.
    var release: String
    /// The version in the release's archive names.
    var version: String
    /// A git URL CI can fetch Imprint's source from, or "" when not known.
    var repository: String
    /// The commit or tag of `repository` to build.
    var commit: String
    /// Why `repository` is not known, for the last line of `imprint init`; nil when it is.
    var unknownBecause: String?

    /// Where this Imprint came from.
    static let current = ImprintSource(
        isRelease: Imprint.isRelease, releaseRepository: Imprint.repository, version: Imprint.version,
        origin: Imprint.origin, commit: Imprint.commit)

    init(isRelease: Bool, releaseRepository: String, version: String, origin: String, commit: String) {
        self.version = version
        guard !isRelease else {
            release = "https://github.com/\(releaseRepository)/releases/download/v\(version)"
            repository = "https://github.com/\(releaseRepository).git"
            self.commit = "v\(version)"
            return
        }
        release = ""
        self.commit = commit.isEmpty ? "v\(version)" : commit
        repository = commit.isEmpty ? "" : Self.fetchableURL(origin) ?? ""
        if !repository.isEmpty { return }
        unknownBecause = if commit.isEmpty {
            "this imprint was built from a folder that is not a git clone on a commit"
        } else if origin.isEmpty {
            "this imprint was built from a clone with no `origin` remote"
        } else {
            "this imprint was built from a clone whose origin, \(origin), is not an address CI can fetch from"
        }
    }

    /// `origin` as an address a CI runner can fetch without keys: SSH addresses (`git@host:owner/name.git`,
    /// `ssh://git@host/owner/name`) become the same path over HTTPS; a folder on this machine is nil.
    static func fetchableURL(_ origin: String) -> String? {
        if origin.hasPrefix("https://") || origin.hasPrefix("http://") { return origin }
        for scheme in ["ssh://", "git://", "git+ssh://"] where origin.hasPrefix(scheme) {
            let rest = origin.dropFirst(scheme.count)
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            let host = rest[..<slash].split(separator: "@").last.map { $0.split(separator: ":").first ?? $0 } ?? ""
            return host.isEmpty ? nil : "https://\(host)\(rest[slash...])"
        }
        // scp-like: [user@]host:path, which git tells from a folder by a colon before any slash.
        guard !origin.contains("://"), let colon = origin.firstIndex(of: ":"), !origin[..<colon].contains("/") else { return nil }
        let host = origin[..<colon].split(separator: "@").last ?? ""
        let path = origin[origin.index(after: colon)...].drop { $0 == "/" }
        return host.isEmpty || path.isEmpty ? nil : "https://\(host)/\(path)"
    }
}
