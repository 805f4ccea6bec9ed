#!/usr/bin/env python3
"""Check the generated multiple backgrounds in a real browser, offline.

Serves a built site on 127.0.0.1, opens it in headless Chromium through selenium and Debian's
chromedriver, and checks with getComputedStyle that every element declared in site.yml's
`backgrounds` has the declared number of layers, its fallback colour, and images that load.
Saves a screenshot of the first declared element.

Usage: check_backgrounds.py SITE_DIR SITE_YML SCREENSHOT.png
Ends with "browser: N passed, M failed".
"""

import os
import sys

import yaml
from selenium.webdriver.common.by import By

from browser import chromium, serve

COUNT_LAYERS = """
const value = getComputedStyle(arguments[0]).backgroundImage;
let depth = 0, layers = 1;
for (const c of value) { if (c === '(') depth++; else if (c === ')') depth--; else if (c === ',' && depth === 0) layers++; }
return [layers, value, getComputedStyle(arguments[0]).backgroundColor];
"""

LOADS = """
const done = arguments[arguments.length - 1];
Promise.all(arguments[0].map(u => fetch(u).then(r => r.status).catch(() => 0))).then(done);
"""


def expected_color(value):
    """The rgb() text Chromium reports for a #rrggbb or #rgb fallback."""
    digits = value.lstrip("#")
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    return "rgb({}, {}, {})".format(*(int(digits[i:i + 2], 16) for i in (0, 2, 4)))


def main():
    site, site_yml, screenshot = sys.argv[1:4]
    with open(site_yml, encoding="utf-8") as handle:
        rules = yaml.safe_load(handle).get("backgrounds") or []
    server = serve(site)
    driver = chromium(window="900,600")
    passed = failed = 0
    try:
        driver.get(f"http://127.0.0.1:{server.server_port}/")
        for rule in rules:
            problems = []
            elements = driver.find_elements(By.CSS_SELECTOR, rule["selector"])
            if not elements:
                problems.append("no element on the home page")
            else:
                layers, value, color = driver.execute_script(COUNT_LAYERS, elements[0])
                if layers != len(rule["layers"]):
                    problems.append(f"{layers} layers, declared {len(rule['layers'])}: {value}")
                if "fallback" in rule and rule["fallback"].startswith("#") and color != expected_color(rule["fallback"]):
                    problems.append(f"background-color {color}, declared {rule['fallback']}")
                urls = [part.split('"')[1] for part in value.split("url(")[1:]]
                statuses = driver.execute_async_script(LOADS, urls)
                problems += [f"{url} answered {status}" for url, status in zip(urls, statuses) if status != 200]
            for problem in problems:
                print(f"{rule['selector']}: {problem}")
            passed, failed = (passed, failed + 1) if problems else (passed + 1, failed)
        if rules and driver.find_elements(By.CSS_SELECTOR, rules[0]["selector"]):
            os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
            driver.find_element(By.CSS_SELECTOR, rules[0]["selector"]).screenshot(screenshot)
            print(f"screenshot of {rules[0]['selector']}: {screenshot}")
    finally:
        driver.quit()
        server.shutdown()
    if not rules:
        print("no backgrounds declared")
        failed += 1
    print(f"browser: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
