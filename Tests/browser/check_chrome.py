#!/usr/bin/env python3
"""Check the default theme's chrome in a real browser, offline: header, menu, footer, lists, code, embeds.

Serves a site built from Tests/browser/theme-site (a header picture 180 px tall at the top right,
a menu of eight entries, GitHub and Mastodon profiles, a post with long code and two video embeds)
on 127.0.0.1 and opens it in headless Chromium at 320, 375, 768 and 1280 pixels wide, in light and dark:
- the header spans the window, and its picture covers neither the site title nor a menu entry;
- every menu entry is inside the header (`height: image` never cuts the menu off), and a menu
  that wraps has no large gap between its rows;
- the video facade has a frame that stands out from the page (3:1 at least), holding its play
  button and title whole;
- the footer names the profiles "GitHub" and "Mastodon", not by their keys;
- the site title looks the same on the home page as on every other;
- in the archive, each date sits on its title's baseline;
- at 375 pixels a code block shows at least 40 characters a line.

Usage: check_chrome.py SITE_DIR
Ends with "chrome: N passed, M failed".
"""

import os
import sys

from browser import Tally, chromium, emulate, serve

HOME, POST, ARCHIVE = "/", "/2025/05/a-talk-on-tides/", "/archive/"

# The rectangles of the header, its title and menu entries, and of the header's first background
# image (from its computed size and position), in page coordinates.
HEADER = """
const header = document.querySelector('.site-header');
const rect = e => { const r = e.getBoundingClientRect(); return [r.left, r.top + scrollY, r.right, r.bottom + scrollY]; };
const box = rect(header), style = getComputedStyle(header);
let picture = null;
const size = style.backgroundSize.split(',')[0].trim().split(/\\s+/).map(parseFloat);
if (style.backgroundImage.startsWith('url(') && size.length === 2 && !size.some(isNaN)) {
  // Chromium gives a position as a length, a percentage or calc(P% +/- Npx).
  const place = (value, room, length) => {
    const percent = value.match(/([\d.]+)%/), pixels = value.match(/([+-]?)\s*([\d.]+)px/);
    return (percent ? (room - length) * parseFloat(percent[1]) / 100 : 0) + (pixels ? (pixels[1] === '-' ? -1 : 1) * parseFloat(pixels[2]) : 0);
  };
  const x = place(style.backgroundPositionX.split(',')[0], box[2] - box[0], size[0]);
  const y = place(style.backgroundPositionY.split(',')[0], box[3] - box[1], size[1]);
  picture = [box[0] + x, box[1] + y, box[0] + x + size[0], box[1] + y + size[1]];
}
const links = [...header.querySelectorAll('nav a')];
return {box, picture, window: document.documentElement.clientWidth, title: rect(header.querySelector('.site-title')),
        links: links.map(rect), font: parseFloat(getComputedStyle(links[0]).fontSize)};
"""

# The luminance contrast of the facade's frame with the page, and whether its parts are whole inside it.
FACADE = """
const embed = document.querySelector('.embed'), style = getComputedStyle(embed);
const rgb = v => v.match(/[\\d.]+/g).slice(0, 3).map(Number);
const luminance = c => { const [r, g, b] = c.map(x => { x /= 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
                         return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
const a = luminance(rgb(style.borderTopColor)), b = luminance(rgb(getComputedStyle(document.body).backgroundColor));
const r = embed.getBoundingClientRect();
const inside = [...embed.querySelectorAll('.embed-play, .embed-title')].every(e => {
  const p = e.getBoundingClientRect(); return p.height > 0 && p.top >= r.top && p.bottom <= r.bottom; });
return [(Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), parseFloat(style.borderTopWidth), inside];
"""

# How many characters of the first code block's font fit on one of its lines.
CODE_COLUMNS = """
const pre = document.querySelector('pre'), code = pre.querySelector('code') || pre, style = getComputedStyle(pre);
const probe = document.createElement('span');
probe.textContent = '0'.repeat(100);
code.appendChild(probe);
const width = probe.getBoundingClientRect().width / 100;
probe.remove();
return (pre.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) / width;
"""

# The gap, in pixels, between the baselines of each archive entry's date and title.
BASELINES = """
return [...document.querySelectorAll('.archive li')].map(li => {
  const marks = [li.querySelector('time'), li.querySelector('a')].map(e => {
    const mark = document.createElement('span');
    mark.style.cssText = 'display: inline-block; width: 0; height: 0';
    e.appendChild(mark);
    return mark.getBoundingClientRect().top;
  });
  return Math.abs(marks[0] - marks[1]);
});
"""

TITLE_STYLE = """
const s = getComputedStyle(document.querySelector('.site-title'));
return [s.textDecorationLine, s.fontWeight, s.color, s.fontSize].join(' ');
"""


def overlaps(a, b):
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


def header_problems(layout):
    problems = []
    box = layout["box"]
    if box[0] > 0.5 or abs(box[2] - box[0] - layout["window"]) > 0.5:
        problems.append(f"the header is {box[2] - box[0]:.0f} px wide from x={box[0]:.0f}, the window {layout['window']} px")
    if layout["picture"] is None:
        problems.append("no sized background picture in the header")
    else:
        for name, rect in [("the site title", layout["title"])] + [(f"menu entry {i + 1}", r) for i, r in enumerate(layout["links"])]:
            if overlaps(rect, layout["picture"]):
                problems.append(f"the header picture {[round(v) for v in layout['picture']]} covers {name} {[round(v) for v in rect]}")
    for i, rect in enumerate(layout["links"]):
        if rect[3] > box[3] + 0.5 or rect[1] < box[1] - 0.5:
            problems.append(f"menu entry {i + 1} {[round(v) for v in rect]} is cut off by the header's edge at y={box[3]:.0f}")
    rows = sorted({round(rect[1]) for rect in layout["links"]})
    gaps = [b - a for a, b in zip(rows, rows[1:])]
    if gaps and max(gaps) > 2.25 * layout["font"]:
        problems.append(f"the menu's rows are {max(gaps)} px apart, for {layout['font']:.0f} px text")
    return problems


def main():
    site = os.path.abspath(sys.argv[1])
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    driver = chromium()
    tally = Tally("chrome")
    check = tally.problems

    try:
        for scheme in ("light", "dark"):
            for width in (320, 375, 768, 1280):
                emulate(driver, width, scheme)
                for name, path in (("home", HOME), ("post", POST)):
                    driver.get(base + path)
                    check(f"header spans the window, clear of its picture, menu whole, {name}, {width} px, {scheme}",
                          header_problems(driver.execute_script(HEADER)))
                driver.get(base + POST)
                contrast, border, inside = driver.execute_script(FACADE)
                check(f"video facade framed and whole, {width} px, {scheme}",
                      ([] if contrast >= 3 and border >= 1 else [f"frame {border} px, contrast {contrast:.2f}:1 with the page"])
                      + ([] if inside else ["the play button or title is cut off"]))
                if width == 375:
                    columns = driver.execute_script(CODE_COLUMNS)
                    check(f"code shows 40 characters a line at 375 px, {scheme}", [] if columns >= 40 else [f"{columns:.1f} characters"])
        emulate(driver, 1280, "light")
        styles = {}
        for path in (HOME, POST, ARCHIVE):
            driver.get(base + path)
            styles[path] = driver.execute_script(TITLE_STYLE)
        check("the site title looks the same on every page", [] if len(set(styles.values())) == 1 else [str(styles)])
        names = driver.execute_script("return [...document.querySelectorAll('.site-footer a[rel=me]')].map(a => a.textContent.trim())")
        check("the footer names the profiles as their services do", [] if names == ["GitHub", "Mastodon"] else [f"footer profiles {names}"])
        gaps = driver.execute_script(BASELINES)
        check("archive dates sit on their titles' baselines", [] if gaps and max(gaps) <= 0.5 else [f"baselines {gaps} px apart"])
    finally:
        driver.quit()
        server.shutdown()
    tally.finish()


if __name__ == "__main__":
    main()
