#!/usr/bin/env python3
"""Compare screenshots of the default theme with the checked-in pictures, so every visual change is seen.

Serves a built site on 127.0.0.1 and opens each kind of page (home, a post with code and embeds, a
project, the projects, the license, the archive and a tag) in headless Chromium (selenium, Debian's
chromedriver) at 320, 375 and 1280 pixels wide, in light and in dark mode (prefers-color-scheme,
emulated), with requests to any other host blocked. Before each picture: device scale 1, no
scrollbars, no animations or transitions, no caret, every image loaded (lazy ones too) and decoded,
the fonts ready. The picture is the whole page, cut at HEIGHT_CAP pixels, and must match
REFERENCE_DIR/<page>-<width>-<scheme>.png within the tolerance of screenshot_images.py. A picture
that does not match is written to OUT_DIR with a diff image (the reference in grey, the differences
in red, in pale red what only one of them covers), and both paths are printed.

IMPRINT_RECORD=1 writes the pictures to REFERENCE_DIR instead (and removes references of pages no
longer taken): read the change with `git diff --stat` and look at the new pictures before committing.

Usage: check_screenshots.py SITE_DIR REFERENCE_DIR [OUT_DIR]   (OUT_DIR defaults to imprint-screenshots in /tmp)
Ends with "screenshots: N passed, M failed".
"""

import glob
import io
import os
import sys
import tempfile

from PIL import Image

from browser import chromium, emulate, serve
from screenshot_images import diff_image, mismatch, save_small

PAGES = {
    "home": "/",
    "post": "/2024/03/the-statusitemkit-talk/",
    "project": "/projects/statusitemkit/",
    "projects": "/projects/",
    "license": "/license/",
    "archive": "/archive/",
    "tag": "/tags/macos/",
}
WIDTHS = (320, 375, 1280)
SCHEMES = ("light", "dark")
HEIGHT_CAP = 3000

# Stills the page and waits until it is drawn whole: what moves, blinks or arrives late must not
# reach the picture.
SETTLE = """
const done = arguments[arguments.length - 1];
if (!document.getElementById('still')) {
  const style = document.createElement('style');
  style.id = 'still';
  style.textContent = '*, *::before, *::after { animation: none !important; transition: none !important;'
    + ' caret-color: transparent !important; scroll-behavior: auto !important; }';
  document.head.append(style);
}
document.activeElement?.blur();
window.scrollTo(0, 0);
for (const image of document.images) image.loading = 'eager';
Promise.all([document.fonts.ready, ...Array.from(document.images, image => image.decode().catch(() => null))])
  .then(() => requestAnimationFrame(() => requestAnimationFrame(() =>
    done(Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)))));
"""


SHOTS = [(f"{name}-{width}-{scheme}", path, width, scheme)
         for name, path in PAGES.items() for width in WIDTHS for scheme in SCHEMES]


def take(driver, url, width, scheme):
    """The page at `url`, whole up to HEIGHT_CAP: the window is made as tall as the page, then drawn."""
    emulate(driver, width, scheme)
    driver.get(url)
    height = min(driver.execute_async_script(SETTLE), HEIGHT_CAP)
    emulate(driver, width, scheme, height)
    driver.execute_async_script(SETTLE)
    return Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")


def start_browser():
    driver = chromium("--force-device-scale-factor=1", "--force-color-profile=srgb", "--font-render-hinting=none",
                      "--disable-lcd-text", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1")
    driver.set_script_timeout(60)
    return driver


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    site, references = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    out = os.path.abspath(sys.argv[3]) if len(sys.argv) == 4 else os.path.join(tempfile.gettempdir(), "imprint-screenshots")
    recording = os.environ.get("IMPRINT_RECORD") == "1"
    os.makedirs(references, exist_ok=True)
    expected = {os.path.join(references, shot + ".png") for shot, *_ in SHOTS}
    stale = sorted(set(glob.glob(os.path.join(references, "*.png"))) - expected)
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    driver = start_browser()
    results = []
    try:
        for shot, path, width, scheme in SHOTS:
            picture = take(driver, base + path, width, scheme)
            reference = os.path.join(references, shot + ".png")
            if recording:
                save_small(picture, reference)
                continue
            problem = compare(picture, reference, os.path.join(out, shot))
            results.append(problem is None)
            print(f"  {'ok  ' if problem is None else 'FAIL'} {shot}" + (f"\n         {problem}" if problem else ""))
    finally:
        driver.quit()
        server.shutdown()
    if recording:
        for path in stale:
            os.remove(path)
        size = sum(os.path.getsize(path) for path in expected)
        print(f"screenshots: recorded {len(expected)} in {references} ({size / 1024:,.0f} KB), removed {len(stale)} stale")
        return
    for path in stale:
        results.append(False)
        print(f"  FAIL {os.path.basename(path)} is the reference of no page taken (IMPRINT_RECORD=1 removes it)")
    print(f"screenshots: {sum(results)} passed, {len(results) - sum(results)} failed")
    sys.exit(0 if all(results) else 1)


def compare(picture, reference, stem):
    """None when `picture` matches the reference file; else what differs, with the paths of the new
    picture and of the diff image written beside `stem`."""
    if not os.path.exists(reference):
        os.makedirs(os.path.dirname(stem), exist_ok=True)
        picture.save(stem + ".png")
        return f"no reference {reference} (IMPRINT_RECORD=1 records it); new: {stem}.png"
    with Image.open(reference) as expected:
        expected = expected.convert("RGB")
    problem, mask = mismatch(picture, expected)
    if problem is None:
        return None
    os.makedirs(os.path.dirname(stem), exist_ok=True)
    picture.save(stem + ".png")
    diff_image(picture, expected, mask).save(stem + "-diff.png")
    return f"{problem}\n         new: {stem}.png\n         diff: {stem}-diff.png"


if __name__ == "__main__":
    main()
