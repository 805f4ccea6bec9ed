import Foundation

/// Checks on URLs written in content and configuration.
package enum WebURL {
    /// An `http` or `https` URL with a host and no spaces.
    package static func isAbsoluteHTTP(_ text: String) -> Bool {
        guard text.unicodeScalars.allSatisfy(isAllowedInURL), let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty
        else { return false }
        return true
    }

    /// Whether `scalar` may stand in a URL as written: RFC 3986's unreserved and reserved
    /// characters, `%`, and characters beyond ASCII (IRIs). Not spaces, controls, quotes, `<`,
    /// `>`, backslashes or braces.
    static func isAllowedInURL(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.value > 0xA0 && !scalar.properties.isWhitespace }
        return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
    }

    /// Whether a `social` value is safe to link: a handle (no scheme), an http(s) URL, or a
    /// `mailto:` address. `javascript:`, `data:` and every other scheme are not.
    static func isSocialLink(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return true }
        let scheme = text[..<colon]
        let looksLikeScheme = scheme.first?.isLetter == true && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
        guard looksLikeScheme else { return true }
        if scheme.lowercased() == "mailto" { return text.count > 7 && !text.contains(where: \.isWhitespace) }
        return isAbsoluteHTTP(text)
    }

    /// Why `text` may not be a link's address, or nil when it is an `http(s)` URL, a site path
    /// or a path relative to the page. The scheme is read as a browser would find it: white
    /// space and controls anywhere are dropped and case does not matter (` JaVa\tScript:`), and a
    /// colon written as a character reference (`&#58;`, `&colon;`) counts, in case a template
    /// writes the value unescaped.
    static func linkProblem(_ text: String) -> String? {
        let squeezed = String(String.UnicodeScalarView(text.unicodeScalars.filter {
            $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace
        })).replacing(/(?i)&(?:colon|#0*58|#x0*3a);?/, with: ":")
        let beforePath = squeezed.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let colon = beforePath.firstIndex(of: ":") else { return nil }
        let scheme = beforePath[..<colon].lowercased()
        if (scheme == "http" || scheme == "https") && isAbsoluteHTTP(text) { return nil }
        // Quoted as Swift quotes a string, so that a tab or a control character hidden in it shows.
        let quoted = String(reflecting: text).replacingOccurrences(of: "\\'", with: "'")
        return "\(quoted) is no web address (\(scheme):): write an http(s) URL, a path of the site like /about/, or a path relative to the page"
    }

    /// `path` with every byte a URL path cannot hold percent-encoded, as Foundation's
    /// `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` does, without its cost:
    /// a build encodes tens of thousands of links.
    package static func percentEncodedPath(_ path: String) -> String {
        let bytes = path.utf8
        guard !bytes.allSatisfy(isAllowedInPath) else { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(bytes.count * 3)
        for byte in bytes {
            if isAllowedInPath(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Foundation's `urlPathAllowed`: RFC 3986 unreserved characters, sub-delims except `;`, `:`, `@` and `/`.
    private static let allowedInPath: [Bool] = {
        var allowed = [Bool](repeating: false, count: 256)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,=:@/".utf8 { allowed[Int(byte)] = true }
        return allowed
    }()

    private static func isAllowedInPath(_ byte: UInt8) -> Bool { allowedInPath[Int(byte)] }
}
