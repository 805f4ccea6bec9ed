#!/usr/bin/env python3
"""Check the default theme's light, dark and system switch in a real browser, offline.

Serves a built site on 127.0.0.1 and opens it in headless Chromium (selenium, Debian's
chromedriver), with the system's colour scheme emulated (prefers-color-scheme), and checks that:
- with nothing chosen, the page follows the system, light and dark;
- the switch is a button that Tab reaches, with a visible focus ring and an aria-label naming
  the theme; pressing it while the system is light makes the page dark, code blocks too, and
  the choice survives a reload and a link to another page; light chosen wins over a dark system;
  the third press goes back to the system's and forgets the choice;
- no flash: with dark chosen and the system light, the page's background is dark at the first
  animation frame (before the first paint) and at DOMContentLoaded, recorded by a script
  Chromium runs as each document starts;
- every colour of every element of each kind of page is the same with dark chosen on a light
  system as with the system dark and nothing chosen, and the same for light: a dark-mode rule
  written only in a prefers-color-scheme media query would not follow the switch;
- with JavaScript off the switch is not shown and the system's scheme applies, whatever was chosen.

Usage: check_theme_switch.py SITE_DIR
Ends with "theme switch: N passed, M failed".
"""

import os
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Tally, chromium, emulate, serve
from check_backgrounds import expected_color

LIGHT, DARK = expected_color("#ffffff"), expected_color("#0d1117")
CODE_LIGHT, CODE_DARK = expected_color("#f6f8fa"), expected_color("#161b22")
KEY = "imprint-theme"
POST = "/2019/11/notarizing-a-command-line-tool/"
PAGES = ["/", POST, "/2024/03/the-statusitemkit-talk/", "/projects/statusitemkit/", "/projects/", "/license/",
         "/archive/", "/tags/macos/", "/tags/", "/404.html"]

# Runs as each document starts, before its own scripts: the theme on <html> when the parser
# makes <body> (nothing of the page can be painted before), and the body's background at the
# first animation frame (the one before the first paint) and at DOMContentLoaded.
RECORD_FIRST_FRAME = """
window.__first = {};
function __record(moment) {
  window.__first[moment] = document.body ? getComputedStyle(document.body).backgroundColor : "no body";
}
new MutationObserver(function (changes, observer) {
  if (!document.body) return;
  window.__first["theme at <body>"] = document.documentElement.getAttribute("data-theme");
  observer.disconnect();
}).observe(document, {childList: true, subtree: true});
requestAnimationFrame(function () { __record("first frame"); });
document.addEventListener("DOMContentLoaded", function () { __record("DOMContentLoaded"); });
"""

# The colours of every element of the page, in document order.
COLOURS = """
return [...document.querySelectorAll('*')].map(e => {
  const s = getComputedStyle(e);
  return [e.tagName + (e.className && e.className.baseVal === undefined ? '.' + e.className : ''),
          s.color, s.backgroundColor, s.borderTopColor, s.borderLeftColor, s.outlineColor, s.fill, s.stroke];
});
"""


def background(driver, selector="body"):
    return driver.execute_script("return getComputedStyle(document.querySelector(arguments[0])).backgroundColor;", selector)


def press_the_switch(driver, check):
    """Tab to the switch of a post on a light system with nothing chosen, and press it three times."""

    def switch():
        return driver.find_element(By.CSS_SELECTOR, ".theme-switch button")

    check("its label names the theme: system", switch().get_attribute("aria-label") == "Theme: system", switch().get_attribute("aria-label"))
    for _ in range(30):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        if driver.execute_script("return document.activeElement === arguments[0];", switch()):
            break
    check("Tab reaches the switch", driver.execute_script("return document.activeElement === arguments[0];", switch()))
    outline = driver.execute_script("const s = getComputedStyle(document.activeElement); return [s.outlineStyle, s.outlineWidth];")
    check("the focused switch shows a focus ring", outline[0] != "none" and float(outline[1].rstrip("px")) >= 2, outline)
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    check("pressed on a light system, the page is dark", background(driver) == DARK, background(driver))
    check("code blocks are dark too", background(driver, "pre.highlight") == CODE_DARK, background(driver, "pre.highlight"))
    check("its label names the theme: dark", switch().get_attribute("aria-label") == "Theme: dark", switch().get_attribute("aria-label"))
    check("the choice is stored", driver.execute_script("return localStorage.getItem(arguments[0]);", KEY) == "dark")
    driver.refresh()
    check("dark survives a reload", background(driver) == DARK, background(driver))
    driver.find_element(By.CSS_SELECTOR, ".site-header a[href$='/archive/']").click()
    check("dark survives a link to another page", driver.current_url.endswith("/archive/") and background(driver) == DARK,
          (driver.current_url, background(driver)))
    switch().click()
    check("the second press: light", background(driver) == LIGHT and switch().get_attribute("aria-label") == "Theme: light",
          (background(driver), switch().get_attribute("aria-label")))
    switch().click()
    check("the third press: the system's again, and the choice is forgotten",
          switch().get_attribute("aria-label") == "Theme: system"
          and driver.execute_script("return localStorage.getItem(arguments[0]);", KEY) is None)


def main():
    site = os.path.abspath(sys.argv[1])
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    driver = chromium()
    tally = Tally("theme switch")
    check = tally.check

    def choose(choice, scheme):
        """Open the home page with `choice` stored (None: nothing) and the system `scheme`."""
        emulate(driver, 1280, scheme)
        driver.get(base + "/")
        if choice is None:
            driver.execute_script("localStorage.removeItem(arguments[0]);", KEY)
        else:
            driver.execute_script("localStorage.setItem(arguments[0], arguments[1]);", KEY, choice)

    try:
        for scheme, colour in (("light", LIGHT), ("dark", DARK)):
            choose(None, scheme)
            driver.get(base + POST)
            check(f"nothing chosen, system {scheme}: the page is {scheme}", background(driver) == colour, background(driver))
            check(f"nothing chosen, system {scheme}: code is {scheme}",
                  background(driver, "pre.highlight") == (CODE_LIGHT if scheme == "light" else CODE_DARK), background(driver, "pre.highlight"))

        choose(None, "light")
        driver.get(base + POST)
        shown = [button for button in driver.find_elements(By.CSS_SELECTOR, ".theme-switch button") if button.is_displayed()]
        check("the switch is shown", shown)
        if shown:
            press_the_switch(driver, check)
        choose("light", "dark")
        driver.get(base + POST)
        check("light chosen on a dark system: the page is light", background(driver) == LIGHT, background(driver))
        check("light chosen on a dark system: code is light", background(driver, "pre.highlight") == CODE_LIGHT, background(driver, "pre.highlight"))

        choose("dark", "light")
        recorder = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_FIRST_FRAME})
        for path in (POST, "/projects/"):
            driver.get(base + path)
            first = driver.execute_script("return window.__first;")
            check(f"no flash: dark chosen, system light, {path} is dark from <body> on, at its first frame and at DOMContentLoaded",
                  first == {"theme at <body>": "dark", "first frame": DARK, "DOMContentLoaded": DARK}, first)
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": recorder["identifier"]})

        for chosen, system in (("dark", "light"), ("light", "dark")):
            for path in PAGES:
                choose(None, chosen)
                driver.get(base + path)
                expected = driver.execute_script(COLOURS)
                choose(chosen, system)
                driver.get(base + path)
                actual = driver.execute_script(COLOURS)
                differences = [(e, a) for e, a in zip(expected, actual) if e[1:] != a[1:]][:3]
                check(f"{chosen} chosen on a {system} system looks like a {chosen} system, {path}",
                      len(expected) == len(actual) and not differences, differences or (len(expected), len(actual)))

        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        for scheme, colour in (("light", LIGHT), ("dark", DARK)):
            emulate(driver, 1280, scheme)
            driver.get(base + POST)
            check(f"without JavaScript, system {scheme}: the page is {scheme}, whatever was chosen", background(driver) == colour, background(driver))
            check(f"without JavaScript, system {scheme}: the switch is not shown",
                  not any(e.is_displayed() for e in driver.find_elements(By.CSS_SELECTOR, ".theme-switch")))
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    finally:
        driver.quit()
        server.shutdown()
    tally.finish()


if __name__ == "__main__":
    main()
