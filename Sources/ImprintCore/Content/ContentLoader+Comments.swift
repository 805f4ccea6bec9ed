import Foundation
import Mustache

/// What the loader reads about comments: a post's or page's comments file and its front matter
/// `comments` and `mastodon`, and the comments files that no page would show.
extension ContentLoader {
    /// The comments file of a post or page, and front matter `comments` (new comments are taken
    /// on posts unless it is `false`, on pages only when it is `true`) and `mastodon`.
    func readDiscussion(_ reader: inout FieldReader, openByDefault: Bool) -> Discussion {
        let path = CommentsFileReader.path(forContentFile: reader.path)
        let file = siteFolder.path + "/" + path
        reader.noteOtherFile(file)
        // Most posts have none: one look, without making the URLs of a read.
        let (archive, problems) = POSIXFiles.kind(of: file) == .missing
            ? ([], []) : CommentsFileReader.read(path, siteFolder: siteFolder, within: contentRoot, timeZone: config.timeZone)
        reader.add(problems)
        var mastodon = reader.url("mastodon")
        if let toot = mastodon, !Self.isToot(toot) {
            reader.fail(.notAToot(toot), at: reader.fields["mastodon"]!)
            mastodon = nil
        }
        return Discussion(archive: archive, isOpen: reader.bool("comments") ?? (openByDefault || mastodon != nil), mastodon: mastodon)
    }

    /// A warning for each comments file of `content/<folder>/` that no page would show: a
    /// `NAME.comments.yml` beside no `NAME.md` or bundle (naming the nearest that is there), one
    /// spelt `.comments.yaml`, a bare `comments.yml`, and a bundle's `index.comments.yml`.
    func commentFilesWithoutContent(in folder: String, names: [String]) -> [ContentError] {
        let path = siteFolder.appendingPathComponent("content/\(folder)").path
        let stems = Set(names.map(Slug.stem(of:)))
        let listed = ((try? POSIXFiles.list(path)) ?? nil ?? []).sorted()
        var problems: [ContentError] = listed.compactMap { name -> ContentError? in
            let file = "content/\(folder)/\(name)"
            if name == CommentsFileReader.bundleFileName || name.hasSuffix(".comments.yaml") {
                return ContentError(.misnamedComments(advice: Self.commentsFileAdvice(name)), path: file)
            }
            guard name.hasSuffix(CommentsFileReader.fileSuffix) else { return nil }
            let stem = String(name.dropLast(CommentsFileReader.fileSuffix.count))
            guard !stems.contains(stem) else { return nil }
            let near = stems.sorted().first { EditDistance.isNear(stem, $0) }
            return ContentError(.commentsWithoutContent(expected: "content/\(folder)/\(stem).md", nearest: near.map { "\($0).comments.yml" }), path: file)
        }
        for bundle in names where bundle.hasSuffix("/" + Slug.bundleIndex) {
            let misplaced = (bundle as NSString).deletingLastPathComponent + "/index" + CommentsFileReader.fileSuffix
            if POSIXFiles.kind(of: path + "/" + misplaced) != .missing {
                problems.append(ContentError(.misnamedComments(advice: "in a bundle, the comments file is `comments.yml` beside index.md"), path: "content/\(folder)/\(misplaced)"))
            }
        }
        return problems
    }

    static func commentsFileAdvice(_ name: String) -> String {
        name == CommentsFileReader.bundleFileName
            ? "a comments file is named after its post (`2011-10-12-hello.comments.yml` beside `2011-10-12-hello.md`), or is `comments.yml` inside a bundle"
            : "name it `\(name.dropLast(".comments.yaml".count)).comments.yml`"
    }

    /// `https://host/@user/109876543210` (or `/users/user/statuses/ID`): a URL whose last
    /// segment is a status id, which the replies are asked for by.
    static func isToot(_ url: String) -> Bool {
        guard let last = URLComponents(string: url)?.path.split(separator: "/").last else { return false }
        return !last.isEmpty && last.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
