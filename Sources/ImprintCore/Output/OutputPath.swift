/// Rules for the relative paths of output files.
package enum OutputPath {
    /// Why a relative output path could escape or confuse the output folder, or nil. One pass
    /// over the bytes: every build asks it of every file.
    package static func problem(_ path: String) -> String? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard let first = path.utf8.first, first != slash else { return "must be relative to the output folder" }
        var hasBadSegment = false
        var length = 0
        var onlyDots = true
        func endSegment() {
            if length == 0 || onlyDots && length <= 2 { hasBadSegment = true }
            length = 0
            onlyDots = true
        }
        for byte in path.utf8 {
            if byte == UInt8(ascii: "\\") || byte == 0 { return "must not contain `\\` or NUL" }
            if byte == slash {
                endSegment()
            } else {
                length += 1
                onlyDots = onlyDots && byte == dot
            }
        }
        endSegment()
        return hasBadSegment ? "must not contain empty, `.` or `..` segments" : nil
    }
}
