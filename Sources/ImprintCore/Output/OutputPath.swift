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

    /// The folders that hold `path`, innermost first: `a/b/c.html` → `a/b`, `a`.
    static func folders(of path: String) -> [String] {
        var folders: [String] = []
        var current = Substring(path)
        while let slash = current.lastIndex(of: "/") {
            current = current[..<slash]
            folders.append(String(current))
        }
        return folders
    }
}
