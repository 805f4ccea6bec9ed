#!/usr/bin/env python3
"""Images, as `make bench` measures them: Imprint's first build of a site with 200 screenshot-
sized PNGs and JPEGs, its rebuild with the cache, the same site without images, the same site
with its images published as they are (`images.resize: false`: the same originals and pages,
no copies), and the same resizes done by the `vips` command-line tool (the floor), in one run,
as ratios.

The images are generated (vips draws them), never committed: 100 PNG screenshots with large
flat areas and text, 100 JPEG photos of blurred noise, 1,000 to 2,400 pixels wide, ten to a post.
Everything is on /dev/shm when it exists, so that the disk's drift stays out of the figures.
The floor is libvips's own vipsthumbnail, one process per width and format over all the
images, as many at once as there are cores, with Imprint's savers and options (the same widths,
WebP of every size), so both do the same encodes.

Usage: images.py IMPRINT_BINARY THEME_DIR [ROUNDS]
"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

WIDTHS = [400, 800, 1200]
SAVERS = {"png": ".png[compression=9,strip]", "jpg": ".jpg[Q=82,optimize_coding,strip]", "webp": ".webp[Q=80,strip]"}


def run(command, **kwargs):
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kwargs)


def make_images(folder, count):
    """(name, width) of each image made in folder."""
    os.makedirs(folder)
    made = []
    for index in range(count):
        width = 1000 + (index * 137) % 1400
        height = width * 5 // 8
        scratch = os.path.join(folder, "scratch.v")
        if index % 2 == 0:
            name = f"shot-{index:03}.png"
            run(["vips", "black", scratch, str(width), str(height), "--bands", "3"])
            run(["vips", "linear", scratch, scratch + "2.v", "1 1 1", f"{200 + index % 40} 220 240"])
            run(["vips", "text", scratch + "t.v", f"Screen {index}: settings, lists and a popover", "--dpi", "300"])
            run(["vips", "embed", scratch + "t.v", scratch + "t2.v", "60", str(height // 3), str(width), str(height)])
            run(["vips", "linear", scratch + "t2.v", scratch + "t3.v", "0.8", "0"])
            run(["vips", "subtract", scratch + "2.v", scratch + "t3.v", scratch + "s.v"])
            run(["vips", "cast", scratch + "s.v", os.path.join(folder, name), "uchar"])
        else:
            name = f"photo-{index:03}.jpg"
            run(["vips", "gaussnoise", scratch, str(width), str(height), "--mean", "128", "--sigma", "50"])
            run(["vips", "gaussblur", scratch, scratch + "b.v", "3"])
            run(["vips", "cast", scratch + "b.v", scratch + "c.v", "uchar"])
            run(["vips", "bandjoin_const", scratch + "c.v", os.path.join(folder, name) + "[Q=88]", "110 90"])
        made.append((name, width))
    for leftover in os.listdir(folder):
        if leftover.endswith(".v"):
            os.remove(os.path.join(folder, leftover))
    return made


def make_site(root, images, with_images, resize=True):
    shutil.copytree(os.path.join(os.path.dirname(__file__), "..", "content"), os.path.join(root, "content"))
    if not resize:
        config = os.path.join(root, "content", "site.yml")
        with open(config) as file:
            text = file.read()
        with open(config, "w") as file:
            file.write(text.replace("images:\n", "images:\n  resize: false\n", 1))
    posts = os.path.join(root, "content", "posts")
    for start in range(0, len(images), 10):
        lines = [f"![Screen {name}](/assets/shots/{name})" for name, _ in images[start:start + 10]] if with_images else []
        body = "\n\n".join(["Screens of this release, each in the sizes a reader's screen needs."] + lines)
        with open(os.path.join(posts, f"2030-01-{start // 10 + 1:02}-screens-{start}.md"), "w") as file:
            file.write(f"---\ntitle: Screens {start}\ndate: 2030-01-{start // 10 + 1:02}\n---\n{body}\n")


def imprint_build(binary, theme, site, output, cache=True):
    command = [binary, "build", "--quiet", "--future", "--source", site, "--theme", theme, "--output", output]
    start = time.perf_counter()
    run(command + ([] if cache else ["--no-cache"]))
    return time.perf_counter() - start


def vips_floor(images, source, target):
    """The same copies, made by vipsthumbnail: one process per width and format, each over every
    image wider than that width, in as many processes at once as there are cores; it decodes
    each image once per copy, as Imprint does, without its cost of starting per image."""
    os.makedirs(target)
    jobs, copies = [], 0
    for saver_extension in ("png", "jpg", "webp"):
        for w in WIDTHS + [None]:
            files = [os.path.join(source, name) for name, width in images
                     if (w is None or w < width) and (saver_extension == "webp" or name.endswith("." + saver_extension)) and (w is not None or saver_extension == "webp")]
            if not files:
                continue
            copies += len(files)
            size = f"{w}x>" if w else "100000x>"
            output = os.path.join(target, f"%s-{w or 'full'}w{SAVERS[saver_extension]}")
            for part in range(os.cpu_count()):
                share = files[part::os.cpu_count()]
                if share:
                    jobs.append(["vipsthumbnail", "--vips-concurrency=1", "-s", size, "-o", output] + share)
    start = time.perf_counter()
    running = [subprocess.Popen(job, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for job in jobs[:os.cpu_count()]]
    for job in jobs[os.cpu_count():]:
        running.pop(0).wait()
        running.append(subprocess.Popen(job, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    for process in running:
        process.wait()
    return time.perf_counter() - start, copies


def main():
    binary, theme = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    base = tempfile.mkdtemp(prefix="imprint-images-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    try:
        images = make_images(os.path.join(base, "images"), 200)
        with_images, without, as_is = os.path.join(base, "with"), os.path.join(base, "without"), os.path.join(base, "as-is")
        make_site(with_images, images, True)
        make_site(without, images, False)
        make_site(as_is, images, True, resize=False)
        for site in (with_images, as_is):
            shutil.copytree(os.path.join(base, "images"), os.path.join(site, "content", "assets", "shots"))
        first, cached, plain, unresized, floor = [], [], [], [], []
        for round in range(rounds):
            shutil.rmtree(os.path.join(with_images, ".imprint-cache"), ignore_errors=True)
            first.append(imprint_build(binary, theme, with_images, os.path.join(base, f"out-first-{round}")))
            # Rebuilds are short: alternate them, a few of each, after one of the site without images to warm it.
            imprint_build(binary, theme, without, os.path.join(base, f"out-warm-{round}"))
            for repeat in range(5):
                cached.append(imprint_build(binary, theme, with_images, os.path.join(base, f"out-cached-{round}-{repeat}")))
                plain.append(imprint_build(binary, theme, without, os.path.join(base, f"out-plain-{round}-{repeat}")))
                unresized.append(imprint_build(binary, theme, as_is, os.path.join(base, f"out-as-is-{round}-{repeat}")))
            seconds, copies = vips_floor(images, os.path.join(base, "images"), os.path.join(base, f"vips-{round}"))
            floor.append(seconds)
        made = sum(1 for _, _, files in os.walk(os.path.join(base, "out-first-0")) for name in files if "w." in name)
        first_s, cached_s, plain_s, as_is_s, floor_s = (statistics.median(x) for x in (first, cached, plain, unresized, floor))
        print(f"images: 200 ({sum(1 for n, _ in images if n.endswith('.png'))} PNG, {sum(1 for n, _ in images if n.endswith('.jpg'))} JPEG), "
              f"{copies} copies encoded by each, {made} kept by Imprint (lighter than the image), median of {rounds} rounds (rebuilds: of {len(cached)}, in turn), {os.cpu_count()} cores")
        print(f"  first build (makes every copy)     {first_s:7.2f} s")
        print(f"  vips CLI, the same copies          {floor_s:7.2f} s   first build / vips = {first_s / floor_s:.2f} (aim: at most 1.5)")
        print(f"  rebuild with the cache             {cached_s:7.2f} s")
        print(f"  the same site without images       {plain_s:7.2f} s   cached rebuild adds {100 * (cached_s - plain_s) / plain_s:+.1f}% (aim: under 5%)")
        print(f"  its images as they are (no copies) {as_is_s:7.2f} s   cached rebuild adds {100 * (cached_s - as_is_s) / as_is_s:+.1f}% (the copies' own cost)")
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
