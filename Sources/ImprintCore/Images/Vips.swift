import Foundation
import VipsBridge

/// libvips, through the small C bridge that passes its variadic options.
enum Vips {
    struct Failure: Error, Equatable {
        let message: String
        /// Whether the image could not be read; else a copy of it could not be made.
        let reading: Bool

        init(message: String, reading: Bool = true) {
            self.message = message
            self.reading = reading
        }

        /// The error about `subject` (`image /assets/x.png`), naming what failed.
        func explanation(of subject: String) -> String {
            reading
                ? "\(subject) cannot be read as an image (\(message)): save it again as PNG, JPEG, WebP, GIF or SVG"
                : "\(subject) is an image, but its copies cannot be made (\(message)): save it again smaller, or in another of PNG, JPEG and WebP"
        }
    }

    /// Started once, before the first image: libvips keeps its state for the process.
    private static let started: Bool = imprint_vips_start() == 0

    /// The size at which the image `data` shows, upright (after its EXIF orientation), and how
    /// many frames it has.
    static func probe(_ data: Data) throws(Failure) -> (size: ImageSize, pages: Int, hasProfile: Bool) {
        guard started else { throw Failure(message: "libvips did not start") }
        var width: Int32 = 0, height: Int32 = 0, pages: Int32 = 1, profiled: Int32 = 0
        let status = data.withUnsafeBytes { imprint_vips_probe($0.baseAddress, $0.count, &width, &height, &pages, &profiled) }
        guard status == 0 else { throw Failure(message: lastError()) }
        return (ImageSize(width: Int(width), height: Int(height)), Int(pages), profiled != 0)
    }

    /// The image `data` (its bytes, never its file's name, which libvips would read options
    /// from), upright, in sRGB when it has another profile (`toSRGB`), scaled down to `width`, in `format` (a libvips suffix with
    /// options: `.webp[Q=80,strip]`), and its size.
    static func resize(_ data: Data, width: Int, toSRGB: Bool, format: String) throws(Failure) -> (bytes: Data, size: ImageSize) {
        guard started else { throw Failure(message: "libvips did not start") }
        var bytes: UnsafeMutableRawPointer?, length = 0, outWidth: Int32 = 0, outHeight: Int32 = 0
        let status = data.withUnsafeBytes {
            imprint_vips_resize($0.baseAddress, $0.count, Int32(width), toSRGB ? 1 : 0, format, &bytes, &length, &outWidth, &outHeight)
        }
        guard status == 0, let bytes else {
            let message = lastError()
            // A saver's message (`webpsave: image too large`, `vips2jpeg: …`): the image was read, its copy not made.
            let domain = message.prefix { $0 != ":" }
            throw Failure(message: message, reading: !(domain.hasSuffix("save") || domain.hasPrefix("vips2")))
        }
        defer { imprint_vips_free(bytes) }
        return (Data(bytes: bytes, count: length), ImageSize(width: Int(outWidth), height: Int(outHeight)))
    }

    /// A picture for link previews (`SocialCard`), as PNG bytes.
    static func card(size: ImageSize, style: SocialCard.Style, title: String, site: String) throws(Failure) -> Data {
        guard started else { throw Failure(message: "libvips did not start") }
        var bytes: UnsafeMutableRawPointer?, length = 0
        let status = imprint_vips_card(Int32(size.width), Int32(size.height), style.background, style.text, style.accent, title, site, &bytes, &length)
        guard status == 0, let bytes else { throw Failure(message: lastError()) }
        defer { imprint_vips_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    /// SHA-256 of `data`, in hexadecimal (GLib's, which libvips brings).
    static func sha256(_ data: Data) -> String {
        data.withUnsafeBytes { buffer in
            guard let text = imprint_sha256(buffer.baseAddress, buffer.count) else { return "" }
            defer { imprint_vips_free(text) }
            return String(cString: text)
        }
    }

    private static func lastError() -> String {
        guard let text = imprint_vips_error() else { return "libvips failed" }
        defer { imprint_vips_free(text) }
        let message = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
        // libvips reads the image's bytes, which it calls a buffer: to the author, they are the file.
        return message.isEmpty ? "libvips failed" : message.replacingOccurrences(of: "\n", with: "; ").replacingOccurrences(of: "buffer is", with: "the file is")
    }
}
