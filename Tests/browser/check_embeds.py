#!/usr/bin/env python3
"""Check in a real browser, offline, that embeds make no request to another host until clicked.

Serves the `embeds` snapshot under /blog/ on 127.0.0.1 and opens its post with a YouTube and a
Vimeo video, Speaker Deck and SlideShare slides, a CodePen pen, a post on X, gists, a video
file, a figure and an App Store link in headless Chromium (selenium, Debian's chromedriver),
with requests to every other host blocked (so none leaves the machine) and logged. On load, the
page must request nothing from another host; the facades must be links to what they show (what
a reader without JavaScript follows). A click on the YouTube facade must put the no-cookie
player in its place (its request is the first to another host), and a click on each of the
others its player. A facade whose `data-embed` is no player of the theme's (`javascript:`, another host) must
make no frame and run nothing on a click. The post that opts in to a gist's script must request
exactly that script.

Usage: check_embeds.py SNAPSHOT_DIR
Ends with "browser: N passed, M failed".
"""

import json
import os
import sys
import tempfile
import time
from urllib.parse import urlparse

from selenium.webdriver.common.by import By

from browser import Tally, chromium, serve

EMBEDS = "/blog/2015/04/embeds/"
GIST_SCRIPT = "/blog/2015/04/gist-script/"


def foreign_requests(driver, port):
    """The URLs of requests the page made to hosts other than the preview server, since the last call."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            parsed = urlparse(url)
            if parsed.scheme in ("http", "https") and (parsed.hostname, parsed.port) != ("127.0.0.1", port):
                urls.append(url)
    return urls


# `data-embed` values that are no player of the theme's: imported HTML may hold them.
HOSTILE_EMBEDS = [
    "javascript:top.ran=1",
    " JaVa\tScRiPt:top.ran=1",
    "data:text/html,<script>top.ran=1</script>",
    "https://evil.example/",
    "https://www.youtube-nocookie.com.evil.example/embed/x",
    "https://www.youtube-nocookie.com/embed/../../evil",
    "http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    "//player.vimeo.com/video/1",
]


def check_hostile_embeds(driver, port, check):
    """A facade whose data-embed is not a player of the theme's loads nothing and runs nothing on a click."""
    driver.get(f"http://127.0.0.1:{port}{EMBEDS}")
    time.sleep(0.5)
    foreign_requests(driver, port)
    loaded = []
    for source in HOSTILE_EMBEDS:
        driver.execute_script(
            "var embed = document.createElement('div'); embed.className = 'embed hostile';"
            "embed.setAttribute('data-embed', arguments[0]);"
            "embed.innerHTML = '<a class=\"embed-facade\" href=\"#hostile\">Play</a>';"
            "document.querySelector('main').append(embed);"
            "embed.firstChild.click();", source)
        time.sleep(0.3)
        loaded += [frame.get_attribute("src") for frame in driver.find_elements(By.CSS_SELECTOR, ".hostile iframe")]
        driver.execute_script("document.querySelector('.hostile').remove();")
    check("a data-embed that is no player of the theme's makes no frame on a click", loaded == [], loaded)
    check("and runs no script in the site's origin", driver.execute_script("return window.ran") is None)
    requested = foreign_requests(driver, port)
    check("nor asks another host", requested == [], requested)


def main():
    snapshot = os.path.abspath(sys.argv[1])
    root = tempfile.mkdtemp(prefix="imprint-embeds-")
    os.symlink(snapshot, os.path.join(root, "blog"))
    server = serve(root)
    port = server.server_address[1]
    driver = chromium(window="1000,800", logs=True)
    tally = Tally("browser")
    check = tally.check

    try:
        driver.execute_cdp_cmd("Network.enable", {})
        # Nothing may leave the machine: the hosts embeds use are blocked, and still logged.
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": [
            "*youtube*", "*vimeo*", "*github*", "*apple.com*", "*ytimg*", "*google*", "*gstatic*", "*.example*", "*codepen*",
            "*speakerdeck*", "*slideshare*", "*twitter*", "*x.com*", "*twimg*"]})
        driver.get(f"http://127.0.0.1:{port}{EMBEDS}")
        time.sleep(1)
        loaded = foreign_requests(driver, port)
        check("the page with embeds requests nothing from another host on load", loaded == [], loaded)
        facades = driver.find_elements(By.CSS_SELECTOR, ".embed-facade")
        check("six facades: two videos, slides twice, a pen and a post", len(facades) == 6, len(facades))
        hrefs = [facade.get_attribute("href") for facade in facades]
        check("without JavaScript, each facade links to what it shows", hrefs == [
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "https://vimeo.com/76979871",
            "https://speakerdeck.com/player/4f2a1e0b9c8d7e6f", "https://www.slideshare.net/slideshow/embed_code/key/AbCdEf123456",
            "https://codepen.io/ada/pen/xYzAbC", "https://x.com/ada/status/1234567890123456789"], hrefs)
        check("no iframe before a click", driver.find_elements(By.TAG_NAME, "iframe") == [])
        video = driver.find_element(By.CSS_SELECTOR, "figure.video video")
        check("the local video has controls and does not autoplay",
              video.get_attribute("controls") is not None and video.get_attribute("autoplay") is None)
        image = driver.find_element(By.CSS_SELECTOR, "figure img")
        size = driver.execute_script("return [arguments[0].getAttribute('width'), arguments[0].getAttribute('height')];", image)
        check("the figure's image has its size, a @2x file at half", size == ["320", "200"], size)
        driver.execute_script("arguments[0].scrollIntoView(); arguments[0].click();", facades[0])
        time.sleep(0.5)
        frames = driver.find_elements(By.CSS_SELECTOR, ".embed iframe")
        source = frames[0].get_attribute("src") if frames else None
        check("a click puts the no-cookie player in the facade's place",
              source == "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42", source)
        clicked = foreign_requests(driver, port)
        check("only then does the page ask another host (blocked here)",
              any(urlparse(url).hostname == "www.youtube-nocookie.com" for url in clicked), clicked)
        for facade in facades[2:]:
            driver.execute_script("arguments[0].scrollIntoView(); arguments[0].click();", facade)
        time.sleep(0.5)
        players = [frame.get_attribute("src") for frame in driver.find_elements(By.CSS_SELECTOR, ".embed iframe")][1:]
        check("the slides, the pen and the post load their players on a click", players == [
            "https://speakerdeck.com/player/4f2a1e0b9c8d7e6f", "https://www.slideshare.net/slideshow/embed_code/key/AbCdEf123456",
            "https://codepen.io/ada/embed/xYzAbC?default-tab=result",
            "https://platform.twitter.com/embed/Tweet.html?id=1234567890123456789&dnt=true"], players)
        check_hostile_embeds(driver, port, check)
        driver.get(f"http://127.0.0.1:{port}{GIST_SCRIPT}")
        time.sleep(1)
        scripts = foreign_requests(driver, port)
        check("a gist with script=true requests its script, and nothing else",
              scripts == ["https://gist.github.com/ada/8d3a.js"], scripts)
    finally:
        driver.quit()
        server.shutdown()
    tally.finish()


if __name__ == "__main__":
    main()
