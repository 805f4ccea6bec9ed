#!/usr/bin/env python3
"""YAML lists, as `make bench` measures them: a site whose one post has a front-matter list of
25,000, 50,000 and 99,000 items (the value limit is 100,000), and one whose post has a comments
file of 25,000, 50,000 and 100,000 comments. Each build's seconds, less those of the same site
without the list, should grow with the items: the script fails when the largest list costs more
than 3 times per item what the smallest does (reading lists was quadratic: 99,000 items took 65 s).

Usage: yaml_lists.py IMPRINT_BINARY [ROUNDS]
"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

FRONT_MATTER = [25_000, 50_000, 99_000]
COMMENTS = [25_000, 50_000, 100_000]


def seconds(imprint, site, rounds):
    """The median wall seconds of building `site`, which must succeed."""
    times = []
    for _ in range(rounds):
        output = os.path.join(site, "public")
        shutil.rmtree(output, ignore_errors=True)
        start = time.monotonic()
        result = subprocess.run([imprint, "build", "-s", site, "-o", output], capture_output=True)
        times.append(time.monotonic() - start)
        if result.returncode != 0:
            sys.exit(f"imprint build {site} failed: {result.stderr.decode()[-2000:]}")
    return statistics.median(times)


def make_site(imprint, folder, list_items=0, comments=0):
    """A new site with one post, with `list_items` items in a front-matter list and `comments` comments."""
    subprocess.run([imprint, "init", folder], check=True, capture_output=True)
    posts = os.path.join(folder, "content", "posts")
    for name in os.listdir(posts):
        os.remove(os.path.join(posts, name))
    items = "".join(f"  - item {index}\n" for index in range(list_items))
    with open(os.path.join(posts, "2020-01-01-lists.md"), "w", encoding="utf-8") as handle:
        handle.write("---\ntitle: Lists\n" + ("notes:\n" + items if items else "") + "---\nBody.\n")
    if comments:
        with open(os.path.join(posts, "2020-01-01-lists.comments.yml"), "w", encoding="utf-8") as handle:
            for index in range(comments):
                handle.write(f'- id: "{index}"\n  author: "Reader {index}"\n  date: 2020-01-02T10:00:00Z\n  html: "<p>Comment {index}.</p>"\n')
    return folder


def series(imprint, work, rounds, label, sizes, key):
    """Prints the build seconds of each size above the empty site's; fails when they grow faster than the items."""
    base = seconds(imprint, make_site(imprint, os.path.join(work, f"{label}-0")), rounds)
    costs = []
    for size in sizes:
        site = make_site(imprint, os.path.join(work, f"{label}-{size}"), **{key: size})
        cost = max(seconds(imprint, site, rounds) - base, 0.001)
        costs.append(cost)
        print(f"{label}: {size:>7,} items  {cost:7.2f} s  ({cost / size * 1e6:6.1f} µs an item)")
    ratio = (costs[-1] / sizes[-1]) / (costs[0] / sizes[0])
    print(f"{label}: per item, the largest list costs {ratio:.1f} times what the smallest does")
    return ratio <= 3


def main():
    imprint = os.path.abspath(sys.argv[1])
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    work = tempfile.mkdtemp(prefix="imprint-yaml-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    try:
        linear = [series(imprint, work, rounds, "front matter", FRONT_MATTER, "list_items"),
                  series(imprint, work, rounds, "comments", COMMENTS, "comments")]
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if not all(linear):
        sys.exit("reading YAML lists grows faster than their items")


if __name__ == "__main__":
    main()
