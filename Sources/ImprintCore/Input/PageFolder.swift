/// The folder of a page's site path, where the files of its bundle are published:
/// `/2015/04/02/x/` is its own, `/2015/x.html` is in `/2015/`.
enum PageFolder {
    static func of(_ path: String) -> String {
        if path.hasSuffix("/") { return path }
        return path.lastIndex(of: "/").map { String(path[...$0]) } ?? "/"
    }
}
