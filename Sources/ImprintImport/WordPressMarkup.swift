import Foundation
import ImprintCore
import Mustache

/// What WordPress stores in a post is not quite HTML: shortcodes stand for markup, and blank
/// lines stand for paragraphs (WordPress adds the `<p>` when it shows the post). This turns it
/// into the HTML WordPress would have shown.
enum WordPressMarkup {
    static func expand(_ content: String) -> String {
        // As wpautop does, `<pre>` (code shortcodes are `<pre>` by then) is set aside first: its
        // lines, URLs and brackets are the code's.
        settingPreAside(expandShortcodes(content)) { paragraphs(embeds($0)) }
    }

    /// `transform` applied to `html` with each `<pre>` set aside, and the `<pre>`s put back.
    static func settingPreAside(_ html: String, _ transform: (String) -> String) -> String {
        var preformatted: [String] = []
        let protected = replace(#"<pre[\s>].*?</pre>"#, in: html) { groups in
            preformatted.append(groups[0])
            return "<pre \(preMark)\(preformatted.count - 1)\(preMark)></pre>"
        }
        return replace("<pre \(preMark)(\\d+)\(preMark)></pre>", in: transform(protected)) { preformatted[Int($0[1])!] }
    }

    /// Marks where a `<pre>` was set aside (a private-use character).
    static let preMark = "\u{E000}"

    /// `[caption ...]<img ...> Text[/caption]` becomes a figure with a caption;
    /// `[code lang="objc"]...[/code]` (also `sourcecode`, with `language`, and SyntaxHighlighter's
    /// brushes: `[csharp]...[/csharp]`, `[objc]`, `[php]`) a code block, its text as written.
    static func expandShortcodes(_ content: String) -> String {
        var text = content
        // The visual editor wraps a shortcode on its own line in a paragraph: the block has none.
        text = replace(#"(?:<p>\s*)?\[(code|sourcecode)([^\]]*)\](.*?)\[/\1\](?:\s*</p>)?"#, in: text) { groups in
            codeBlock(groups[3], language: attribute(["lang", "language"], in: groups[2]))
        }
        // A `[code]` block may show a brush shortcode: it is code, set aside.
        text = settingPreAside(text) { html in
            replace(#"(?:<p>\s*)?\[("# + brushes.keys.sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + #")(\s[^\]]*)?\](.*?)\[/\1\](?:\s*</p>)?"#, in: html) { groups in
                codeBlock(groups[3], language: brushes[groups[1].lowercased()] ?? groups[1])
            }
        }
        text = replace(#"\[caption([^\]]*)\](.*?)\[/caption\]"#, in: text) { groups in
            let body = groups[2]
            let media = body.range(of: #"^\s*(<a [^>]*>\s*)?<img [^>]*>(\s*</a>)?"#, options: .regularExpression)
            let image = media.map { String(body[$0]) } ?? ""
            // Older WordPress kept the caption in the shortcode: `[caption caption="…"]`.
            let written = media.map { String(body[$0.upperBound...]) } ?? body
            let caption = written.trimmingWhitespace().isEmpty ? quotedAttribute("caption", in: groups[1]).map(HTMLEscaping.escape) ?? "" : written
            return "<figure>\(image.trimmingWhitespace())<figcaption>\(caption.trimmingWhitespace())</figcaption></figure>"
        }
        return text
    }

    /// `[embed]URL[/embed]`, Jetpack's `[youtube URL]`, `[video src=…]`, and a player's URL
    /// alone on its line, which WordPress embeds: the player's HTML, which the import makes a
    /// shortcode.
    static func embeds(_ html: String) -> String {
        let players = replace(#"\[embed[^\]]*\]\s*([^\s<>"]+?)\s*\[/embed\]|\[(?:youtube|vimeo) ([^\s<>"\]]+?)\]|(?<=^|\n)[ \t]*(https?://[^\s<>"]+)[ \t]*(?=\r?\n|$)"#, in: html) { groups in
            player(for: [groups[1], groups[2], groups[3]].first { !$0.isEmpty } ?? "") ?? groups[0]
        }
        let videos = replace(#"\[video ([^\]]*)\](?:\[/video\])?"#, in: players) { groups in
            guard let source = ["src", "mp4", "webm", "m4v", "ogv"].lazy.compactMap({ quotedAttribute($0, in: groups[1]) }).first else { return groups[0] }
            return "<video src=\"\(HTMLEscaping.escape(source))\"></video>"
        }
        // `[audio mp3="…"]`: a player with controls, and a link for a browser that has none.
        return replace(#"\[audio ([^\]]*)\](?:\[/audio\])?"#, in: videos) { groups in
            guard let source = ["src", "mp3", "m4a", "ogg", "wav"].lazy.compactMap({ quotedAttribute($0, in: groups[1]) }).first else { return groups[0] }
            let escaped = HTMLEscaping.escape(source)
            let name = HTMLEscaping.escape(source.split(separator: "/").last.map(String.init) ?? source)
            return "<audio controls preload=\"metadata\" src=\"\(escaped)\"><a href=\"\(escaped)\">\(name)</a></audio>"
        }
    }

    /// `[gallery ids="3,4"]` (or, without ids, the images attached to the post): a figure for
    /// each image, with its alt text (else its caption) and caption; `images` are the export's
    /// attachments by their ids.
    static func galleries(_ html: String, images: [String: (url: String, alt: String, caption: String)], attachedTo post: [String]) -> String {
        replace(#"\[gallery(\s[^\]]*)?\]"#, in: html) { groups in
            let ids = quotedAttribute("ids", in: groups[1]).map { $0.split(separator: ",").map { $0.trimmingWhitespace() } } ?? post
            let figures = ids.compactMap { images[$0] }.map { image in
                "<figure><img src=\"\(HTMLEscaping.escape(image.url))\" alt=\"\(HTMLEscaping.escape(image.alt.isEmpty ? image.caption : image.alt))\">"
                    + (image.caption.isEmpty ? "" : "<figcaption>\(HTMLEscaping.escape(image.caption))</figcaption>") + "</figure>"
            }
            // One whose images the export does not have shows nothing, as on WordPress.
            return figures.joined(separator: "\n")
        }
    }

    /// WordPress's `wpautop`, in short: text separated by blank lines becomes paragraphs and a
    /// single line break a `<br>`, except around block elements.
    static func paragraphs(_ html: String) -> String {
        var output: [String] = []
        for chunk in html.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n") {
            let trimmed = chunk.trimmingWhitespace()
            guard !trimmed.isEmpty else { continue }
            output.append(isBlock(trimmed) ? lineBreaks(trimmed) : "<p>" + lineBreaks(trimmed) + "</p>")
        }
        return output.joined(separator: "\n")
    }

    static let blockStart = #"^</?(p|div|ul|ol|li|h[1-6]|blockquote|pre|figure|figcaption|table|thead|tbody|tr|td|th|hr|dl|dt|dd|address|section|article|aside|iframe|form)[\s>/]"#

    static func isBlock(_ line: String) -> Bool {
        line.range(of: blockStart, options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// A single line break becomes `<br>`, except next to a line that starts or ends a block.
    static func lineBreaks(_ chunk: String) -> String {
        let lines = chunk.components(separatedBy: "\n")
        var result = lines[0]
        for (previous, line) in zip(lines, lines.dropFirst()) {
            let endsBlock = previous.trimmingWhitespace().range(of: #"</?[a-z0-9]+[^>]*>$"#, options: [.regularExpression, .caseInsensitive])
                .map { isBlock(String(previous.trimmingWhitespace()[$0])) } ?? false
            result += (endsBlock || isBlock(line.trimmingWhitespace()) ? "\n" : "<br>\n") + line
        }
        return result
    }
}

private extension WordPressMarkup {
    /// A `<pre><code>` of `code` as readers saw it (its first line break dropped), in `language`.
    static func codeBlock(_ code: String, language: String?) -> String {
        let languageClass = language.flatMap { $0.isEmpty ? nil : " class=\"language-\(HTMLEscaping.escape($0))\"" } ?? ""
        let shown = shownCode(code)
        return "<pre><code\(languageClass)>\(HTMLEscaping.escape(shown.hasPrefix("\n") ? String(shown.dropFirst()) : shown))</code></pre>"
    }

    /// A shortcode's code as the browser showed it: WordPress puts it in the page as HTML, so
    /// the visual editor's `<br />` and paragraphs are lines, and entities (`&lt;`, `&amp;`,
    /// which it and SyntaxHighlighter's `_syntaxhighlighter_encoded` write) are characters.
    static func shownCode(_ code: String) -> String {
        guard code.contains("&") || code.range(of: #"<(br|/?p)\b"#, options: [.regularExpression, .caseInsensitive]) != nil else { return code }
        var text = code.replacing(/(?i)<br\s*\/?>\n?/, with: "\n").replacing(/(?i)<\/p>\s*<p>/, with: "\n\n").replacing(/(?i)<\/?p>/, with: "")
        text = text.replacing(/&(#[0-9]+|#[xX][0-9a-fA-F]+|lt|gt|amp|quot|apos|nbsp);/) { match in
            let name = String(match.output.1)
            let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "nbsp": " "]
            if let character = named[name] { return character }
            let number = name.hasPrefix("#x") || name.hasPrefix("#X") ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst())
            return number.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? String(match.output.0)
        }
        return text
    }

    /// SyntaxHighlighter Evolved's brush shortcodes, and the language each names in a fence
    /// (empty: plain text).
    static let brushes: [String: String] = [
        "as3": "actionscript", "actionscript3": "actionscript", "bash": "bash", "shell": "bash", "coldfusion": "cfm", "cf": "cfm",
        "clojure": "clojure", "clj": "clojure", "cpp": "cpp", "c": "c", "c-sharp": "csharp", "csharp": "csharp", "css": "css",
        "delphi": "delphi", "pas": "delphi", "pascal": "pascal", "diff": "diff", "patch": "diff", "erlang": "erlang", "erl": "erlang",
        "fsharp": "fsharp", "go": "go", "golang": "go", "groovy": "groovy", "haskell": "haskell", "java": "java", "javafx": "javafx",
        "jfx": "javafx", "js": "javascript", "jscript": "javascript", "javascript": "javascript", "json": "json", "latex": "latex",
        "tex": "latex", "matlab": "matlab", "objc": "objc", "obj-c": "objc", "perl": "perl", "pl": "perl", "php": "php", "plain": "",
        "text": "", "powershell": "powershell", "ps": "powershell", "python": "python", "py": "python", "r": "r", "splus": "r",
        "ruby": "ruby", "rails": "ruby", "ror": "ruby", "rb": "ruby", "sass": "scss", "scss": "scss", "scala": "scala", "sql": "sql",
        "swift": "swift", "tcl": "tcl", "vb": "vbnet", "vbnet": "vbnet", "xml": "xml", "xhtml": "xml", "xslt": "xml", "html": "html",
        "yaml": "yaml", "yml": "yaml",
    ]

    /// Replaces each match of `pattern` (across lines) with what `make` returns for its groups.
    static func replace(_ pattern: String, in text: String, _ make: ([String]) -> String) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators, .caseInsensitive]) else { return text }
        return expression.replacing(in: text, make)
    }

    /// The embed HTML of a YouTube, Vimeo or gist URL, or nil for any other: only whole URLs
    /// of the plain forms, so that nothing (a start time, an unlisted video's hash) is lost.
    static func player(for url: String) -> String? {
        if let match = url.wholeMatch(of: /https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{11})/) {
            return "<iframe src=\"https://www.youtube.com/embed/\(match.output.1)\"></iframe>"
        }
        if let match = url.wholeMatch(of: /https?:\/\/(?:www\.)?vimeo\.com\/(\d+)\/?/) {
            return "<iframe src=\"https://player.vimeo.com/video/\(match.output.1)\"></iframe>"
        }
        if let match = url.wholeMatch(of: /https?:\/\/gist\.github\.com\/([\w-]+)\/([0-9a-f]+)\/?/) {
            return "<script src=\"https://gist.github.com/\(match.output.1)/\(match.output.2).js\"></script>"
        }
        return nil
    }

    /// The quoted value of `name` in shortcode attributes, spaces and all: ` caption="A, b"`.
    static func quotedAttribute(_ name: String, in attributes: String) -> String? {
        guard let range = attributes.range(of: name + #"\s*=\s*("[^"]*"|'[^']*')"#, options: .regularExpression) else { return nil }
        let match = attributes[range]
        let value = match.drop { $0 != "\"" && $0 != "'" }
        return String(value.dropFirst().dropLast())
    }

    /// The value of the first of `names` in shortcode attributes like ` lang="objc" title="x"`.
    static func attribute(_ names: [String], in attributes: String) -> String? {
        for name in names {
            let pattern = name + #"\s*=\s*["']?([^"'\s\]]+)"#
            if let range = attributes.range(of: pattern, options: .regularExpression) {
                let match = String(attributes[range])
                return String(match.drop { $0 != "=" }.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" })
            }
        }
        return nil
    }
}
