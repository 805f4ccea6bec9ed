import Foundation
import ImprintCore

extension ImportPlan {
    /// Plans the comments file beside the item's file at `path` (the site's, when it was
    /// `importedBefore`), unless the site has one there: that one is kept. A comment the export
    /// has no date for has its item's, as the build needs one.
    mutating func addComments(of item: ImportedItem, beside path: String, importedBefore: Bool = false) {
        report.commentsLeftOut.merge(item.commentsLeftOut, uniquingKeysWith: +)
        guard !item.comments.isEmpty else { return }
        let file = CommentsFileReader.path(forContentFile: path), count = item.comments.count
        guard takenPaths.insert(file).inserted, POSIXFiles.kind(of: siteFolder.appendingPathComponent(file).path) == .missing else {
            report.commentFilesKept.append("\(file) (\(count) comment\(count == 1 ? "" : "s") of \(path) not written)")
            return
        }
        var comments = item.comments
        for index in comments.indices where comments[index].date == nil && item.date != nil {
            comments[index].date = item.date
            report.commentsDatedAsItem += 1
        }
        files.append((file, CommentsFileWriter.text(comments, of: item.kind, origin: commentOrigin)))
        report.commentFiles.append(file + (importedBefore ? " (the \(item.kind.rawValue) was imported before)" : ""))
        report.commentsKept += count
    }
}
