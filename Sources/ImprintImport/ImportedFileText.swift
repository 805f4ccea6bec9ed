import Foundation
import ImprintCore

/// A post or page file of a site's folder, read as its generator would show it. Jekyll reads
/// files in the site's `encoding` (UTF-8 by default); old files, moved from WordPress or written
/// on Windows, hold bytes that are no UTF-8, which the build refuses. Such bytes are read as
/// Windows-1252, what these files most likely are, every valid UTF-8 character kept, so that the
/// post is imported and the report says which file was read so.
struct ImportedFileText {
    let source: SourceText
    /// `read as Windows-1252 …` when some bytes were not UTF-8; nil when all were.
    let readAs: String?

    /// Why a file could not be read at all, in the report's words.
    struct Failure: Error {
        let message: String
    }

    /// Reads `path` of `folder`; `encoding` is the site's setting, nil when it has none.
    static func read(_ path: String, in folder: URL, encoding: String? = nil) throws(Failure) -> ImportedFileText {
        let data: Data
        do throws(POSIXFiles.Failure) {
            data = try POSIXFiles.read(folder.appendingPathComponent(path).path, within: POSIXFiles.realPath(folder.path))
        } catch {
            throw Failure(message: "cannot \(error.operation) it: \(error.reason)")
        }
        // A site that declares a one-byte encoding is read in it, as Jekyll does: nothing to report.
        let declared = encoding.map { $0.lowercased().replacingOccurrences(of: "_", with: "-") }
        let (text, replaced) = declared.map(Self.singleByteNames.contains) == true ? (Self.windows1252(data), 0) : Self.decode(data)
        let readAs = replaced == 0 ? nil : "read as Windows-1252: \(replaced) byte\(replaced == 1 ? " is" : "s are") not UTF-8 "
            + "(first on line \(SourceText.firstInvalidLine(data[...]))); check those characters"
        do throws(ContentError) {
            return ImportedFileText(source: try SourceText.decode(Data(text.utf8), displayPath: path), readAs: readAs)
        } catch {
            throw Failure(message: error.message)
        }
    }
}

private extension ImportedFileText {
    /// The names Jekyll's `encoding` gives the one-byte encodings read here; ISO-8859-1 is read
    /// as Windows-1252, as browsers read it, since its bytes 0x80 to 0x9F are controls.
    static let singleByteNames: Set = ["windows-1252", "cp1252", "iso-8859-1", "latin1"]

    /// `data` as UTF-8, each byte that starts no valid UTF-8 character read as Windows-1252,
    /// with the count of such bytes.
    static func decode(_ data: Data) -> (String, Int) {
        let bytes = [UInt8](data)
        if let text = String(validating: bytes, as: UTF8.self) { return (text, 0) }
        var text = String.UnicodeScalarView()
        var replaced = 0
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes[index])
            if length > 1, index + length <= bytes.count,
               let character = String(validating: bytes[index..<index + length], as: UTF8.self) {
                text.append(contentsOf: character.unicodeScalars)
                index += length
                continue
            }
            if bytes[index] >= 0x80 { replaced += 1 }
            text.append(contentsOf: windows1252(bytes[index...index]).unicodeScalars)
            index += 1
        }
        return (String(text), replaced)
    }

    /// How many bytes the UTF-8 character that starts with `lead` takes.
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    static func windows1252<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        String(String.UnicodeScalarView(bytes.map { byte in
            (0x80...0x9F).contains(byte) ? Unicode.Scalar(windows1252High[Int(byte - 0x80)])! : Unicode.Scalar(byte)
        }))
    }

    /// Windows-1252's characters for bytes 0x80 to 0x9F; its five unused bytes keep their Latin-1 code.
    static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
