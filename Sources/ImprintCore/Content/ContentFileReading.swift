import Foundation

/// The item of one content file: made from the file (known by its inode, size and modification
/// time) under the settings it is read with, and from the other files it names. The item's
/// `revision` names that version, so that what is derived from it (template data, feed
/// entries) can be known by it too.
struct ContentFileReading<Item>: Derivation, Sendable {
    struct Input {
        /// Relative to the site: `content/posts/x.md`.
        let path: String
        /// What the reading depends on besides the file's text.
        let settings: String
    }

    /// What a file was read as.
    struct ReadFile {
        let path: String
        /// The file's signature when read.
        let signature: String
        let item: Item?
        let problems: [ContentError]
        /// The other files it was read from, with their signatures then (`FieldReader.otherFiles`).
        let otherFiles: [String: String]
    }

    let siteFolder: URL
    /// The real path of `content/`, which every file read must be inside.
    let root: String?
    /// Gets the file name, the fields, the body and the item's revision.
    let read: @Sendable (String, inout FieldReader, MarkdownBody, String) -> Item
    let name: String
    /// The path of the folder's files in the site: `content/posts/`.
    let prefix: String

    /// Reads the files of `content/<folder>/`.
    init(folder: String, siteFolder: URL, root: String?, read: @escaping @Sendable (String, inout FieldReader, MarkdownBody, String) -> Item) {
        self.siteFolder = siteFolder
        self.root = root
        self.read = read
        name = "content: \(folder)"
        prefix = "content/\(folder)/"
    }

    func key(of input: Input) -> String { input.path }

    func reuses(_ kept: Input, for input: Input) -> Bool {
        kept.settings == input.settings
    }

    func files(of value: ReadFile) -> [String: String] {
        // The file itself by its path in the site, which the watcher vouches for.
        value.otherFiles.merging([value.path: value.signature]) { first, _ in first }
    }

    func make(_ input: Input) -> ReadFile {
        let file = siteFolder.appendingPathComponent(input.path)
        let signature = POSIXFiles.signature(of: file.path) ?? UUID().uuidString
        let name = String(input.path.dropFirst(prefix.count))
        do throws(ContentError) {
            let source = try SourceText.read(file, displayPath: input.path, within: root)
            let parsed = ContentLoader.parse(source, name: name, revision: signature + input.settings, read)
            return ReadFile(
                path: input.path, signature: signature, item: parsed.item, problems: parsed.problems, otherFiles: parsed.otherFiles)
        } catch {
            return ReadFile(path: input.path, signature: signature, item: nil, problems: [error], otherFiles: [:])
        }
    }
}
