#!/usr/bin/env python3
"""Check in a real browser, offline, that a comment service loads only when the reader asks.

Serves the `comments` snapshot under /blog/ on 127.0.0.1 and opens its posts in headless
Chromium (selenium, Debian's chromedriver), with requests to every other host blocked (so none
leaves the machine) and logged. On load, a post must request nothing from another host, show its
archive, the "Show comments" button (hidden without JavaScript) and a link to the discussion.
A click must then request giscus's script with the site's settings; on the post with a toot, a
click must ask the toot's server for its replies, and say so when it cannot get them.

Usage: check_comments.py SNAPSHOT_DIR
Ends with "browser: N passed, M failed".
"""

import os
import sys
import tempfile
import time

from selenium.webdriver.common.by import By

from browser import Tally, chromium, serve
from check_embeds import foreign_requests

THREAD = "/blog/2011/10/a-long-thread/"
TOOT = "/blog/2012/01/replies-on-mastodon/"
CLOSED = "/blog/2012/02/closed/"


def main():
    snapshot = os.path.abspath(sys.argv[1])
    root = tempfile.mkdtemp(prefix="imprint-comments-")
    os.symlink(snapshot, os.path.join(root, "blog"))
    server = serve(root)
    port = server.server_address[1]
    driver = chromium(window="1000,800", logs=True)
    tally = Tally("browser")
    check = tally.check

    def click_show(driver):
        button = driver.find_element(By.CSS_SELECTOR, ".comments-load")
        driver.execute_script("arguments[0].scrollIntoView(); arguments[0].click();", button)
        time.sleep(1)
        return button

    try:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*giscus*", "*utteranc*", "*mastodon*", "*github*"]})
        driver.get(f"http://127.0.0.1:{port}{THREAD}")
        time.sleep(1)
        loaded = foreign_requests(driver, port)
        check("a post with comments requests nothing from another host on load", loaded == [], loaded)
        comments = driver.find_elements(By.CSS_SELECTOR, ".comment-list > li.comment")
        check("its archive shows all 200 comments", len(comments) == 200, len(comments))
        deepest = driver.find_elements(By.CSS_SELECTOR, ".comment.indent-4")
        check("threads go five deep", len(deepest) == 40, len(deepest))
        button = driver.find_element(By.CSS_SELECTOR, ".comments-load")
        check("with JavaScript, the Show comments button and its note are shown", button.is_displayed()
              and driver.find_element(By.CSS_SELECTOR, ".comments-host").is_displayed())
        link = driver.find_element(By.CSS_SELECTOR, ".comments-link").get_attribute("href")
        check("the link for readers without JavaScript leads to the repository's discussions",
              link.startswith("https://github.com/ada/blog-comments/discussions?"), link)
        click_show(driver)
        clicked = foreign_requests(driver, port)
        check("a click, and only a click, asks giscus for its script (blocked here)",
              clicked == ["https://giscus.app/client.js"], clicked)
        script = driver.find_elements(By.CSS_SELECTOR, "script[src='https://giscus.app/client.js']")
        settings = script[0].get_attribute("data-repo-id") if script else None
        check("the script carries the site's giscus settings", settings == "R_kgDOExample", settings)

        driver.get(f"http://127.0.0.1:{port}{TOOT}")
        time.sleep(1)
        loaded = foreign_requests(driver, port)
        check("a post with a toot requests nothing from Mastodon on load", loaded == [], loaded)
        click_show(driver)
        clicked = foreign_requests(driver, port)
        check("a click asks the toot's server for its replies",
              clicked == ["https://mastodon.example/api/v1/statuses/109876543210/context"], clicked)
        status = driver.find_element(By.CSS_SELECTOR, ".comments-status").text
        check("and says so when it cannot get them", "could not be loaded" in status, status)

        driver.get(f"http://127.0.0.1:{port}{CLOSED}")
        time.sleep(1)
        check("with comments: false, the archive stays and no service is offered",
              len(driver.find_elements(By.CSS_SELECTOR, ".comment")) == 1
              and driver.find_elements(By.CSS_SELECTOR, ".comments-load") == []
              and foreign_requests(driver, port) == [])
        body = driver.find_element(By.CSS_SELECTOR, ".comment-body").get_attribute("innerHTML")
        check("a commenter's script is text, not a script",
              "&lt;script&gt;" in body and driver.find_elements(By.CSS_SELECTOR, ".comment-body script") == [], body)
    finally:
        driver.quit()
        server.shutdown()
    tally.finish()


if __name__ == "__main__":
    main()
