/// The characters no HTML, XML or CSS output may hold, replaced in the source text before anything
/// reads it, so that every output format shows the same thing.
///
/// They reach a site through YAML escapes (`"\x01"`, `"\0"`) or raw in a file: C0 controls but
/// tab, line feed and carriage return; DEL and the C1 controls; the noncharacters U+FDD0–U+FDEF
/// and U+xFFFE/U+xFFFF of every plane. Each becomes U+FFFD, the replacement character.
enum ControlCharacters {
    /// `text` with every forbidden character replaced by U+FFFD; `text` itself when it has none.
    static func replacing(in text: String) -> String {
        var text = text
        guard text.withUTF8({ $0.contains(where: mayStartForbidden) }) else { return text }
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// Whether `scalar` may not appear in output.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: true
        default: scalar.value & 0xFFFE == 0xFFFE
        }
    }
}

private extension ControlCharacters {
    /// A cheap first look at UTF-8 bytes: every forbidden character's encoding starts with one of
    /// these (C0 and DEL themselves, 0xC2 for C1, 0xEF and 0xF0–0xF4 for the noncharacters).
    static func mayStartForbidden(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F || byte == 0xC2 || byte == 0xEF || byte >= 0xF0
    }
}
