#!/usr/bin/env python3
"""Validate every RSS and Atom feed of a built site, offline.

feedparser (PyPI) judges well-formedness the way feed readers do: a "bozo" feed is one a reader
had to repair. On top of it, xml.etree checks the structure RSS 2.0 and Atom (RFC 4287) require
and what Imprint promises: self links, permalinks as ids, RFC 822 / RFC 3339 dates, absolute
URLs in content, an author, and the item limit.

Usage: check_feeds.py SITE_DIR BASE_URL MAX_ITEMS
Prints one line per problem and ends with "feeds: N passed, M failed".
"""

import email.utils
import os
import re
import sys
import xml.etree.ElementTree as ET
from datetime import datetime
from urllib.parse import quote

import feedparser

ATOM = "{http://www.w3.org/2005/Atom}"
CONTENT = "{http://purl.org/rss/1.0/modules/content/}encoded"
RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
RELATIVE_URL = re.compile(r"""\b(?:href|src)\s*=\s*["'](?![a-z][a-z0-9+.-]*:|//)([^"']*)["']""", re.I)


def text(element, path):
    found = element.find(path)
    return (found.text or "").strip() if found is not None else ""


def check_rss(root, url, max_items, problems):
    if root.tag != "rss" or root.get("version") != "2.0":
        problems.append("root is not <rss version=\"2.0\">")
        return
    channel = root.find("channel")
    for name in ("title", "link", "description", "lastBuildDate"):
        if not text(channel, name):
            problems.append(f"channel has no {name}")
    if email.utils.parsedate_tz(text(channel, "lastBuildDate")) is None:
        problems.append("lastBuildDate is not RFC 822")
    self_links = [l for l in channel.findall(ATOM + "link") if l.get("rel") == "self"]
    if not self_links or self_links[0].get("href") != url:
        problems.append(f"no atom:link rel=self with href {url}")
    items = channel.findall("item")
    if len(items) > max_items:
        problems.append(f"{len(items)} items, more than {max_items}")
    for item in items:
        link = text(item, "link")
        if not link.startswith("http"):
            problems.append(f"item link {link!r} is not absolute")
        if text(item, "guid") != link:
            problems.append(f"guid of {link} is not its permalink")
        if email.utils.parsedate_tz(text(item, "pubDate")) is None:
            problems.append(f"pubDate of {link} is not RFC 822")
        if not (text(item, "author") or text(item, "{http://purl.org/dc/elements/1.1/}creator")):
            problems.append(f"item {link} has no author")
        for body in (text(item, "description"), text(item, CONTENT)):
            for relative in RELATIVE_URL.findall(body):
                problems.append(f"item {link} has a relative URL {relative!r}")


def check_atom(root, url, max_items, problems):
    if root.tag != ATOM + "feed":
        problems.append("root is not an Atom <feed>")
        return
    for name in ("id", "title", "updated"):
        if not text(root, ATOM + name):
            problems.append(f"feed has no {name}")
    if not RFC3339.match(text(root, ATOM + "updated")):
        problems.append("updated is not RFC 3339")
    if root.find(ATOM + "author/" + ATOM + "name") is None:
        problems.append("feed has no author name")
    if not any(l.get("rel") == "self" and l.get("href") == url for l in root.findall(ATOM + "link")):
        problems.append(f"no link rel=self with href {url}")
    entries = root.findall(ATOM + "entry")
    if len(entries) > max_items:
        problems.append(f"{len(entries)} entries, more than {max_items}")
    ids = set()
    for entry in entries:
        entry_id = text(entry, ATOM + "id")
        if entry_id in ids:
            problems.append(f"entry id {entry_id} appears twice")
        ids.add(entry_id)
        alternate = [l.get("href") for l in entry.findall(ATOM + "link") if l.get("rel", "alternate") == "alternate"]
        if alternate != [entry_id]:
            problems.append(f"entry {entry_id}: id is not its permalink")
        for name in ("title", "updated", "published"):
            value = text(entry, ATOM + name)
            if not value or (name != "title" and not RFC3339.match(value)):
                problems.append(f"entry {entry_id}: {name} missing or not RFC 3339")
        for body in (text(entry, ATOM + "summary"), text(entry, ATOM + "content")):
            for relative in RELATIVE_URL.findall(body):
                problems.append(f"entry {entry_id} has a relative URL {relative!r}")


def main():
    site, base_url, max_items = sys.argv[1], sys.argv[2].rstrip("/") + "/", int(sys.argv[3])
    paths = sorted(os.path.relpath(os.path.join(d, f), site)
                   for d, _, files in os.walk(site) for f in files if f in ("feed.xml", "atom.xml"))
    passed = failed = 0
    for path in paths:
        with open(os.path.join(site, path), "rb") as handle:
            data = handle.read()
        problems = []
        parsed = feedparser.parse(data)
        if parsed.bozo:
            problems.append(f"feedparser: {parsed.bozo_exception}")
        expected_version = "rss20" if path.endswith("feed.xml") else "atom10"
        if parsed.version != expected_version:
            problems.append(f"feedparser reads it as {parsed.version!r}, not {expected_version}")
        url = base_url + quote(path)
        try:
            root = ET.fromstring(data)
            (check_rss if path.endswith("feed.xml") else check_atom)(root, url, max_items, problems)
        except ET.ParseError as error:
            problems.append(f"not well-formed XML: {error}")
        for problem in problems:
            print(f"{path}: {problem}")
        passed, failed = (passed + 1, failed) if not problems else (passed, failed + 1)
    if not paths:
        print("no feeds found")
        failed += 1
    print(f"feeds: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
