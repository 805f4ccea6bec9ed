#!/usr/bin/env python3
"""Check the default theme in a real browser, offline: accessible, right on phones, keyboard first.

Serves a built site on 127.0.0.1 and opens its home, a post with code, a post with embeds and an
alert, a project, the projects, the license, a tag, the tags, the archive and the 404 page (of the sample site, or of
Tests/browser/theme-site with `theme-site`) in headless Chromium (selenium,
Debian's chromedriver), each in light and in dark mode (prefers-color-scheme, emulated):
- axe-core (the copy bundled in the axe-selenium-python package from PyPI; nothing is fetched)
  reports 0 violations, every rule it runs by default, at 1280 and at 375 pixels wide;
- at 320 and 375 pixels wide (a phone), no page scrolls sideways;
- the first Tab reaches the skip link, which is then visible.
Screenshots at 375 and 1280 pixels, light and dark, go to SCREENSHOTS_DIR.

Usage: check_theme.py SITE_DIR SCREENSHOTS_DIR [sample|theme-site]
Ends with "theme: N passed, M failed".
"""

import os
import sys

import axe_selenium_python
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from browser import Tally, chromium, emulate, serve, sideways_scroll

SAMPLE_PAGES = {
    "home": "/",
    "post": "/2019/11/notarizing-a-command-line-tool/",
    "post with embeds and an alert": "/2024/03/the-statusitemkit-talk/",
    "project": "/projects/statusitemkit/",
    "projects": "/projects/",
    "license": "/license/",
    "tag": "/tags/macos/",
    "tags": "/tags/",
    "archive": "/archive/",
    "404": "/404.html",
}
# The site of issue 41's trial: a header picture, long code, tables and video embeds in one post.
THEME_SITE_PAGES = {
    "home": "/",
    "post": "/2025/05/a-talk-on-tides/",
    "project": "/projects/tidewater/",
    "projects": "/projects/",
    "license": "/license/",
    "tag": "/tags/swift/",
    "tags": "/tags/",
    "archive": "/archive/",
    "page": "/about/",
    "404": "/404.html",
}
AXE = os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules", "axe-core", "axe.min.js")


def violations(driver, script):
    driver.execute_script(script)
    result = driver.execute_async_script("const done = arguments[arguments.length - 1]; axe.run(document).then(done, e => done({error: String(e)}));")
    if "error" in result:
        return [f"axe failed: {result['error']}"]
    return [f"{v['id']} ({v['impact']}): {v['help']}; " + "; ".join(" ".join(n["target"]) for n in v["nodes"][:4]) for v in result["violations"]]


def main():
    site, screenshots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    pages = THEME_SITE_PAGES if sys.argv[3:] == ["theme-site"] else SAMPLE_PAGES
    os.makedirs(screenshots, exist_ok=True)
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    driver = chromium()
    driver.set_script_timeout(60)
    with open(AXE, encoding="utf-8") as file:
        axe = file.read()
    tally = Tally("theme")
    check = tally.problems

    try:
        for scheme in ("light", "dark"):
            for name, path in pages.items():
                emulate(driver, 1280, scheme)
                driver.get(base + path)
                # Before axe-core, which scrolls to what it looks at.
                driver.save_screenshot(os.path.join(screenshots, f"{name}-1280-{scheme}.png"))
                check(f"axe-core, {name}, {scheme}", violations(driver, axe))
                for width in (320, 375):
                    emulate(driver, width, scheme)
                    driver.get(base + path)
                    check(f"no sideways scroll at {width} px, {name}, {scheme}", sideways_scroll(driver))
                    if width == 375:
                        driver.save_screenshot(os.path.join(screenshots, f"{name}-375-{scheme}.png"))
                        check(f"axe-core at 375 px, {name}, {scheme}", violations(driver, axe))
        emulate(driver, 1280, "light")
        for name, path in pages.items():
            driver.get(base + path)
            ActionChains(driver).send_keys(Keys.TAB).perform()
            focused = driver.execute_script(
                "const e = document.activeElement; const r = e.getBoundingClientRect();"
                "return [e.tagName, e.getAttribute('href'), e.className, r.width > 1 && r.height > 1 && r.top >= 0];")
            check(f"the first Tab reaches the skip link, {name}",
                  [] if focused[0] == "A" and (focused[1] or "").endswith("#main") and focused[3] else [f"focused {focused}"])
    finally:
        driver.quit()
        server.shutdown()
    tally.finish()


if __name__ == "__main__":
    main()
