#!/usr/bin/env python3
"""Prove in a real browser that `imprint serve` reloads after an edit and shows build errors.

Runs `imprint serve` on a copy of a site, opens a post in headless Chromium (selenium with
Debian's chromedriver, offline), then:
  1. edits the post: the page must reload and show the edit;
  2. breaks the post's date: the error overlay must appear with the file, line and message;
  3. fixes it: the overlay must go away and the page reload;
  4. opens the home page and saves the post: the browser must go to the post's page;
  5. sends SIGTERM: the server must exit with status 0.

Usage: check_live_reload.py IMPRINT_BINARY SITE_DIR
Ends with "reload: N passed, M failed".
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.support.ui import WebDriverWait

from browser import chromium
POST = "content/posts/2021-05-05-a-checklist-for-releases.md"
PAGE = "/2021/05/a-checklist-for-releases/"


def start_server(binary, site):
    process = subprocess.Popen([binary, "serve", "--source", site, "--port", "0"], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 30
    while time.time() < deadline:
        line = process.stdout.readline()
        match = re.search(r"Serving at (http://\S+)", line)
        if match:
            return process, match.group(1)
    raise RuntimeError("imprint serve did not start")


def main():
    binary, source = sys.argv[1:3]
    site = tempfile.mkdtemp(prefix="imprint-live-")
    for folder in ("content", "templates"):
        shutil.copytree(os.path.join(source, folder), os.path.join(site, folder))
    post = os.path.join(site, POST)
    original = open(post, encoding="utf-8").read()
    process, url = start_server(binary, site)
    driver = chromium()
    wait = WebDriverWait(driver, 15)
    results = []

    def check(name, condition):
        try:
            wait.until(lambda d: condition(d))
            results.append((name, True))
        except Exception as error:  # a timeout: the condition never held
            results.append((name, False))
            print(f"{name}: failed ({type(error).__name__})")

    try:
        driver.get(url.rstrip("/") + PAGE)
        wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
        time.sleep(0.5)
        driver.execute_script("window.imprintMarker = 1")
        with open(post, "a", encoding="utf-8") as handle:
            handle.write("\nLive reload saw this sentence.\n")
        check("reloads after an edit", lambda d: d.execute_script("return window.imprintMarker === undefined")
              and "Live reload saw this sentence." in d.page_source)
        time.sleep(0.5)
        with open(post, "w", encoding="utf-8") as handle:
            handle.write(original.replace("date: 2021-05-05", "date: someday"))
        check("shows the error overlay", lambda d: "not a valid date" in d.execute_script(
            "var e = document.getElementById('imprint-errors'); return e ? e.textContent : ''")
            and POST + ":3:7" in d.execute_script("return document.getElementById('imprint-errors').textContent"))
        driver.execute_script("window.imprintMarker = 2")
        with open(post, "w", encoding="utf-8") as handle:
            handle.write(original)
        check("clears the overlay on the next good build", lambda d: d.execute_script(
            "return window.imprintMarker === undefined && !document.getElementById('imprint-errors')"))
        driver.get(url)
        wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
        time.sleep(0.5)
        with open(post, "a", encoding="utf-8") as handle:
            handle.write("\nSaved while the home page was open.\n")
        check("goes to the page of the post just saved", lambda d: d.current_url.endswith(PAGE)
              and "Saved while the home page was open." in d.page_source)
    finally:
        driver.quit()
        process.send_signal(signal.SIGTERM)
        try:
            status = process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            status = None
        results.append(("stops cleanly on SIGTERM", status == 0))
        if status != 0:
            print(f"stops cleanly on SIGTERM: failed (status {status})")
        shutil.rmtree(site, ignore_errors=True)
    passed = sum(1 for _, ok in results if ok)
    print(f"reload: {passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
