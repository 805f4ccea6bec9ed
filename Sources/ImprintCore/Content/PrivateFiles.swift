/// The files that folders published as they are (`content/static/`, `content/assets/`, the
/// theme's assets, bundles) may hold but that no site means to publish: keys and passwords,
/// backups, and, in `content/static/`, hidden files. Each is an error naming it, unless the site
/// lists it in `static.publish`; a site that deploys what it builds must never learn from a
/// stranger that its `.env` was online.
package struct PrivateFiles: Sendable, Equatable {
    /// `static.publish`: the paths and patterns, from the folder a file is in, published anyway.
    package let publishedAnyway: [PathPattern]

    package init(publishedAnyway: [PathPattern]) {
        self.publishedAnyway = publishedAnyway
    }

    /// Why a file is not published.
    package enum Reason: Equatable {
        case secret
        case backup
        case hidden(folder: String?)

        /// The reason in words, for the build's error and the import's report.
        package var explanation: String {
            switch self {
            case .secret: "its name is that of a file of keys, passwords or tokens"
            case .backup: "it is a backup (.bak, .orig), which may hold text the site no longer shows"
            case .hidden(nil): "it is a hidden file, which tools keep their settings and history in"
            case .hidden(let folder?): "it is in the hidden folder \(folder), which tools keep their settings and history in"
            }
        }
    }

    /// Why the file at `path` (from its folder: `content/static/`, the bundle…) must not be
    /// published, if it must not; hidden files too when `checkingHidden` (elsewhere they are left out).
    package func reason(for path: String, checkingHidden: Bool) -> Reason? {
        guard !publishedAnyway.contains(where: { $0.matches(path) }) else { return nil }
        let name = String(path.split(separator: "/").last ?? "").lowercased()
        let fileExtension = name.split(separator: ".").dropFirst().last.map(String.init) ?? ""
        if Self.secretNames.contains(name) || name.hasPrefix(".env.") || Self.secretExtensions.contains(fileExtension) { return .secret }
        if Self.backupExtensions.contains(fileExtension) { return .backup }
        guard checkingHidden else { return nil }
        let parts = path.split(separator: "/")
        if let folder = parts.dropLast().firstIndex(where: { $0.hasPrefix(".") }), !(folder == 0 && parts[0] == Self.wellKnown) {
            return .hidden(folder: parts[...folder].joined(separator: "/") + "/")
        }
        let inWellKnown = parts.count > 1 && parts[0] == Self.wellKnown
        return name.hasPrefix(".") && !inWellKnown && !Self.publishedDotFiles.contains(name) ? .hidden(folder: nil) : nil
    }

    /// The error about the file `source` (`content/static/.env`), published as `path` from its folder.
    package static func diagnostic(_ reason: Reason, source: String, path: String) -> Diagnostic {
        Diagnostic(
            .error, file: source,
            message: "not published: \(reason.explanation); delete it or move it out of the site, or list \(path) in static.publish in site.yml to publish it")
    }
}

private extension PrivateFiles {
    /// RFC 8615's folder of site-wide metadata (`security.txt`, `apple-app-site-association`).
    static let wellKnown = ".well-known"
    /// Hidden files that web hosts read: Apache's `.htaccess`, and GitHub Pages' `.nojekyll`.
    static let publishedDotFiles: Set = [".htaccess", ".nojekyll"]
    /// Private SSH keys, the files of package managers' and other tools' tokens, password files,
    /// WordPress's configuration (its database password) and Terraform's state (every secret it made).
    static let secretNames: Set = [
        "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_ecdsa_sk", "id_ed25519_sk", ".env", ".htpasswd", ".netrc", "_netrc", ".npmrc",
        ".pypirc", ".pgpass", ".git-credentials", ".dockercfg", "credentials", "credentials.json", "credentials.yml", "secrets.yml",
        "secrets.yaml", "secrets.json", "secrets.toml", "wp-config.php", "terraform.tfstate", "terraform.tfstate.backup",
    ]
    /// Keys and certificates with their keys (`.pem`, `.key`, `.p12`, `.pfx`, PuTTY's `.ppk`,
    /// Java's keystores), KeePass's password databases, Terraform's states, and databases and
    /// their dumps (`.sql`, `.sqlite`: a blog's old comments, with readers' addresses).
    static let secretExtensions: Set = ["pem", "key", "p12", "pfx", "ppk", "jks", "keystore", "kdbx", "tfstate", "sql", "sqlite", "sqlite3"]
    static let backupExtensions: Set = ["bak", "orig"]
}
