import Foundation

/// The picture a post without one shows in link previews when `images.social_cards` is on:
/// 1200×630 pixels (what Open Graph and Twitter show large), the post's title and the site's
/// on the theme's colours, drawn by libvips' text support (Pango), beside the post's page.
enum SocialCard {
    static let size = ImageSize(width: 1200, height: 630)

    /// The colours of a card, RGB from 0 to 255: the theme's `--background`, `--text` and
    /// `--accent` (of `css/style.css` of the site's `content/assets/`, which overrides the
    /// theme's, else of the theme's `assets/`; their first values, the first of a `light-dark()`:
    /// the light scheme), else the default theme's.
    struct Style: Sendable, Equatable, CustomStringConvertible {
        var background: [Double] = [255, 255, 255]
        var text: [Double] = [31, 35, 40]
        var accent: [Double] = [11, 92, 173]

        var description: String { [background, text, accent].map { $0.map { String(Int($0)) }.joined(separator: ",") }.joined(separator: " ") }

        /// The style of the site in `siteFolder` with the theme in `theme`.
        static func of(siteFolder: URL, theme: ThemeSource) -> Style {
            var style = Style()
            let site = (try? POSIXFiles.read(siteFolder.path + "/content/assets/css/style.css")).map { String(decoding: $0, as: UTF8.self) }
            guard let css = site ?? theme.text(of: "assets/css/style.css") else { return style }
            style.background = colour("--background", in: css) ?? style.background
            style.text = colour("--text", in: css) ?? style.text
            style.accent = colour("--accent", in: css) ?? style.accent
            return style
        }

        /// The first `name: #rrggbb` (or `#rgb`) of `css`; of `name: light-dark(#rrggbb, …)`, the first colour.
        static func colour(_ name: String, in css: String) -> [Double]? {
            guard let start = css.range(of: name + ":") else { return nil }
            let written = css[start.upperBound...].drop { $0 == " " }.prefix { $0 != ";" && $0 != "}" }
            let lightDark = "light-dark("
            let value = (written.hasPrefix(lightDark) ? written.dropFirst(lightDark.count).prefix { $0 != "," } : written)
                .trimmingCharacters(in: .whitespaces)
            guard value.hasPrefix("#") else { return nil }
            let digits = Array(value.dropFirst())
            let pairs = digits.count == 3 ? digits.map { String([$0, $0]) } : digits.count == 6 ? stride(from: 0, to: 6, by: 2).map { String(digits[$0...$0 + 1]) } : []
            let channels = pairs.compactMap { UInt8($0, radix: 16) }.map(Double.init)
            return channels.count == 3 ? channels : nil
        }
    }

    /// Where the card of the post at `sitePath` goes: `/2019/11/x/` → `/2019/11/x/social-card.png`,
    /// `/2019/11/x.html` → `/2019/11/x-social-card.png`.
    static func sitePath(ofPostAt sitePath: String) -> String {
        sitePath.hasSuffix("/") ? sitePath + "social-card.png" : (sitePath.hasSuffix(".html") ? String(sitePath.dropLast(5)) : sitePath) + "-social-card.png"
    }
}
