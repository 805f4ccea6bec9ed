#!/usr/bin/env python3
"""Imprint against Hugo on the same posts, as `make bench` runs it.

Generates the corpus twice with ../shared/bench/gencorpus.py (Imprint's format and a Hugo site
with the same posts), then times full builds to disk, alternating Imprint and Hugo, ROUNDS pairs.
Every run writes to a folder that does not exist yet; all of them are removed after the last run.
(Removing a tree just before a run slowed that run's writes several times over on our disk,
which discards freed blocks as they are deleted.) Reports the median wall time and peak RSS of
each, their ratio, and the pages and feeds each wrote.

Both highlight code at build time (Hugo with its default settings, Chroma). Imprint's post
permalinks get the day (/:year/:month/:day/:slug/), because the corpus has posts with one slug in
one month, which Hugo tells apart by file name.

Each round also builds a copy of the Imprint site with `markdown.highlight: false`, so the report
gives what highlighting adds to Imprint's build time, and a copy whose every tenth post shows two
embeds, a figure, an alert and a `details` pair, for what shortcodes add. The corpus's screenshots
are written as 1×1 PNGs, since a site image that is not there is a build error.

Usage: compare_hugo.py IMPRINT_BINARY THEME_DIR POSTS [ROUNDS]
"""

import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GENCORPUS = os.path.join(HERE, "..", "..", "shared", "bench", "gencorpus.py")


def run(command, cwd):
    subprocess.run(["sync"])
    start = time.monotonic()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, rusage = os.wait4(process.pid, 0)
    elapsed = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{command[0]} failed: {process.stderr.read().decode()}")
    return elapsed, rusage.ru_maxrss / 1024


def count(folder):
    pages = feeds = 0
    for _, _, names in os.walk(folder):
        pages += sum(name.endswith(".html") for name in names)
        feeds += sum(name.endswith(".xml") and name != "sitemap.xml" for name in names)
    return pages, feeds


# A 1×1 PNG: the corpus's screenshots, so that its image links lead to files (a missing local
# image is a build error, as in Hugo with broken-link checks on).
PIXEL = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db00000000049454e44ae426082")


def add_screenshots(posts_folder, static_folder):
    """Writes the images the corpus's posts link to (`/images/x.png`) into `static_folder`."""
    os.makedirs(os.path.join(static_folder, "images"), exist_ok=True)
    for root, _, names in os.walk(posts_folder):
        for name in names:
            with open(os.path.join(root, name), encoding="utf-8") as handle:
                for image in re.findall(r"\]\(/images/([^)\s]+\.png)\)", handle.read()):
                    with open(os.path.join(static_folder, "images", image), "wb") as out:
                        out.write(PIXEL)


# What every tenth post of the "with shortcodes" copy gains: two embeds, a figure, an alert and a pair.
EMBEDS = """

{{< youtube dQw4w9WgXcQ start=42 title="The talk" >}}

{{< figure src="/images/%s" alt="A screenshot" caption="The screenshot, again" >}}

> [!NOTE]
> An alert, as GitHub writes it.

{{< details summary="The build log" >}}
Some **Markdown** inside, and {{< appstore 1234567890 >}}
{{< /details >}}
"""


def add_shortcodes(site):
    """Appends `EMBEDS` to every tenth post of `site`, its figure showing one of the corpus's screenshots."""
    folder = os.path.join(site, "content", "posts")
    names = sorted(os.listdir(folder))
    images = [image for name in names for image in re.findall(r"\]\(/images/([^)\s]+\.png)\)", open(os.path.join(folder, name), encoding="utf-8").read())]
    for index, name in enumerate(names):
        if index % 10 == 0:
            with open(os.path.join(folder, name), "a", encoding="utf-8") as handle:
                handle.write(EMBEDS % images[index % len(images)])


def skip_reason(tool):
    """Why a benchmark cannot run here: ../shared or `tool` (a Debian package) is absent; None when it can."""
    if not os.path.exists(GENCORPUS):
        return f"{GENCORPUS} is absent (it comes with ../shared)"
    if not shutil.which(tool):
        return f"{tool} is not installed (apt-get install {tool})"
    return None


def main():
    binary, theme, posts = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), int(sys.argv[3])
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    reason = skip_reason("hugo")
    if reason:
        print(f"bench skipped: {reason}")
        return 0
    work = os.path.join(HERE, ".corpus", str(posts))
    imprint_site, hugo_site = os.path.join(work, "imprint"), os.path.join(work, "hugo")
    plain_site = os.path.join(work, "imprint-plain")
    embeds_site = os.path.join(work, "imprint-shortcodes")
    if not os.path.exists(os.path.join(hugo_site, "hugo.toml")):
        shutil.rmtree(work, ignore_errors=True)
        for format, folder in (("imprint", imprint_site), ("hugo", hugo_site)):
            subprocess.run([sys.executable, GENCORPUS, "--posts", str(posts), "--projects", "40", "--tags", "60",
                            "--format", format, folder], check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(imprint_site, "content", "site.yml"), "a", encoding="utf-8") as handle:
            handle.write("permalinks:\n  post: /:year/:month/:day/:slug/\n")
    add_screenshots(os.path.join(hugo_site, "content"), os.path.join(hugo_site, "static"))
    if not os.path.exists(plain_site):
        shutil.copytree(imprint_site, plain_site)
        with open(os.path.join(plain_site, "content", "site.yml"), "a", encoding="utf-8") as handle:
            handle.write("markdown:\n  highlight: false\n")
    if not os.path.exists(embeds_site):
        shutil.copytree(imprint_site, embeds_site)
        add_shortcodes(embeds_site)
    for site in (imprint_site, plain_site, embeds_site):
        add_screenshots(os.path.join(site, "content", "posts"), os.path.join(site, "content", "static"))
        shutil.rmtree(os.path.join(site, "templates"), ignore_errors=True)
        shutil.copytree(theme, os.path.join(site, "templates"))
    # Outputs on tmpfs when there is one: this disk's speed drifts several times over.
    outputs = os.path.join("/dev/shm" if os.path.isdir("/dev/shm") else work, f"imprint-bench-runs-{os.getpid()}")
    shutil.rmtree(outputs, ignore_errors=True)
    results = {"imprint": [], "hugo": [], "plain": [], "embeds": []}
    for round in range(rounds):
        imprint_out, hugo_out = os.path.join(outputs, f"imprint-{round}"), os.path.join(outputs, f"hugo-{round}")
        plain_out = os.path.join(outputs, f"plain-{round}")
        imprint_command = [binary, "build", "--quiet", "--source", imprint_site, "--output", imprint_out]
        plain_command = [binary, "build", "--quiet", "--source", plain_site, "--output", plain_out]
        embeds_command = [binary, "build", "--quiet", "--source", embeds_site, "--output", os.path.join(outputs, f"embeds-{round}")]
        hugo_command = ["hugo", "--quiet", "--config", "hugo.toml", "--destination", hugo_out]
        results["imprint"].append(run(imprint_command, imprint_site))
        results["hugo"].append(run(hugo_command, hugo_site))
        results["plain"].append(run(plain_command, plain_site))
        results["embeds"].append(run(embeds_command, embeds_site))
        print(f"round {round + 1}: imprint {results['imprint'][-1][0]:.2f} s, hugo {results['hugo'][-1][0]:.2f} s, "
              f"imprint without highlighting {results['plain'][-1][0]:.2f} s, with shortcodes {results['embeds'][-1][0]:.2f} s")
    imprint_time = statistics.median(t for t, _ in results["imprint"])
    hugo_time = statistics.median(t for t, _ in results["hugo"])
    imprint_rss = statistics.median(r for _, r in results["imprint"])
    hugo_rss = statistics.median(r for _, r in results["hugo"])
    imprint_counts, hugo_counts = count(imprint_out), count(hugo_out)
    print(f"{posts} posts, median of {rounds} alternating runs:")
    print(f"  imprint: {imprint_time:.2f} s, peak RSS {imprint_rss:.0f} MB, {imprint_counts[0]} pages, {imprint_counts[1]} feeds")
    print(f"  hugo:    {hugo_time:.2f} s, peak RSS {hugo_rss:.0f} MB, {hugo_counts[0]} pages, {hugo_counts[1]} feeds")
    print(f"  ratio imprint/hugo: {imprint_time / hugo_time:.2f} (time), {imprint_rss / hugo_rss:.2f} (RSS)")
    plain_time = statistics.median(t for t, _ in results["plain"])
    print(f"  imprint without highlighting: {plain_time:.2f} s; highlighting adds {(imprint_time / plain_time - 1) * 100:+.1f}%")
    embeds_time = statistics.median(t for t, _ in results["embeds"])
    print(f"  imprint with shortcodes in one post of ten: {embeds_time:.2f} s; shortcodes add {(embeds_time / imprint_time - 1) * 100:+.1f}%")
    shutil.rmtree(outputs, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
