import Foundation

/// Files that editors and tools write while saving, which are no part of a site: Vim's swap
/// files and its `4913` probe, backups (`~`), Emacs's `.#lock` (a link to nowhere) and
/// `#autosave#` (the unsaved text), JetBrains' `___jb_tmp___`, Kate's `.kate-swp`, `sed -i`'s
/// `sedXXXXXX`, `.tmp` files and Finder's `.DS_Store`. One list, so that what `serve` does not
/// rebuild for is what `build` does not publish.
public enum EditorFiles {
    /// Whether the file at `path` (its last component is what counts) is an editor's file.
    public static func contains(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix(".swo") || name.hasSuffix("~")
            || name.hasPrefix(".#") || name == "4913" || name == ".DS_Store" || name.hasSuffix(".tmp")
            || (name.count > 2 && name.hasPrefix("#") && name.hasSuffix("#"))
            || name.hasSuffix("___jb_tmp___") || name.hasSuffix("___jb_old___")
            || name.hasSuffix(".kate-swp") || isSedTemporary(name)
    }
}

private extension EditorFiles {
    /// GNU sed's `-i` writes `sed` and six letters or digits beside the file, then renames it.
    static func isSedTemporary(_ name: String) -> Bool {
        name.count == 9 && name.hasPrefix("sed") && name.dropFirst(3).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
