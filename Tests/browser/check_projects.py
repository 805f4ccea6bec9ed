#!/usr/bin/env python3
"""Check the projects index and a project's page in a real browser, offline, in light and dark mode.

Serves each built site on 127.0.0.1 and opens it in headless Chromium (selenium, Debian's
chromedriver):
- on /projects/ at 1280, 375 and 320 pixels wide, a card with no other card in its row (one
  alone, the third of three) is as wide as the list: no card sits beside an empty half;
- on each project's page at 320 and 375 pixels wide, the facts table stays inside the page, and
  each part of a URL between the places it may wrap (the `<wbr>`s after `//` and before `/`, `.`,
  `-` and the like, and a hyphen) stays on one line: a name such as "larkspurlabs" is never cut in two;
  nor is a label of the table ("Repository", "Homepage").

Usage: check_projects.py SITE_DIR[=BASE_PATH] ...  (BASE_PATH: where base_url puts the site, like /blog/)
Ends with "projects: N passed, M failed".
"""

import os
import sys

from browser import Tally, chromium, cut_words, emulate, served

LONE_CARDS = """
const problems = [];
for (const list of document.querySelectorAll('.project-cards')) {
  const width = list.getBoundingClientRect().width;
  const cards = [...list.children].map(card => card.getBoundingClientRect());
  cards.forEach((card, index) => {
    const alone = cards.filter(other => Math.abs(other.top - card.top) < 1).length === 1;
    if (alone && Math.abs(card.width - width) > 1) {
      problems.push(`card ${index + 1} of ${cards.length} is alone in its row, ${Math.round(card.width)} of ${Math.round(width)} px wide`);
    }
  });
}
return problems;
"""

FACTS_FIT = """
const facts = document.querySelector('.facts');
if (!facts) return ['no .facts table'];
const right = facts.getBoundingClientRect().right, page = document.documentElement.clientWidth;
return right > page ? [`the facts end at ${right} > ${page} px`] : [];
"""


def main():
    tally = Tally("projects")
    check = tally.problems
    driver = chromium()
    try:
        for argument in sys.argv[1:]:
            site, _, base_path = argument.partition("=")
            site, label = os.path.abspath(site), os.path.basename(os.path.abspath(site))
            projects = sorted(name for name in os.listdir(os.path.join(site, "projects"))
                              if os.path.exists(os.path.join(site, "projects", name, "index.html"))
                              and "<table class=\"facts\">" in open(os.path.join(site, "projects", name, "index.html"), encoding="utf-8").read())
            with served(site, base_path) as base:
                for scheme in ("light", "dark"):
                    for width in (1280, 375, 320):
                        emulate(driver, width, scheme)
                        driver.get(base + "/projects/")
                        check(f"no card beside an empty half, {label}, {width} px, {scheme}", driver.execute_script(LONE_CARDS))
                    for width in (375, 320):
                        emulate(driver, width, scheme)
                        for name in projects:
                            driver.get(f"{base}/projects/{name}/")
                            check(f"URLs wrap between their parts, {label} {name}, {width} px, {scheme}",
                                  driver.execute_script(FACTS_FIT) + cut_words(driver, '.facts th, .facts td a[href^="http"], .facts td code'))
    finally:
        driver.quit()
    tally.finish()


if __name__ == "__main__":
    main()
