import Foundation
import Mustache

// Renders a realistic post page many times on one core and reports renders per second and MB/s.
// It measures `renderBytes`, the call a site build makes before writing the page to disk.
// The page extends a layout through inheritance, includes 3 partials and lists 50 related posts.

let templates = [
    "layout": """
        <!doctype html>
        <html lang="{{site.language}}">
        {{>head}}
        <body>
          {{>header}}
          <main>
            {{$content}}
            {{/content}}
          </main>
          <footer><p>&copy; {{site.year}} {{site.author.name}}</p></footer>
        </body>
        </html>

        """,
    "head": """
        <head>
          <meta charset="utf-8">
          <title>{{$title}}{{site.title}}{{/title}}</title>
          <link rel="canonical" href="{{page.url}}">
          <meta property="og:title" content="{{page.title}}">
          <meta property="og:description" content="{{page.summary}}">
        </head>

        """,
    "header": """
        <header>
          <a href="{{site.url}}">{{site.title}}</a>
          <nav>{{#site.menu}}<a href="{{url}}">{{title}}</a> {{/site.menu}}</nav>
        </header>

        """,
    "summary": """
        <li><a href="{{url}}">{{title}}</a> <time datetime="{{date.iso}}">{{date.long}}</time>
          {{#tags}}<a class="tag" href="{{url}}">{{name}}</a>{{/tags}}</li>

        """,
    "post": """
        {{<layout}}
        {{$title}}{{page.title}} – {{site.title}}{{/title}}
        {{$content}}
        <article>
          <h1>{{page.title}}</h1>
          <time datetime="{{page.date.iso}}">{{page.date.long}}</time>
          {{{page.content}}}
          {{#page.tags.0}}<p>Tagged:</p>{{/page.tags.0}}
          <ul>
            {{#related}}
            {{>summary}}
            {{/related}}
          </ul>
          {{^related}}<p>Nothing related.</p>{{/related}}
        </article>
        {{/content}}
        {{/layout}}

        """,
]

func post(_ index: Int) -> TemplateValue {
    [
        "title": .string("Rewriting the table view cache, part \(index) & friends"),
        "url": .string("https://example.org/2011/10/post-\(index)/"),
        "date": ["iso": "2011-10-12T09:30:00Z", "long": "October 12, 2011"],
        "tags": [["name": "iOS", "url": "/tags/ios/"], ["name": "Open Source", "url": "/tags/open-source/"]],
    ]
}

let content = String(repeating: "<p>We rewrote the <code>NSCache</code> wrapper &amp; measured it.</p>\n", count: 40)
let data: TemplateValue = [
    "site": [
        "title": "Example Software", "url": "https://example.org/", "language": "en", "year": 2026,
        "author": ["name": "Jane Appleseed"],
        "menu": [["title": "Archive", "url": "/archive/"], ["title": "Open Source", "url": "/projects/"]],
    ],
    "page": [
        "title": "Rewriting the table view cache", "url": "https://example.org/2011/10/cache/",
        "summary": "Why the cache was slow, and what we did about it.",
        "date": ["iso": "2011-10-12T09:30:00Z", "long": "October 12, 2011"],
        "content": .string(content), "tags": ["ios", "cocoa"],
    ],
    "related": .array((0..<50).map(post)),
]

let library = try TemplateLibrary(templates: templates)
let template = library["post"]!
let pageSize = try library.render(template, with: data).utf8.count

var renders = 0
var bytes = 0
let start = Date()
let seconds = Double(CommandLine.arguments.dropFirst().first ?? "") ?? 3
while Date().timeIntervalSince(start) < seconds {
    for _ in 0..<100 {
        bytes += try library.renderBytes(template, with: data).count
    }
    renders += 100
}
let elapsed = Date().timeIntervalSince(start)
let perSecond = Double(renders) / elapsed
print("mustache: post page of \(pageSize) bytes (layout by inheritance, 3 partials, 50-item list)")
print(String(format: "mustache: %d renders in %.2f s on one core: %.0f renders/s, %.1f MB/s",
             renders, elapsed, perSecond, Double(bytes) / elapsed / 1_000_000))
