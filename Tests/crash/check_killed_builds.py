#!/usr/bin/env python3
"""Kill `imprint build` with SIGKILL at random moments, and check that the output folder is
always one whole build: the one before, or the new one, never a mix and never missing.

Makes two versions of a 1,500-post site (they differ in the site title, so every page differs),
builds each once for reference, then ROUNDS times starts a build of one version into the same
output folder and kills it after a random delay of up to about one build's time. After each kill
the folder must equal one of the two references, file for file. A final build must leave no
staging folder behind.

Usage: check_killed_builds.py IMPRINT_BINARY THEME_DIR [ROUNDS]
Ends with "killed builds: N passed, M failed".
"""

import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time


def make_site(root, title, posts):
    os.makedirs(os.path.join(root, "content", "posts"))
    with open(os.path.join(root, "content", "site.yml"), "w", encoding="utf-8") as handle:
        handle.write(f"title: {title}\nbase_url: https://example.org/\nposts_per_page: 5\n")
    for number in range(posts):
        day = f"20{10 + number % 10:02d}-{1 + number % 12:02d}-{1 + number % 28:02d}"
        with open(os.path.join(root, "content", "posts", f"{day}-post-{number}.md"), "w", encoding="utf-8") as handle:
            handle.write(f"---\ntitle: Post {number}\ndate: {day}\ntags: [t{number % 40}]\n---\n" + "Words and more words. " * 40 + "\n")


def snapshot(folder):
    """Every file's digest by relative path, or None when the folder is missing."""
    if not os.path.isdir(folder):
        return None
    digests = {}
    for parent, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(parent, name)
            with open(path, "rb") as handle:
                digests[os.path.relpath(path, folder)] = hashlib.sha256(handle.read()).hexdigest()
    return digests


def main():
    binary, theme = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    work = tempfile.mkdtemp(prefix="imprint-kill-")
    random.seed(20261130)
    try:
        sites = {}
        for version in ("a", "b"):
            root = os.path.join(work, version)
            make_site(root, f"Version {version.upper()}", 1500)
            shutil.copytree(theme, os.path.join(root, "templates"))
            reference = os.path.join(work, f"reference-{version}")
            start = time.monotonic()
            subprocess.run([binary, "build", "--quiet", "--source", root, "--output", reference], check=True)
            sites[version] = (root, snapshot(reference), time.monotonic() - start)
        output = os.path.join(work, "out", "public")
        subprocess.run([binary, "build", "--quiet", "--source", sites["a"][0], "--output", output], check=True)
        results, interrupted = [], 0
        for round in range(rounds):
            root, _, duration = sites["ab"[round % 2]]
            process = subprocess.Popen([binary, "build", "--quiet", "--source", root, "--output", output])
            time.sleep(random.uniform(0, duration * 1.2))
            if process.poll() is None:
                interrupted += 1
            process.send_signal(signal.SIGKILL)
            process.wait()
            state = snapshot(output)
            whole = state is not None and state in (sites["a"][1], sites["b"][1])
            results.append(whole)
            if not whole:
                print(f"FAIL round {round + 1}: the output is " + ("missing" if state is None else f"a mix ({len(state)} files)"))
        subprocess.run([binary, "build", "--quiet", "--source", sites["a"][0], "--output", output], check=True)
        leftovers = [name for name in os.listdir(os.path.dirname(output)) if name != "public"]
        results.append(not leftovers)
        if leftovers:
            print(f"FAIL: left behind after a finished build: {leftovers}")
        print(f"{interrupted} of {rounds} kills landed while the build was running")
        passed = sum(results)
        print(f"killed builds: {passed} passed, {len(results) - passed} failed")
        return 0 if all(results) else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
