import Foundation

/// A text file of the site's source, decoded: UTF-8, without a BOM, with LF line endings (each
/// line ending CommonMark knows, CR LF, CR or LF, becomes one LF), and
/// without the control characters that no output may hold (`ControlCharacters`).
package struct SourceText: Sendable {
    /// The path shown in messages, relative to the site folder: `content/posts/x.md`.
    package let path: String
    package let text: String

    /// Reads and decodes `url`, reporting a file that is not UTF-8 as an error located at `path`.
    /// A link at `url` must lead inside `root`, the real path of the folder it belongs to.
    package static func read(_ url: URL, displayPath path: String, within root: String?) throws(ContentError) -> SourceText {
        let data: Data
        do throws(POSIXFiles.Failure) {
            data = try POSIXFiles.read(url.path, within: root)
        } catch {
            throw ContentError(.unreadable(error.reason), path: path)
        }
        return try decode(data, displayPath: path)
    }

    package static func decode(_ data: Data, displayPath path: String) throws(ContentError) -> SourceText {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        // Read through a buffer: Data's own iterator goes a byte at a time.
        let (decoded, hasCarriageReturn) = bytes.withUnsafeBytes { buffer in
            (String(validating: buffer.bindMemory(to: UInt8.self), as: UTF8.self), buffer.contains(UInt8(ascii: "\r")))
        }
        guard let text = decoded else {
            throw ContentError(.notUTF8, path: path, line: firstInvalidLine(bytes))
        }
        let lines = hasCarriageReturn ? text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : text
        return SourceText(path: path, text: ControlCharacters.replacing(in: lines))
    }

    /// The line of the first byte of `bytes` that is no UTF-8, counted from 1.
    package static func firstInvalidLine(_ bytes: Data.SubSequence) -> Int {
        var line = 1
        var lineStart = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            if String(validating: bytes[lineStart..<index], as: UTF8.self) == nil { return line }
            line += 1
            lineStart = index + 1
        }
        return line
    }
}
