/// Output paths that differ only in case (`About/index.html` beside `about/index.html`,
/// `Feed.xml` beside `feed.xml`): one file or folder on the disks of macOS and Windows, where one
/// would overwrite the other, or two folders' files would mix, so that the site built there is
/// not the site built on Linux.
enum CaseClashes {
    /// An error for each file whose path, or a folder of it, another file has in other case;
    /// each clash is reported once, at the file that came second.
    static func find(_ files: [(path: String, source: String)]) -> [Diagnostic] {
        // Paths in lower case (every slug is) cannot differ only in case: most sites need no more.
        guard files.contains(where: { $0.path.utf8.contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0 >= 0x80 } }) else {
            return []
        }
        var firsts: [String: (name: String, source: String)] = [:]
        var reported: Set<String> = []
        var problems: [Diagnostic] = []
        for file in files {
            for name in [file.path] + POSIXFiles.folders(of: file.path) {
                let folded = name.lowercased()
                guard let first = firsts[folded] else {
                    firsts[folded] = (name, file.source)
                    continue
                }
                guard first.name != name else { continue }
                if reported.insert(folded).inserted {
                    let isFile = name == file.path
                    problems.append(Diagnostic(
                        .error, file: file.source,
                        message: "writes \(file.path)\(isFile ? "" : ", in the folder \(name)"), which differs only in case from \(first.name) of"
                            + " \(first.source): on macOS and Windows the two are one "
                            + (isFile ? "path, and one would overwrite the other" : "folder, and their files would mix") + "; rename one of them"))
                }
                break
            }
        }
        return problems
    }
}
