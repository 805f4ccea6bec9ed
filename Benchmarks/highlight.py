#!/usr/bin/env python3
"""Highlighting, as `make bench` measures it: Imprint against Pygments on the same files (the
samples of Tests/HighlightTests/RealWorld, one a language), the same number of rounds each, in
seconds per MB of code, per language and in total, side by side.

Imprint is Benchmarks/HighlightBenchmark (a release build), which highlights each file to HTML
over and over as a site build does, and picks as many rounds as take it about 1.5 s. Pygments
runs in this process: `pygments.highlight` with the language's lexer and an HtmlFormatter, made
once, the same rounds, timed with time.perf_counter after one warm-up round per file. Both run
on one core. The lexer is the one Pygments has under Imprint's name for the language, or the
nearest where it has none by that name (PYGMENTS_LEXERS); a language Pygments cannot highlight at
all is timed for Imprint only and left out of the totals.

Also printed, as information and not as a gate, is how often the two agree: the share of a
file's characters, white space left out, whose token class both put in the same family. The
families are a class's first letter, as Pygments' short names go: k (keywords), n (names: nc,
nf, nb, nt...), s (strings), m (numbers), c (comments, the preprocessor too), o (operators and
punctuation: o, ow, p), g (generic: diffs and sessions), and plain. Pygments' Name (n),
Name.Other (nx, every JavaScript identifier), Error (err) and Literal (l: YAML's plain scalars,
Objective-C's @{ and @[, which its styles leave uncoloured) count as plain, because Imprint
leaves ordinary names and plain values unclassed; bp and v* (vi, vg, vc) count as names.

Exits 1 when Imprint is less than 5 times as fast as Pygments in total (issue 25: "keep it at
least that fast").

Usage: highlight.py HIGHLIGHT_BENCHMARK_BINARY [ROUNDS]
"""

import html
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLES = os.path.join(HERE, "..", "Tests", "HighlightTests", "RealWorld")
MINIMUM_RATIO = 5
SPAN = re.compile(r'<span class="([^"]+)">([^<]*)</span>|([^<]+)')
# Imprint's languages whose Pygments lexer goes by another name, and those Pygments has none for (None).
PYGMENTS_LEXERS = {
    "metal": "cpp",  # Metal is C++14 with address spaces, vector types and [[attributes]]
    "php": "html+php",  # the sample is a template, HTML around <?php, as Imprint's php reads it
    "plist": None,  # old-style (OpenStep) property lists such as project.pbxproj
    "strings": None,  # Apple's .strings files
    "xcconfig": None,  # Xcode's build settings files
}

try:
    import pygments
    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import get_lexer_by_name
    from pygments.token import STANDARD_TYPES
    from pygments.util import ClassNotFound
except ImportError:
    sys.exit("highlight.py needs Pygments: .venv/bin/pip install -r Benchmarks/requirements.txt (make bench does)")


def run_imprint(binary, html_folder, rounds):
    """(rounds, {language: (bytes, seconds)}) from HighlightBenchmark's table."""
    command = [binary, "--html", html_folder] + (["--rounds", str(rounds)] if rounds else []) + [SAMPLES]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    rounds = int(re.search(r"(\d+) rounds each", output).group(1))
    rows = {}
    for line in output.splitlines()[2:]:
        name, size, seconds, _ = line.split()
        if name != "total":
            rows[name] = (int(size), float(seconds))
    return rounds, rows


def pygments_lexer(language):
    """The lexer Pygments compares with Imprint's `language`, or None when Pygments has none."""
    name = PYGMENTS_LEXERS.get(language, language)
    if name is None:
        return None
    try:
        return get_lexer_by_name(name, stripnl=False)
    except ClassNotFound:
        sys.exit(f"highlight.py: Pygments has no lexer {name!r} for {language}: map it in PYGMENTS_LEXERS")


def time_pygments(code, lexer, formatter, rounds):
    highlight(code, lexer, formatter)
    start = time.perf_counter()
    for _ in range(rounds):
        highlight(code, lexer, formatter)
    return time.perf_counter() - start


def family(css_class):
    """The family a short class name belongs to, as the module's docstring explains."""
    if css_class in ("", "w", "n", "nx", "err") or css_class[0] == "l":
        return ""
    if css_class in ("bp", "fm", "py") or css_class[0] == "v":
        return "n"
    if css_class[0] == "p":
        return "o"
    return css_class[0]


def imprint_families(page):
    """The family of each character of the code in one of Imprint's highlighted pages."""
    body = page[page.index("<code"):]
    body = body[body.index(">") + 1:body.rindex("</code>")]
    families = []
    for match in SPAN.finditer(body):
        css_class, text = (match.group(1), match.group(2)) if match.group(1) else ("", match.group(3))
        families.extend([family(css_class)] * len(html.unescape(text)))
    return families


def pygments_families(code, lexer):
    families = []
    for token_type, text in lexer.get_tokens(code):
        while token_type not in STANDARD_TYPES:
            token_type = token_type.parent
        families.extend([family(STANDARD_TYPES[token_type])] * len(text))
    return families


def agreement(code, imprint, theirs):
    """The share of non-white characters whose families agree; None if the two do not cover the code alike."""
    if len(imprint) != len(code) or len(theirs) != len(code):
        return None
    counted = [(a, b) for character, a, b in zip(code, imprint, theirs) if not character.isspace()]
    return sum(a == b for a, b in counted) / len(counted), len(counted)


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as html_folder:
        rounds, imprint = run_imprint(binary, html_folder, int(sys.argv[2]) if len(sys.argv) > 2 else None)
        pages = {name.split(".")[0]: open(os.path.join(html_folder, name), encoding="utf-8").read()
                 for name in os.listdir(html_folder)}
    files = {name.split(".")[0]: name for name in os.listdir(SAMPLES) if name.split(".")[0] in imprint}
    formatter = HtmlFormatter()
    print(f"highlight: Imprint ({os.path.relpath(binary)}) against Pygments {pygments.__version__} "
          f"(pygments.highlight, HtmlFormatter), {rounds} rounds of each file, one core")
    print("Pygments lexers by another name: " + ", ".join(
        f"{language} → {name}" for language, name in PYGMENTS_LEXERS.items() if name))
    print(f"{'language':<12} {'KB':>6} {'Imprint s/MB':>13} {'Pygments s/MB':>14} {'Pygments/Imprint':>17} {'same class':>11}")
    totals = {"bytes": 0, "imprint": 0.0, "pygments": 0.0, "agreeing": 0.0, "characters": 0}
    for language in sorted(imprint):
        size, imprint_seconds = imprint[language]
        lexer = pygments_lexer(language)
        if lexer is None:
            print(f"{language:<12} {size / 1000:6.1f} {imprint_seconds / (size * rounds / 1e6):13.4f}  "
                  "Pygments has no lexer for it: left out of the totals")
            continue
        with open(os.path.join(SAMPLES, files[language]), encoding="utf-8") as handle:
            code = handle.read()
        pygments_seconds = time_pygments(code, lexer, formatter, rounds)
        megabytes = size * rounds / 1e6
        share = agreement(code, imprint_families(pages[language]), pygments_families(code, lexer))
        same = f"{100 * share[0]:10.1f}%" if share else "        n/a"
        print(f"{language:<12} {size / 1000:6.1f} {imprint_seconds / megabytes:13.4f} {pygments_seconds / megabytes:14.4f} "
              f"{pygments_seconds / imprint_seconds:16.1f}× {same}")
        totals["bytes"] += size
        totals["imprint"] += imprint_seconds
        totals["pygments"] += pygments_seconds
        if share:
            totals["agreeing"] += share[0] * share[1]
            totals["characters"] += share[1]
    megabytes = totals["bytes"] * rounds / 1e6
    ratio = totals["pygments"] / totals["imprint"]
    print(f"{'total':<12} {totals['bytes'] / 1000:6.1f} {totals['imprint'] / megabytes:13.4f} "
          f"{totals['pygments'] / megabytes:14.4f} {ratio:16.1f}× {100 * totals['agreeing'] / totals['characters']:10.1f}%")
    if ratio < MINIMUM_RATIO:
        print(f"highlight: Imprint is only {ratio:.1f} times as fast as Pygments in total; "
              f"issue 25 asks for at least {MINIMUM_RATIO} times")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
