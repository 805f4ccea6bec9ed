import Foundation
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// The includes of a Jekyll site and the shortcodes of a Hugo site, made into shortcodes of the
/// new site (`templates/shortcodes/`), so that what they showed still shows once it is built.
extension ImportTests {
    func testJekyllIncludesBecomeShortcodesThatBuild() throws {
        let jekyll = try oldSite([
            "_config.yml": "title: Old\n",
            "_includes/notice.html": """
                {% comment %}A box, with {{ include.type }}.{% endcomment %}
                <div class="notice{% if include.type %} notice-{{ include.type }}{% endif %}">
                  {%- if include.title %}<strong>{{ include.title | escape }}</strong>{% endif %}
                  {{ include.content | markdownify }}
                  {% unless include.type %}<em>{{ include.kind | default: "plain" }}</em>{% endunless %}
                </div>

                """,
            "_includes/links.html": "<ul>{% for link in site.data.links %}<li>{{ link }}</li>{% endfor %}</ul>\n",
            "_includes/top.html": "<a href=\"#\" onclick=\"scrollTo(0, 0)\">Top</a>\n",
            "_includes/unused.html": "{{ site.data.x }}\n",
            "_includes/figure": "<figure>{{ include.image_path }}</figure>\n",
            "_posts/2021-01-02-boxes.md": """
                ---
                title: Boxes
                ---
                Before.

                {% include notice.html type="warning" title="Mind <this>" content="Keep **calm**." %}

                {% include notice.html
                   content='Spread over
                   *lines*.' %}

                {% include links.html %}

                {% include figure image_path="https://example.org/x.png" caption="Image from [Brent's page](http://example.org/si.htm)" %}

                {% include top.html %}

                After.

                """,
        ])
        let report = try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll)
        XCTAssertEqual(report.shortcodesMade, ["templates/shortcodes/notice.mustache, from _includes/notice.html"])
        XCTAssertTrue(report.lines.contains("Shortcodes made from the old site's includes/shortcodes:"), "\(report.lines)")
        XCTAssertTrue(report.notConverted.contains { $0.hasPrefix("_includes/links.html:1: not made into a shortcode (`site.data.links` has no equivalent") },
                      "\(report.notConverted)")
        XCTAssertTrue(report.notConverted.contains { $0.hasPrefix("_posts/2021-01-02-boxes.md:12: {% include links.html %} has no equivalent") },
                      "\(report.notConverted)")
        let post = try text("content/posts/2021-01-02-boxes.md")
        XCTAssertTrue(post.contains(#"{{< notice type="warning" title="Mind <this>" content="Keep **calm**." content_html="<p>Keep <strong>calm</strong>.</p>" >}}"#),
                      "the HTML of what the include made HTML, beside the text\n\(post)")
        XCTAssertTrue(post.contains(#"{{< notice content="Spread over *lines*." content_html="<p>Spread over <em>lines</em>.</p>" >}}"#), "an include over several lines\n\(post)")
        XCTAssertFalse(post.contains("{% include notice"), post)
        XCTAssertTrue(post.contains(#"{{< figure src="https://example.org/x.png" caption="Image from [Brent's page](http://example.org/si.htm)" >}}"#),
                      "an include of a known kind stays the built-in shortcode, a quote in its argument kept\n\(post)")
        XCTAssertTrue(report.notConverted.contains(
            "_includes/top.html:1: not made into a shortcode (it holds `onclick=`, which would run or submit in a reader's browser: copy it by hand if you trust it): "
                + "its includes stay in HTML comments"), "\(report.notConverted)")
        XCTAssertFalse(report.notConverted.contains { $0.hasPrefix("_includes/unused.html") }, "an include no post uses says nothing")

        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let html = try page(files, "2021/01/boxes/index.html")
        XCTAssertTrue(html.contains("<div class=\"notice notice-warning\"><strong>Mind &lt;this&gt;</strong>"), html)
        XCTAssertTrue(html.contains("<p>Keep <strong>calm</strong>.</p>"), "markdownify made it HTML\n\(html)")
        XCTAssertTrue(html.contains("<div class=\"notice\">"), html)
        XCTAssertTrue(html.contains("<p>Spread over <em>lines</em>.</p>"), html)
        XCTAssertTrue(html.contains("<em>plain</em>"), "unless and default\n\(html)")
        XCTAssertFalse(html.contains("include.type"), "the comment is left out\n\(html)")
        XCTAssertTrue(html.contains("<!-- imprint import: {% include links.html %} -->"), "what did not convert stays in a comment\n\(html)")
    }

    func testHugoShortcodesOfTheSiteAndItsThemeBecomeShortcodesThatBuild() throws {
        let hugo = try oldSite([
            "hugo.toml": "baseURL = \"https://old.example/\"\ntheme = \"plain\"\n",
            "layouts/shortcodes/callout.html": """
                {{/* A box around Markdown. */}}
                <aside class="callout {{ with .Get "kind" }}callout-{{ . }}{{ else }}callout-note{{ end }}">
                  {{- if .Get "title" }}<b>{{ .Get "title" }}</b>{{ end }}
                  {{ .Inner | markdownify }}
                </aside>

                """,
            "layouts/shortcodes/badge.html": #"<span class="badge" title="{{ .Page.Title }}">{{ .Get 0 }}{{ with .Get 1 }} ({{ . | safeHTML }}){{ end }}</span>"# + "\n",
            "themes/plain/layouts/shortcodes/shot.html": #"<img src="{{ .Get "src" }}" alt="{{ .Get "alt" | default "a screenshot" }}">"# + "\n",
            "themes/other/layouts/shortcodes/unused.html": "<p>not this theme</p>\n",
            "layouts/shortcodes/rule.html": "<hr class=\"rule\">\n",
            "layouts/shortcodes/recent.html": #"{{ range first 3 .Site.RegularPages }}{{ .Title }}{{ end }}"# + "\n",
            "static/images/app.png": "",
            "content/posts/tools.md": """
                +++
                title = "Tools & <tricks>"
                date = 2022-03-04
                +++
                Intro.

                {{< callout kind="tip" title="A <b>tip</b>" >}}
                Use **two** hands.
                {{< /callout >}}

                {{% callout %}}Plain.{{% /callout %}}

                {{< callout kind="empty" />}}

                Version {{< badge "v1 <beta>" "<i>new</i>" >}} is out.

                {{< shot src="/images/gone.png" >}}

                {{< recent >}}

                {{< rule >}}Below the rule.{{< /rule >}}

                """,
        ])
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertEqual(report.shortcodesMade, [
            "templates/shortcodes/badge.mustache, from layouts/shortcodes/badge.html",
            "templates/shortcodes/callout.mustache, from layouts/shortcodes/callout.html",
            "templates/shortcodes/rule.mustache, from layouts/shortcodes/rule.html",
            "templates/shortcodes/shot.mustache, from themes/plain/layouts/shortcodes/shot.html",
        ])
        XCTAssertTrue(report.notConverted.contains { $0.contains("`{{< recent >}}`: the site's own shortcode (layouts/shortcodes/recent.html, not made into one of Imprint's: ") },
                      "\(report.notConverted)")
        XCTAssertTrue(report.notConverted.contains { $0.contains("`shot`: src /images/gone.png, which the site's folder does not have: it loads from https://old.example/images/gone.png") },
                      "\(report.notConverted)")
        let post = try text("content/posts/2022-03-04-tools.md")
        XCTAssertTrue(post.contains("{{< callout kind=tip title=\"A <b>tip</b>\" >}}\nUse **two** hands.\n{{< /callout >}}"), post)

        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let html = try page(files, "2022/03/tools/index.html")
        XCTAssertTrue(html.contains("<aside class=\"callout callout-tip\"><b>A &lt;b&gt;tip&lt;/b&gt;</b>"), "html/template escaped the argument\n\(html)")
        XCTAssertTrue(html.contains("<p>Use <strong>two</strong> hands.</p>"), html)
        XCTAssertTrue(html.contains("<aside class=\"callout callout-note\">"), "with … else\n\(html)")
        XCTAssertTrue(html.contains("<aside class=\"callout callout-empty\">"), "self-closing, an empty pair\n\(html)")
        XCTAssertTrue(html.contains("<span class=\"badge\" title=\"Tools &amp; &lt;tricks&gt;\">v1 &lt;beta&gt; (<i>new</i>)</span>"), "positional, and safeHTML\n\(html)")
        XCTAssertTrue(html.contains("<img src=\"https://old.example/images/gone.png\" alt=\"a screenshot\">"), html)
        XCTAssertTrue(html.contains("<hr class=\"rule\">\nBelow the rule."), "a pair of one that shows no inner text: the text follows it\n\(html)")
        XCTAssertTrue(html.contains("<!-- {{< recent >}} -->"), "what did not convert stays in a comment\n\(html)")
    }

    /// A template the site has already keeps its name: the made one takes the next, and the
    /// imported tags follow it; a second import finds its own template and changes nothing.
    func testAShortcodeNameTheSiteHasIsKept() throws {
        let mine = site.appendingPathComponent("templates/shortcodes/note.mustache")
        try FileManager.default.createDirectory(at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{{! arguments: level (required) }}\n<p class=\"mine\">{{level}}</p>\n".utf8).write(to: mine)
        let hugo = try oldSite([
            "hugo.toml": "title = \"Old\"\n",
            "layouts/shortcodes/note.html": "<div class=\"note\">{{ .Inner }}</div>\n",
            "content/posts/a.md": "+++\ntitle = \"A\"\ndate = 2022-03-04\n+++\n{{< note >}}\nInside.\n{{< /note >}}\n\n```\n{{</* note */>}}\n```\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertEqual(report.shortcodesMade, [
            "templates/shortcodes/note-2.mustache, from layouts/shortcodes/note.html: templates/shortcodes/note.mustache is the site's own and is kept, "
                + "so the imported tags are `{{< note-2 >}}`",
        ])
        XCTAssertEqual(try String(contentsOf: mine, encoding: .utf8), "{{! arguments: level (required) }}\n<p class=\"mine\">{{level}}</p>\n")
        let post = try text("content/posts/2022-03-04-a.md")
        XCTAssertTrue(post.contains("{{< note-2 >}}\nInside.\n{{< /note-2 >}}\n\n```\n{{< note >}}\n```"), "code is left as written\n\(post)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(try page(files, "2022/03/a/index.html").contains("<div class=\"note\"><p>Inside.</p>\n</div>"))
        let second = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertEqual(second.shortcodesMade, [], "the item was imported before, so nothing uses the shortcode again")
    }

    /// Mustache has no `or`, `and` or `else if`: the made sections nest, and repeat their text.
    func testConditionsOfSeveralValuesConvert() throws {
        let hugo = try oldSite([
            "hugo.toml": "title = \"Old\"\n",
            "layouts/shortcodes/img.html": """
                <figure><img src="{{ .Get "src" }}"
                  {{- if or (.Get "alt") (.Get "caption") }} alt="{{ with .Get "alt" }}{{ . }}{{ else }}{{ .Get "caption" | markdownify | plainify }}{{ end }}"{{ end -}}
                >{{ if and (.Get "caption") (not (.Get "hide")) }}<figcaption>{{ .Get "caption" | markdownify }}</figcaption>{{ else if .Get "hide" }}<!-- hidden -->{{ end }}</figure>

                """,
            "static/a.png": "",
            "content/posts/a.md": """
                +++
                title = "A"
                date = 2022-03-04
                +++
                {{< img src="https://example.org/a.png" caption="A *fine* view" >}}

                {{< img src="https://example.org/b.png" alt="B" caption="Hidden" hide="yes" >}}

                {{< img src="https://example.org/c.png" >}}

                """,
        ])
        _ = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let html = try page(files, "2022/03/a/index.html")
        XCTAssertTrue(html.contains(#"<figure><img src="https://example.org/a.png" alt="A *fine* view"><figcaption>A <em>fine</em> view</figcaption></figure>"#), html)
        XCTAssertTrue(html.contains(#"<figure><img src="https://example.org/b.png" alt="B"><!-- hidden --></figure>"#), html)
        XCTAssertTrue(html.contains(#"<figure><img src="https://example.org/c.png"></figure>"#), html)

        let liquid = try LiquidTemplateConversion.convert(
            "{% if include.a or include.b %}x{% elsif include.c != nil %}y{% else %}z{% endif %}", name: "n", origin: "n.html")
        XCTAssertEqual(liquid.template, "{{! made by imprint import from n.html }}\n"
            + "{{#params.a}}x{{/params.a}}{{^params.a}}{{#params.b}}x{{/params.b}}{{^params.b}}{{#params.c}}y{{/params.c}}{{^params.c}}z{{/params.c}}{{/params.b}}{{/params.a}}")
        XCTAssertEqual(try LiquidTemplateConversion.convert(#"<img src="{{ include.file | prepend: '/img/' | relative_url }}">"#, name: "n", origin: "n.html").template,
                       "{{! made by imprint import from n.html }}\n<img src=\"/img/{{{params.file}}}\">")
        XCTAssertEqual(try GoTemplateConversion.convert(#"{{ if isset .Params "w" }}{{ default "1" (.Get "w") }}{{ end }}"#, name: "n", origin: "n.html").template,
                       "{{! made by imprint import from n.html }}\n{{#params.w}}{{#params.w}}{{params.w}}{{/params.w}}{{^params.w}}1{{/params.w}}{{/params.w}}")
    }

    func testGoTemplatesThatDoNotConvertSayWhy() {
        for (source, reason) in [
            (#"{{ partial "box" . }}"#, #"`{{ partial "box" . }}` has no equivalent"#),
            (#"{{ if eq (.Get "a") "b" }}x{{ end }}"#, #"`{{ if eq (.Get "a") "b" }}` has no equivalent"#),
            ("{{ if .Inner }}x", "a block that is never closed"),
            ("{{ end }}", "an `end` that closes nothing"),
        ] {
            XCTAssertThrowsError(try GoTemplateConversion.convert(source, name: "x", origin: "x.html"), source) { error in
                XCTAssertTrue((error as? SiteShortcode.Failure)?.reason.hasPrefix(reason) == true, "\(source): \(error)")
            }
        }
        XCTAssertEqual(try GoTemplateConversion.convert(#"{{- $t := .Get "t" -}} <h3>{{ $t }}</h3> {{ "<ok>" }}"#, name: "x", origin: "x.html").template,
                       "{{! made by imprint import from x.html }}\n<h3>{{params.t}}</h3> &lt;ok&gt;")
    }
}
