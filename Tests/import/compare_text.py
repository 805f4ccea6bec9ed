#!/usr/bin/env python3
"""Compares a site built by its old generator (Jekyll, Hugo) with the same site imported into
Imprint and built: every page and file of the old site must answer on the new one at the same
path (itself, or a redirect to it), and every word a reader saw on an old page must be on the
new one.

usage: compare_text.py OLD_OUTPUT NEW_OUTPUT REPORT [--lists PATH ...]

REPORT is what `imprint import` printed. --lists names the old site's list pages (its home,
section lists; `/tags/*` for every path under /tags/), which Imprint makes anew: their words are
Imprint's own, and one that does not answer must be named in the report, with why. Prints one line per page and a closing
"N passed, N failed" line; exits 1 when a page is missing or lost words."""
import argparse
import collections
import html.parser
import os
import re
import sys
import urllib.parse


class Text(html.parser.HTMLParser):
    """The visible text of a page: of its element with `class="content"` (Imprint's), else of
    `<main>`, else of the whole page; and the target of a meta refresh, if it has one."""

    def __init__(self, selector):
        super().__init__(convert_charrefs=True)
        self.selector, self.depth, self.hidden, self.parts, self.refresh = selector, 0, 0, [], None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (attrs.get("http-equiv") or "").lower() == "refresh":
            self.refresh = re.sub(r"^\s*\d+\s*;\s*url=", "", attrs.get("content") or "", flags=re.I)
        if tag in ("script", "style", "template"):
            self.hidden += 1
        if self.depth:
            self.depth += tag not in VOID
        elif self.selector(tag, attrs):
            self.depth = 1

    def handle_endtag(self, tag):
        if tag in ("script", "style", "template"):
            self.hidden -= 1
        if self.depth and tag not in VOID:
            self.depth -= 1
            if self.depth == 0:
                self.selector = lambda tag, attrs: False

    def handle_data(self, data):
        if self.depth and not self.hidden:
            self.parts.append(data)


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
TYPOGRAPHY = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-", "\u2026": "..."})


def read(path, selector):
    parser = Text(selector)
    with open(path, encoding="utf-8") as file:
        parser.feed(file.read())
    return parser


def words(parser):
    return collections.Counter(re.findall(r"[\w']+", " ".join(parser.parts).translate(TYPOGRAPHY)))


def old_text(path):
    main = read(path, lambda tag, attrs: tag == "main")
    return main if main.parts else read(path, lambda tag, attrs: tag == "body")


def new_page(new_root, url_path, hops=0):
    """The file of the new site that answers `url_path`, following its redirects."""
    file = os.path.join(new_root, url_path.lstrip("/"))
    if os.path.isdir(file) or url_path.endswith("/"):
        file = os.path.join(file, "index.html")
    if not os.path.isfile(file):
        return None
    if file.endswith(".html") and hops < 3:
        refresh = read(file, lambda tag, attrs: False).refresh
        if refresh:
            return new_page(new_root, urllib.parse.urlsplit(refresh).path, hops + 1)
    return file


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("old")
    arguments.add_argument("new")
    arguments.add_argument("report")
    arguments.add_argument("--lists", nargs="*", default=[])
    options = arguments.parse_args()
    with open(options.report, encoding="utf-8") as file:
        report = file.read()
    passed = failed = 0

    def is_list(url_path):
        return any(url_path == item or (item.endswith("*") and url_path.startswith(item[:-1])) for item in options.lists)

    for folder, _, names in sorted(os.walk(options.old)):
        for name in sorted(names):
            old_file = os.path.join(folder, name)
            url_path = "/" + os.path.relpath(old_file, options.old).replace(os.sep, "/")
            if url_path.endswith("/index.html"):
                url_path = url_path[: -len("index.html")]
            found = new_page(options.new, url_path)
            problem = None
            if found is None and is_list(url_path) and f"{url_path} gets no redirect" in report:
                passed += 1
                print(f"ok   {url_path}: a list with no redirect, as the report says")
                continue
            if found is None:
                problem = "missing on the new site (a 404)"
            elif name.endswith(".html") and not is_list(url_path) and not old_text(old_file).refresh:
                lost = words(old_text(old_file)) - words(read(found, lambda tag, attrs: "content" in (attrs.get("class") or "").split()))
                if lost:
                    problem = "lost words: " + ", ".join(sorted(lost.elements()))
            if problem:
                failed += 1
                print(f"FAIL {url_path}: {problem}")
            else:
                passed += 1
                print(f"ok   {url_path} -> {os.path.relpath(found, options.new)}")
    print(f"{passed} passed, {failed} failed")
    if passed + failed == 0:
        print(f"FAIL nothing to compare in {options.old}")
    return 1 if failed or passed + failed == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
