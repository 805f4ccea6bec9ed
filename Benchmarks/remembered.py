#!/usr/bin/env python3
"""`imprint build` with its memory of the last run (.imprint-cache/build) against a whole build.

On a generated site of N posts (the corpus of scale.py), alternating in one run, ROUNDS times:
  whole      a build with no memory, which writes one (the memory removed first: the first build)
  unchanged  the next build of the same site
  body       a build after one post's body was edited (a sentence appended; another post each round)
and, beside them, BEFORE (an older binary, when given) building the site: a whole build before
the memory existed. Every build writes into the same output folder on tmpfs
(/dev/shm) when there is one, as a site's public/ is. After each body edit, the output must be
byte for byte a whole build's (built with --no-cache into another folder): the script fails if
not. Prints medians and the ratios the issue sets: unchanged <= 10% of a whole build, body <= 15%.

Usage: remembered.py IMPRINT_BINARY THEME_DIR [POSTS] [ROUNDS] [BEFORE_BINARY]
"""

import filecmp
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from scale import corpus  # noqa: E402


def build(binary, site, output, *options):
    """Wall seconds of one build, which must succeed."""
    start = time.monotonic()
    result = subprocess.run([binary, "build", "--quiet", "--source", site, "--output", output, *options],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.monotonic() - start
    if result.returncode != 0:
        sys.exit(f"build failed: {result.stderr.decode()[-2000:]}")
    return elapsed


def same_tree(left, right):
    """Whether two folders hold the same files with the same bytes."""
    comparison = filecmp.dircmp(left, right)
    if comparison.left_only or comparison.right_only or comparison.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(left, right, comparison.common_files, shallow=False)
    return not mismatch and not errors and all(same_tree(os.path.join(left, d), os.path.join(right, d)) for d in comparison.common_dirs)


def main():
    binary, theme = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    posts = int(sys.argv[3]) if len(sys.argv) > 3 else 10000
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    before = os.path.abspath(sys.argv[5]) if len(sys.argv) > 5 else None
    work = os.path.join(HERE, ".corpus", "scale")
    os.makedirs(work, exist_ok=True)
    source = corpus(posts, 60, theme, work)
    base = "/dev/shm" if os.path.isdir("/dev/shm") else tempfile.gettempdir()
    runs = tempfile.mkdtemp(prefix="imprint-remembered-", dir=base)
    try:
        site = os.path.join(runs, "site")
        shutil.copytree(source, site)
        output, whole_output = os.path.join(runs, "public"), os.path.join(runs, "whole")
        memory = os.path.join(site, ".imprint-cache", "build")
        post_folder = os.path.join(site, "content", "posts")
        bodies = sorted(name for name in os.listdir(post_folder) if name.endswith(".md"))
        build(binary, site, output)  # warms the image cache and the file system
        times = {"before": [], "whole": [], "unchanged": [], "body": []}
        for round in range(rounds):
            if before:
                times["before"].append(build(before, site, os.path.join(runs, "before")))
                shutil.rmtree(os.path.join(runs, "before"))
            if os.path.exists(memory):
                os.remove(memory)
            times["whole"].append(build(binary, site, output))
            times["unchanged"].append(build(binary, site, output))
            with open(os.path.join(post_folder, bodies[(round * 997) % len(bodies)]), "a", encoding="utf-8") as handle:
                handle.write(f"\nA sentence added in round {round}.\n")
            times["body"].append(build(binary, site, output))
            build(binary, site, whole_output, "--no-cache")
            if not same_tree(output, whole_output):
                sys.exit(f"round {round}: the output after a body edit differs from a whole build's")
            shutil.rmtree(whole_output)
        medians = {name: statistics.median(values) for name, values in times.items() if values}
        print(f"{posts} posts, {rounds} rounds, medians (wall seconds):")
        for name, value in medians.items():
            print(f"  {name:10} {value:7.3f} s   runs: {', '.join(f'{v:.3f}' for v in times[name])}")
        print(f"  unchanged / whole: {medians['unchanged'] / medians['whole']:.3f} (aim <= 0.10)")
        print(f"  body / whole:      {medians['body'] / medians['whole']:.3f} (aim <= 0.15)")
        if before:
            print(f"  whole / before:    {medians['whole'] / medians['before']:.3f} (the first build's cost of remembering)")
        print("  every body edit's output: byte-identical to a whole build")
    finally:
        shutil.rmtree(runs, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
