#!/usr/bin/env python3
"""Imprint against its floor as sites grow: 10,000 and 100,000 posts, one 50 MB post, 2,000 tags.

The floor is cmark-gfm (the C library Imprint renders with, here its command line) rendering the
same Markdown bodies in one process, with the GFM extensions Imprint turns on; `cat` of the
source files is shown beside it. Each site is built ROUNDS times alternating with the floor, into
a fresh output folder on tmpfs (/dev/shm) when there is one, so that the disk's drift drops out;
medians are reported, with Imprint's peak memory.

The 50 MB post and the 2,000-tag site are measured against what their size predicts from the
10,000-post build: its seconds per MB of Markdown for the post, its seconds per output file for
the tags. Each should stay within 3 times that.

With `--before BINARY` (an older build, such as the one before a change), that binary builds
each site too, in turn with the others in every round, and is reported beside it.

Usage: scale.py IMPRINT_BINARY THEME_DIR [ROUNDS] [POSTS ...] [--before BINARY]   (default: 3 rounds, 10000 100000)
"""

import itertools
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from compare_hugo import GENCORPUS, add_screenshots, skip_reason  # noqa: E402

EXTENSIONS = ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist", "--unsafe"]


def timed(command, stdout=subprocess.DEVNULL):
    """Wall seconds and peak memory (MB) of a command that must succeed."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=stdout, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{command[0]} failed: {process.stderr.read().decode()[-2000:]}")
    return elapsed, usage.ru_maxrss / 1024


def corpus(posts, tags, theme, work):
    """The generated site of `posts` posts and `tags` tags, made once and kept in `work`."""
    site = os.path.join(work, f"{posts}-posts-{tags}-tags")
    if not os.path.exists(os.path.join(site, "content", "site.yml")):
        shutil.rmtree(site, ignore_errors=True)
        subprocess.run([sys.executable, GENCORPUS, "--posts", str(posts), "--projects", "40", "--tags", str(tags), site],
                       check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(site, "content", "site.yml"), "a", encoding="utf-8") as handle:
            handle.write("permalinks:\n  post: /:year/:month/:day/:slug/\n")
        add_screenshots(os.path.join(site, "content", "posts"), os.path.join(site, "content", "static"))
    shutil.rmtree(os.path.join(site, "templates"), ignore_errors=True)
    shutil.copytree(theme, os.path.join(site, "templates"))
    return site


def bodies(site, target):
    """Writes the Markdown bodies of the site's posts, front matter removed, into one file; its size in MB."""
    folder = os.path.join(site, "content", "posts")
    with open(target, "w", encoding="utf-8") as out:
        for name in sorted(os.listdir(folder)):
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                text = handle.read()
            parts = text.split("\n---\n", 1)
            out.write((parts[1] if len(parts) > 1 else text) + "\n\n")
    return os.path.getsize(target) / 1e6


def one_big_post(source_site, megabytes, work, theme):
    """A site holding one post of about `megabytes` MB, made of the bodies of `source_site`'s posts."""
    site = os.path.join(work, f"one-{megabytes}-mb-post")
    post = os.path.join(site, "content", "posts", "2020-01-01-the-long-one.md")
    if not os.path.exists(post):
        os.makedirs(os.path.dirname(post), exist_ok=True)
        shutil.copy(os.path.join(source_site, "content", "site.yml"), os.path.join(site, "content", "site.yml"))
        shutil.copytree(os.path.join(source_site, "content", "static"), os.path.join(site, "content", "static"), dirs_exist_ok=True)
        folder = os.path.join(source_site, "content", "posts")
        with open(post, "w", encoding="utf-8") as out:
            out.write("---\ntitle: The long one\ndate: 2020-01-01\ntags: [swift, performance]\n---\n")
            written = 0
            # Round the posts again if they hold less than asked.
            for name in itertools.cycle(sorted(os.listdir(folder))):
                text = open(os.path.join(folder, name), encoding="utf-8").read().split("\n---\n", 1)[-1]
                out.write(text + "\n\n")
                written += len(text.encode()) + 2
                if written >= megabytes * 1e6:
                    break
    shutil.rmtree(os.path.join(site, "templates"), ignore_errors=True)
    shutil.copytree(theme, os.path.join(site, "templates"))
    return site


def build(binary, site, outputs, name, rounds):
    """Median wall seconds and peak MB of `rounds` builds of `site`, and the output's file count."""
    runs = []
    for round in range(rounds):
        output = os.path.join(outputs, f"{name}-{round}")
        runs.append(timed([binary, "build", "--quiet", "--source", site, "--output", output]))
        files = sum(len(names) for _, _, names in os.walk(output))
        shutil.rmtree(output)
    return statistics.median(t for t, _ in runs), statistics.median(m for _, m in runs), files


def main():
    arguments = sys.argv[1:]
    before = None
    if "--before" in arguments:
        at = arguments.index("--before")
        before = os.path.abspath(arguments[at + 1])
        del arguments[at:at + 2]
    binary, theme = os.path.abspath(arguments[0]), os.path.abspath(arguments[1])
    rounds = int(arguments[2]) if len(arguments) > 2 else 3
    sizes = [int(n) for n in arguments[3:]] or [10000, 100000]
    reason = skip_reason("cmark-gfm")
    if reason:
        print(f"scale bench skipped: {reason}")
        return 0
    work = os.path.join(HERE, ".corpus", "scale")
    os.makedirs(work, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="imprint-scale-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    try:
        baseline = None
        for posts in sizes:
            site = corpus(posts, 60, theme, work)
            markdown = os.path.join(scratch, "bodies.md")
            megabytes = bodies(site, markdown)
            floors, cats, builds, befores = [], [], [], []
            for round in range(rounds):
                floors.append(timed(["cmark-gfm", *EXTENSIONS, markdown])[0])
                cats.append(timed(["sh", "-c", f"find {os.path.join(site, 'content', 'posts')} -type f -exec cat {{}} + > /dev/null"])[0])
                for each, times in [(binary, builds)] + ([(before, befores)] if before else []):
                    output = os.path.join(scratch, f"site-{posts}-{round}")
                    times.append(timed([each, "build", "--quiet", "--source", site, "--output", output]))
                    files = sum(len(names) for _, _, names in os.walk(output))
                    shutil.rmtree(output)
            floor, cat = statistics.median(floors), statistics.median(cats)
            seconds, peak = statistics.median(t for t, _ in builds), statistics.median(m for _, m in builds)
            print(f"{posts} posts ({megabytes:.1f} MB of Markdown, {files} files): imprint {seconds:.2f} s, peak {peak:.0f} MB; "
                  f"floor (cmark-gfm, one process) {floor:.2f} s; cat {cat:.2f} s; imprint/floor {seconds / floor:.2f}")
            if befores:
                old, old_peak = statistics.median(t for t, _ in befores), statistics.median(m for _, m in befores)
                print(f"  before ({os.path.basename(before)}): {old:.2f} s, peak {old_peak:.0f} MB; before/floor {old / floor:.2f}")
            if baseline is None:
                baseline = (seconds, megabytes, files, site)
        seconds, megabytes, files, site = baseline
        big = one_big_post(site, 50, work, theme)
        big_time, big_peak, _ = build(binary, big, scratch, "big", rounds)
        size = os.path.getsize(os.path.join(big, "content", "posts", "2020-01-01-the-long-one.md")) / 1e6
        predicted = seconds / megabytes * size
        print(f"one {size:.0f} MB post: {big_time:.2f} s, peak {big_peak:.0f} MB; its size predicts {predicted:.2f} s; "
              f"ratio {big_time / predicted:.2f} (aim ≤ 3)")
        tags_site = corpus(sizes[0], 2000, theme, work)
        tags_time, tags_peak, tags_files = build(binary, tags_site, scratch, "tags", rounds)
        predicted = seconds / files * tags_files
        print(f"{sizes[0]} posts with 2,000 tags ({tags_files} files): {tags_time:.2f} s, peak {tags_peak:.0f} MB; "
              f"its files predict {predicted:.2f} s; ratio {tags_time / predicted:.2f} (aim ≤ 3)")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
