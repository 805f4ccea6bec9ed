/// Rules for the relative paths of output files.
enum OutputPath {
    /// Why a relative output path could escape or confuse the output folder, or nil.
    static func problem(_ path: String) -> String? {
        let bytes = Array(path.utf8)
        if bytes.isEmpty || bytes[0] == UInt8(ascii: "/") { return "must be relative to the output folder" }
        if bytes.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 0 }) { return "must not contain `\\` or NUL" }
        let segments = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if segments.contains(where: { $0.isEmpty || $0.elementsEqual([UInt8(ascii: ".")]) || $0.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) }) {
            return "must not contain empty, `.` or `..` segments"
        }
        return nil
    }
}
