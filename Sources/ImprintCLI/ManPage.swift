/// The manual pages `make install` installs: imprint(1) (`imprint help --man`), the help texts
/// `imprint help` prints, in roff, so that the page and the help never differ; and the topics'
/// pages, imprint-content(5) and imprint-templates(5) (`imprint help --man content`).
enum ManPage {
    static func render() -> String {
        let overview = HelpText.main.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        var lines = [
            #".TH IMPRINT 1 "" "imprint \#(CLI.version)" "User Commands""#,
            ".SH NAME",
            "imprint \\- " + escape(HelpText.summary),
            ".SH SYNOPSIS",
            #".B imprint"#,
            #".I command"#,
            #"[\fIoptions\fR]"#,
            ".SH DESCRIPTION",
        ]
        lines += verbatim(overview.joined(separator: "\n"))
        lines.append(".SH COMMANDS")
        for command in CLI.commands {
            lines += [".SS imprint \(command.name)"] + verbatim(command.help)
        }
        lines += [
            ".SH EXIT STATUS",
            "\(CLI.Status.success) on success, \(CLI.Status.failure) when the build or the command failed,",
            "\(CLI.Status.usage) on a usage error (an unknown command or option, a missing value).",
        ]
        return lines.joined(separator: "\n")
    }

    /// A help topic's page in section 5 (imprint-content(5)): its Markdown as `imprint help` prints it.
    static func render(_ topic: HelpTopic) -> String {
        let name = topic.manPage ?? "imprint-\(topic.name)"
        var lines = [
            #".TH \#(name.uppercased()) 5 "" "imprint \#(CLI.version)" "File Formats""#,
            ".SH NAME",
            "\(escape(name)) \\- " + escape(topic.summary),
            ".SH DESCRIPTION",
        ]
        lines += verbatim(topic.markdown)
        lines += [".SH SEE ALSO", #".BR imprint (1)"#]
        return lines.joined(separator: "\n")
    }

    /// Text as it is printed, line for line, out of roff's reach.
    static func verbatim(_ text: String) -> [String] {
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.isEmpty }
        return [".nf"] + body.map { escape(String($0)) } + [".fi"]
    }

    /// A line roff shows as written: backslashes and minus signs escaped, characters beyond ASCII
    /// named (`\[u2192]`, which groff and mandoc read without a preprocessor), and a leading `.` or
    /// `'` (which would start a request) guarded.
    static func escape(_ line: String) -> String {
        let escaped = line.unicodeScalars.map { scalar in
            switch scalar {
            case "\\": "\\e"
            case "-": "\\-"
            case _ where !scalar.isASCII: "\\[u" + hex(scalar.value) + "]"
            default: String(scalar)
            }
        }.joined()
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// Four or more upper-case hex digits, as roff's `\[uXXXX]` wants them.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
