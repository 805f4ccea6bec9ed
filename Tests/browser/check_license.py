#!/usr/bin/env python3
"""Check the license page in a real browser, offline: every line readers copy can be read whole.

Serves a built site on 127.0.0.1 (the `license` fixture of Tests/ImprintCoreTests/Fixtures, whose
holder and addresses are long) and opens /license/ in headless Chromium at 320, 375 and 1280
pixels wide, in light and in dark mode:
- no credit line is cut: each box of code (`pre`) is as wide as its text, inside the window, and
  wraps between words and between the parts of an address, never inside a name;
- the page does not scroll sideways;
- axe-core reports 0 violations;
- the index of sections comes before the first section, and each of its links has its section.
A screenshot of each goes to SCREENSHOTS_DIR.

Usage: check_license.py SITE_DIR SCREENSHOTS_DIR
Ends with "license: N passed, M failed".
"""

import os
import sys


from browser import Tally, chromium, cut_words, emulate, serve, sideways_scroll
from check_theme import AXE, violations

# For each box of code: how much of its text it hides, and whether it ends past the window.
CUT_BOXES = """
return [...document.querySelectorAll('main pre')].flatMap(box => {
  const rect = box.getBoundingClientRect();
  const problems = [];
  if (box.scrollWidth > box.clientWidth) problems.push(`scrollWidth ${box.scrollWidth} > ${box.clientWidth}`);
  if (rect.right > document.documentElement.clientWidth) problems.push(`ends at ${rect.right} px`);
  return problems.map(p => `${p}: ${box.textContent.slice(0, 60)}`);
});
"""
# The index's links whose sections are missing or come before it.
INDEX = """
const index = document.querySelector('main nav.toc');
if (!index) return ['no index of sections'];
return [...index.querySelectorAll('a')].map(a => a.getAttribute('href').slice(1)).flatMap(id => {
  const section = document.getElementById(id);
  if (!section) return [`#${id} leads nowhere`];
  return index.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING ? [] : [`#${id} is above the index`];
});
"""


def main():
    site, screenshots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(screenshots, exist_ok=True)
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    driver = chromium()
    driver.set_script_timeout(60)
    with open(AXE, encoding="utf-8") as file:
        axe = file.read()
    tally = Tally("license")
    check = tally.problems

    try:
        for scheme in ("light", "dark"):
            for width in (320, 375, 1280):
                emulate(driver, width, scheme)
                driver.get(base + "/license/")
                driver.save_screenshot(os.path.join(screenshots, f"license-{width}-{scheme}.png"))
                check(f"no credit line is cut at {width} px, {scheme}", driver.execute_script(CUT_BOXES))
                check(f"no word or part of an address in a credit line is cut in two at {width} px, {scheme}",
                      cut_words(driver, ".credit-lines code"))
                check(f"no sideways scroll at {width} px, {scheme}", sideways_scroll(driver))
                check(f"the index leads to every section at {width} px, {scheme}", driver.execute_script(INDEX))
                check(f"axe-core at {width} px, {scheme}", violations(driver, axe))
    finally:
        driver.quit()
        server.shutdown()
    tally.finish()


if __name__ == "__main__":
    main()
