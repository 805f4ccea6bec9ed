"""Writes Tests/ImprintCoreTests/Fixtures/hostile: markup, quotes, `&`, `]]>`, `{{`, U+2028
(which YAML writes as \\L) and control characters no output may hold (written as YAML escapes,
and raw in a body) in every field a person writes. Run it again after changing it, then
re-record the snapshot (IMPRINT_RECORD=1 make test)."""

import os

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "ImprintCoreTests", "Fixtures", "hostile", "content")
for d in ("posts", "pages", "projects", "assets/img"):
    os.makedirs(os.path.join(root, d), exist_ok=True)
LS = "\u2028"
CONTROLS = "\x00\x01\x1b\x7f\x85\ufffe"
H = '<script>alert("x")</script> & \'q\' ]]> {{title}}' + LS + CONTROLS + 'end'
def q(s):
    s = s.replace("\\", "\\\\").replace('"', '\\"').replace(LS, "\\L")
    return '"' + "".join(c if c not in CONTROLS else ("\\x%02X" % ord(c) if ord(c) < 0x100 else "\\u%04X" % ord(c)) for c in s) + '"'
v = {
    "title": q("Site " + H), "description": q("Description " + H), "author": q("Author " + H),
    "github": q('user"><script>'), "website": q("https://example.org/?q=%3Cb%3E&x='y'"),
    "holder": q("Holder " + H), "attribution": q("{project} by {holder} <{url}> " + H),
    "feed": q("Feed " + H), "tag": q("tag " + H), "image": q("/assets/img/it's \"odd\" (1).svg"),
    "post": q("Post " + H), "bold": q("<b>bold</b>"), "cdata": q("]]>"), "summary": q("Summary " + H),
    "param": q("Param " + H), "second": q("Second " + H), "page": q("Page " + H), "pagesummary": q("Page summary " + H),
    "project": q("Project " + H), "projectsummary": q("Project summary " + H), "platform": q("iOS " + H),
    "language": q("Swift " + H), "version": q("1.0 " + H), "ptag": q("ui " + H), "former": q("Old & Name"),
}
site = """# Hostile strings in every field a person writes: each output context must escape them.
title: %(title)s
base_url: https://example.org/
description: %(description)s
author: {name: %(author)s, email: "a&b@example.org", url: "https://example.org/?a=1&b=2"}
social:
  github: %(github)s
  email: "mailto:a&b@example.org"
  mastodon: "@user@host\\"><script>"
  website: %(website)s
license:
  holder: %(holder)s
  default: MIT
  attribution: %(attribution)s
feeds:
  items: 5
  custom:
    - slug: hostile
      title: %(feed)s
      tags: [%(tag)s]
backgrounds:
  - selector: .site-header
    fallback: "#101010"
    layers:
      - image: %(image)s
        repeat: no-repeat
      - gradient: "linear-gradient(to right, #0b5cad, #58a6ff)"
""" % v
open(os.path.join(root, "site.yml"), "w").write(site)
open(os.path.join(root, "assets/img/it's \"odd\" (1).svg"), "w").write('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="40" height="20" fill="#fff"/></svg>\n')
post = """---
title: %(post)s
date: 2020-02-02T10:00:00Z
tags: [%(tag)s, %(bold)s, %(cdata)s]
summary: %(summary)s
project: hostile
aliases: ["/old/it's-&-here/"]
mood: %(param)s
---
Body with {{title}}, raw control characters , <b>raw HTML kept</b>, an ampersand &amp; a line""" % v + LS + """separator, and `</code></pre><script>alert(1)</script>`.

```html
</code></pre><script>alert("in code")</script> ]]>
```
"""
open(os.path.join(root, "posts/2020-02-02-hostile.md"), "w").write(post)
open(os.path.join(root, "posts/2020-03-03-second.md"), "w").write("""---
title: %(second)s
date: 2020-03-03T10:00:00Z
tags: [%(tag)s]
---
A second post, so that the first has a neighbour.
""" % v)
open(os.path.join(root, "pages/about.md"), "w").write("""---
title: %(page)s
menu: 1
summary: %(pagesummary)s
---
A page.
""" % v)
open(os.path.join(root, "projects/hostile.md"), "w").write("""---
name: %(project)s
summary: %(projectsummary)s
slug: hostile
repository: "https://github.com/user/hostile?a=1&b=2"
homepage: "https://hostile.example/?x=%%3Cy%%3E&z='w'#top"
license: MIT
platforms: [%(platform)s]
language: %(language)s
version: %(version)s
tags: [%(ptag)s]
formerly: [%(former)s]
---
The project.
""" % v)
