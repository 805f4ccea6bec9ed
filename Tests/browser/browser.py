"""What the browser checks share: a built site served on 127.0.0.1, headless Chromium through Debian's
chromedriver (offline: selenium fetches nothing), a page emulated at a width and colour scheme, and the
tally that ends each check with "LABEL: N passed, M failed".
"""

import contextlib
import functools
import http.server
import os
import sys
import tempfile
import threading

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

os.environ["SE_OFFLINE"] = "true"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(root):
    """A server of the folder `root` on a free port of 127.0.0.1, running until `shutdown()`."""
    handler = functools.partial(QuietHandler, directory=root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@contextlib.contextmanager
def served(site, base_path=""):
    """The address of the built `site` on 127.0.0.1, under `base_path` (like "blog") when its
    base_url puts it there: the server's root then holds only a link of that name to the site."""
    base_path = base_path.strip("/")
    root = tempfile.mkdtemp(prefix="imprint-browser-") if base_path else site
    if base_path:
        os.symlink(os.path.abspath(site), os.path.join(root, base_path))
    server = serve(root)
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}" + (f"/{base_path}" if base_path else "")
    finally:
        server.shutdown()
        if base_path:
            os.unlink(os.path.join(root, base_path))
            os.rmdir(root)


def chromium(*arguments, window="1280,900", logs=False):
    """Headless Chromium, `window` pixels, with scroll bars hidden; `logs` keeps the network log."""
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={window}", "--hide-scrollbars", *arguments):
        options.add_argument(argument)
    if logs:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def emulate(driver, width, scheme, height=800):
    """A screen `width` pixels wide (a phone's below 600) whose system colour scheme is `scheme`."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


class Tally:
    """The checks of one script: each printed as it is made, the count at the end."""

    def __init__(self, label):
        self.label = label
        self.results = []

    def problems(self, name, problems):
        """A check that passes when `problems` (lines to print) is empty."""
        self.results.append(not problems)
        print(f"  {'ok  ' if not problems else 'FAIL'} {name}" + "".join(f"\n         {p}" for p in problems))

    def check(self, name, ok, detail=""):
        """A check that passes when `ok`; `detail` says what was seen when it fails."""
        self.results.append(bool(ok))
        print(f"  {'ok  ' if ok else 'FAIL'} {name}{'' if ok else ': ' + str(detail)}")

    def finish(self):
        passed = sum(self.results)
        print(f"{self.label}: {passed} passed, {len(self.results) - passed} failed")
        sys.exit(0 if all(self.results) else 1)


def sideways_scroll(driver):
    """The page's sideways scroll, as a problem to print: none when it fits its window."""
    wide, window = driver.execute_script("return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    return [] if wide <= window else [f"scrollWidth {wide} > {window}"]


# The words of the elements a selector names that are cut across lines. A text may wrap at its
# spaces, after its hyphens and before the `/`, `.`, `?`, `#`, `&`, `=`, `_` and `~` that part an
# address (where `BreakableURL` puts its `<wbr>`s); a part longer than its box's line has to be cut.
CUT_WORDS = """
const problems = [];
for (const element of document.querySelectorAll(arguments[0])) {
  const box = element.closest('pre, td, th, dd, li, p') || element, style = getComputedStyle(box);
  const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const piece of node.textContent.matchAll(/[\/.?#&=_~]?[^ \/.?#&=_~-]+-?/g)) {
      const range = document.createRange();
      range.setStart(node, piece.index);
      range.setEnd(node, piece.index + piece[0].length);
      const rects = [...range.getClientRects()].filter(r => r.width > 0);
      const lines = new Set(rects.map(r => Math.round(r.top)));
      // A word longer than a whole line has to be cut.
      if (lines.size > 1 && rects.reduce((sum, r) => sum + r.width, 0) <= room) problems.push(`"${piece[0]}" of "${node.textContent}" is cut across ${lines.size} lines`);
    }
  }
}
return problems;
"""


def cut_words(driver, selector):
    """The words cut in two across lines in what `selector` names, as problems to print."""
    return driver.execute_script(CUT_WORDS, selector)
