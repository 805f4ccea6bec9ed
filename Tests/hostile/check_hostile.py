#!/usr/bin/env python3
"""Prove that every output context of the `hostile` fixture escapes what people wrote.

The fixture (Tests/ImprintCoreTests/Fixtures/hostile) puts markup, quotes, `&`, `]]>`, `{{`,
U+2028 and control characters in every field a person writes. This reads the built site (the checked-in snapshot, which
SnapshotTests keeps equal to a fresh build) with real parsers, and checks that each string comes
back from each context exactly as written, and that nothing it holds became markup:

- HTML (html.parser): no <script> element but the theme's embeds.js and theme-switch.js (and, on a redirect page, the one line that
  sends the reader to its meta refresh's address with the #fragment), no <style> element, no event-handler attribute, no link to
  javascript: or data:; the title, meta description, Open Graph tags and headings decode to the
  strings as written; `{{title}}` stays text.
- Feeds and the sitemap (xml.etree): well-formed; titles, authors and categories decode exactly.
- _redirects: one rule a line, three fields, paths only.
- CSS: url("...") values hold no raw quote, backslash or newline.

Usage: check_hostile.py SITE_DIR
Ends with "hostile: N passed, M failed".
"""

import html.parser
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

LINE_SEPARATOR = "\u2028"
# The fixture's control characters (YAML escapes for \0 \x01 \x1b \x7f \x85 \uFFFE) reach every
# output as U+FFFD, the replacement character.
HOSTILE = '<script>alert("x")</script> & \'q\' ]]> {{title}}' + LINE_SEPARATOR + "\ufffd" * 6 + "end"
# The same text where readers see a title or summary typed in front matter: with the body's smart
# punctuation (curly quotes), its white space one space, as HTML shows it. Still text, escaped.
SHOWN = '<script>alert(\u201cx\u201d)</script> & \u2018q\u2019 ]]> {{title}} ' + "\ufffd" * 6 + "end"
ATOM = "{http://www.w3.org/2005/Atom}"


class Page(html.parser.HTMLParser):
    """Every element, attribute and piece of text of one HTML file, decoded."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.elements, self.text, self.stack, self.texts_in = [], [], [], {}

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))
        if tag not in ("meta", "link", "img", "br", "hr", "input"):
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in self.stack:
            while self.stack and self.stack.pop() != tag:
                pass

    def handle_data(self, data):
        self.text.append(data)
        if self.stack:
            self.texts_in.setdefault(self.stack[-1], []).append(data)

    def attribute(self, tag, match, name):
        return [attrs.get(name) for element, attrs in self.elements if element == tag and all(attrs.get(k) == v for k, v in match.items())]


def redirect_script_target(code):
    """The address of `location.replace("…" + location.hash)`, or None for any other code."""
    match = re.fullmatch(r'location\.replace\(("(?:[^"\\\n]|\\.)*")\s*\+\s*location\.hash\)', code.strip())
    if not match:
        return None
    try:
        return json.loads(match.group(1))
    except ValueError:
        return None


def parse_html(path):
    page = Page()
    with open(path, encoding="utf-8") as handle:
        page.feed(handle.read())
    return page


def main():
    site = sys.argv[1]
    results = []

    def check(name, ok, detail=""):
        results.append(ok)
        if not ok:
            print(f"FAIL {name}: {detail}")

    files = sorted(os.path.relpath(os.path.join(folder, name), site) for folder, _, names in os.walk(site) for name in names)
    for relative in (f for f in files if f.endswith(".html")):
        page = parse_html(os.path.join(site, relative))
        tags = {tag for tag, _ in page.elements}
        # The theme's scripts, embeds.js and theme-switch.js, are the only scripts a page may load, and they have no inline code.
        scripts = [attrs.get("src") or "" for tag, attrs in page.elements if tag == "script"]
        inline = page.texts_in.get("script", [])
        # A redirect page's one inline script sends the reader on with the #fragment, to the
        # address its meta refresh names, written as a JavaScript string: nothing else.
        refresh = [attrs.get("content") or "" for tag, attrs in page.elements if tag == "meta" and (attrs.get("http-equiv") or "").lower() == "refresh"]
        if refresh and len(inline) == 1 and scripts == [""] and redirect_script_target(inline[0]) == refresh[0].partition("url=")[2]:
            scripts, inline = [], []
        theirs = ("/assets/js/embeds.js", "/assets/js/theme-switch.js")
        foreign = [src for src in scripts if not src.split("?")[0].endswith(theirs)] + inline
        check(f"{relative}: no script but the theme's, no style element", not foreign and "style" not in tags, (foreign, tags & {"style"}))
        handlers = [(tag, name) for tag, attrs in page.elements for name in attrs if name.lower().startswith("on")]
        check(f"{relative}: no event-handler attribute", not handlers, handlers)
        links = [attrs.get("href") or attrs.get("src") or "" for _, attrs in page.elements]
        bad = [link for link in links if link.strip().lower().startswith(("javascript:", "data:"))]
        check(f"{relative}: no javascript: or data: link", not bad, bad)

    post = parse_html(os.path.join(site, "2020/02/hostile/index.html"))
    check("post <title>", "".join(post.texts_in.get("title", [])) == f"Post {SHOWN} – Site {HOSTILE}", post.texts_in.get("title"))
    check("post meta description", post.attribute("meta", {"name": "description"}, "content") == [f"Summary {SHOWN}"],
          post.attribute("meta", {"name": "description"}, "content"))
    check("post og:title", post.attribute("meta", {"property": "og:title"}, "content") == [f"Post {SHOWN}"])
    check("post h1", f"Post {SHOWN}" in "".join(post.texts_in.get("h1", [])), post.texts_in.get("h1"))
    check("template syntax in the body stays text", "Body with {{title}}" in "".join(post.text))
    check("raw control characters in the body are replaced", "raw control characters \ufffd\ufffd," in "".join(post.text))
    for relative in (f for f in files if f.endswith((".html", ".xml", ".css", ".txt"))):
        with open(os.path.join(site, relative), encoding="utf-8") as handle:
            text = handle.read()
        forbidden = sorted({f"U+{ord(c):04X}" for c in text if (ord(c) < 0x20 and c not in "\t\n\r") or 0x7F <= ord(c) <= 0x9F or ord(c) in (0xFFFE, 0xFFFF)})
        check(f"{relative}: no control characters", not forbidden, forbidden)
    check("a tag name is a link's text", f"tag {HOSTILE}" in post.text, [t for t in post.text if "tag" in t][:3])
    check("the project's name", f"Project {HOSTILE}" in "".join(parse_html(os.path.join(site, "projects/hostile/index.html")).text))
    check("the page in the menu", f"Page {SHOWN}" in parse_html(os.path.join(site, "index.html")).text)
    license_text = "".join(parse_html(os.path.join(site, "license/index.html")).text)
    check("the license holder", f"Holder {HOSTILE}" in license_text)
    redirect = parse_html(os.path.join(site, "old/it's-&-here/index.html"))
    check("the redirect page's link", redirect.attribute("link", {"rel": "canonical"}, "href") == ["https://example.org/2020/02/hostile/"])

    for relative in (f for f in files if f.endswith(".xml")):
        try:
            root = ET.parse(os.path.join(site, relative)).getroot()
        except ET.ParseError as error:
            check(f"{relative}: well-formed XML", False, error)
            continue
        if root.tag == "rss":
            channel = root.find("channel")
            titles = [item.findtext("title") for item in channel.findall("item")]
            categories = {c.text for item in channel.findall("item") for c in item.findall("category")}
            check(f"{relative}: item titles", f"Post {SHOWN}" in titles or f"Second {SHOWN}" in titles, titles)
            check(f"{relative}: categories", f"tag {HOSTILE}" in categories or "<b>bold</b>" in categories or "]]>" in categories, categories)
        elif root.tag == ATOM + "feed":
            check(f"{relative}: author", root.findtext(f"{ATOM}author/{ATOM}name") == f"Author {HOSTILE}", root.findtext(f"{ATOM}author/{ATOM}name"))
            titles = [entry.findtext(ATOM + "title") for entry in root.findall(ATOM + "entry")]
            check(f"{relative}: entry titles", f"Post {SHOWN}" in titles or f"Second {SHOWN}" in titles, titles)
        elif root.tag.endswith("urlset"):
            locations = [loc.text for loc in root.iter() if loc.tag.endswith("loc")]
            check("sitemap: every URL is the site's", locations and all(l.startswith("https://example.org/") for l in locations), locations)
    site_feed = ET.parse(os.path.join(site, "feed.xml")).getroot().find("channel")
    check("site feed title", site_feed.findtext("title") == f"Site {HOSTILE}", site_feed.findtext("title"))
    custom = ET.parse(os.path.join(site, "feeds/hostile/feed.xml")).getroot().find("channel")
    check("custom feed title", custom.findtext("title") == f"Feed {HOSTILE}", custom.findtext("title"))

    with open(os.path.join(site, "_redirects"), encoding="utf-8") as handle:
        rules = handle.read().splitlines()
    check("_redirects: a rule a line, three fields, paths", rules and all(
        len(rule.split()) == 3 and rule.split()[0].startswith("/") and rule.split()[1].startswith("/") and rule.split()[2] == "301" for rule in rules), rules)

    with open(os.path.join(site, "css/backgrounds.css"), encoding="utf-8") as handle:
        urls = re.findall(r'url\("((?:[^"\\\n]|\\.)*)"\)', handle.read())
    check("css: url() values escape quotes", urls and all('"' not in u and "\n" not in u for u in urls) and any("%22odd%22" in u for u in urls), urls)

    passed = sum(results)
    print(f"hostile: {passed} passed, {len(results) - passed} failed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
