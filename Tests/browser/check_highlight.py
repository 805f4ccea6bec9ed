#!/usr/bin/env python3
"""Check highlighted code in a real browser, offline.

Serves the `everything` snapshot under /blog/ on 127.0.0.1 and opens its post with code blocks
in headless Chromium (selenium, Debian's chromedriver). Checks that the theme's highlight.css
colours tokens in light mode and, with prefers-color-scheme emulated, in dark mode; that a
highlighted line is one line tall and as wide as the block (no extra blank lines); and that
line numbers cannot be selected.

Usage: check_highlight.py SNAPSHOT_DIR
Ends with "browser: N passed, M failed".
"""

import os
import sys
import tempfile

from selenium.webdriver.common.by import By

from browser import Tally, chromium, serve
from check_backgrounds import expected_color

PAGE = "/blog/2011/10/12/first-post/"

MEASURE = """
const code = arguments[0];
const lineHeight = parseFloat(getComputedStyle(code).lineHeight);
return {
  lineHeight: lineHeight,
  lines: code.textContent.replace(/\\n$/, '').split('\\n').length,
  height: code.getBoundingClientRect().height,
  width: code.getBoundingClientRect().width,
  highlighted: [...code.querySelectorAll('.hll')].map(e => [e.getBoundingClientRect().height, e.getBoundingClientRect().width]),
};
"""


def style(driver, selector, prop):
    return driver.execute_script(
        "return getComputedStyle(document.querySelector(arguments[0]))[arguments[1]];", selector, prop)


def main():
    snapshot = os.path.abspath(sys.argv[1])
    root = tempfile.mkdtemp(prefix="imprint-highlight-")
    os.symlink(snapshot, os.path.join(root, "blog"))
    server = serve(root)
    driver = chromium(window="1000,800")
    tally = Tally("browser")
    check = tally.check

    try:
        driver.get(f"http://127.0.0.1:{server.server_port}{PAGE}")
        swift = driver.find_element(By.CSS_SELECTOR, "code.language-swift")
        check("light keyword colour", style(driver, ".language-swift .kd", "color") == expected_color("#c83644"),
              style(driver, ".language-swift .kd", "color"))
        check("light block background", style(driver, "pre.highlight", "backgroundColor") == expected_color("#f6f8fa"),
              style(driver, "pre.highlight", "backgroundColor"))
        box = driver.execute_script(MEASURE, swift)
        check("highlighted lines add no blank lines", abs(box["height"] - box["lines"] * box["lineHeight"]) < 2, box)
        check("three highlighted lines, each one line tall and full width",
              len(box["highlighted"]) == 3 and all(abs(h - box["lineHeight"]) < 2 and w >= box["width"] - 1 for h, w in box["highlighted"]),
              box)
        check("line numbers cannot be selected", style(driver, ".linenos", "userSelect") == "none", style(driver, ".linenos", "userSelect"))

        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        check("dark keyword colour", style(driver, ".language-swift .kd", "color") == expected_color("#ff7b72"),
              style(driver, ".language-swift .kd", "color"))
        check("dark block background", style(driver, "pre.highlight", "backgroundColor") == expected_color("#161b22"),
              style(driver, "pre.highlight", "backgroundColor"))
    finally:
        driver.quit()
        server.shutdown()
        os.unlink(os.path.join(root, "blog"))
        os.rmdir(root)
    tally.finish()


if __name__ == "__main__":
    main()
