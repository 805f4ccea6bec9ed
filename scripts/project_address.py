#!/usr/bin/env python3
"""The project's address (owner/name on GitHub) and version, written in one place: Package.swift's
defaultRepository and defaultVersion, which the Makefile reads into REPOSITORY and VERSION.

    scripts/project_address.py write REPOSITORY VERSION   writes them into the spots below (make address)
    scripts/project_address.py check REPOSITORY VERSION   fails when a spot differs from what write makes,
                                                          or when the address, a copy of an old one or the
                                                          placeholder your-account is spelt anywhere else
                                                          in the repository's files (make test)

The workflow `imprint init` writes reads them from the binary (Imprint.repository, Imprint.version);
the release formula's version and checksum are the release's (scripts/dist.sh formula), so only its
address is a spot here.
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = "your-account"
# Where the values are written: a line's text, {repository}, {owner} and {version} standing for them.
SPOTS = {
    "README.md": [
        "brew tap {owner}/imprint https://github.com/{repository}",
        "brew install {owner}/imprint/imprint",
        "brew install --HEAD {owner}/imprint/imprint",
        "version={version}    # the release to install",
        "release=https://github.com/{repository}/releases/download/",
    ],
    "Formula/imprint.rb": [
        'homepage "https://github.com/{repository}"',
        'url "https://github.com/{repository}/releases/download/',
        'url "https://github.com/{repository}.git"',
    ],
}
# Where the values are themselves, and the files that name the placeholder and other addresses to look
# for them: this one and its test.
SOURCES = {"Package.swift", "scripts/project_address.py", "Tests/release/check_project_address.py"}
FIELDS = {"repository": r"[\w.-]+/[\w.-]+", "owner": r"[\w.-]+", "version": r"\d[\w.+-]*"}


def pattern(spot):
    """A spot's text as a regular expression, its fields as named groups."""
    parts = re.split(r"\{(\w+)\}", spot)
    return "".join(re.escape(part) if index % 2 == 0 else f"(?P<{part}>{FIELDS[part]})"
                   for index, part in enumerate(parts))


def render(spot, values):
    return spot.format(**values)


def rewrite(text, spots, values):
    for spot in spots:
        text = re.sub(pattern(spot), lambda match: render(spot, values), text)
    return text


def stray_copies(text, values):
    """What in `text` spells the address by hand: the address, the placeholder, or another
    owner's github.com/OWNER/imprint (an old address). OWNER in capitals is a name for any."""
    needles = [re.escape(values["repository"]), re.escape(PLACEHOLDER),
               r"github\.com/(?!OWNER/)[\w.-]+/imprint\b"]
    return [match.group(0) for needle in needles for match in re.finditer(needle, text)]


def tracked_text_files():
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout
    for name in listed.decode().split("\0"):
        path = ROOT / name
        if name and name not in SOURCES and path.is_file():
            try:
                yield name, path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue


def check(values):
    problems = []
    for name, text in tracked_text_files():
        spots = SPOTS.get(name, [])
        if spots and rewrite(text, spots, values) != text:
            problems.append(f"{name}: not written from Package.swift's defaults: run make address")
        outside = text
        for spot in spots:
            outside = re.sub(pattern(spot), "", outside)
        for line_number, line in enumerate(outside.splitlines(), 1):
            if copies := stray_copies(line, values):
                problems.append(f"{name}:{line_number}: {copies[0]} spelt by hand: Package.swift's defaults are the one"
                                " place (make address writes the README and the formula; code reads Imprint.repository)")
    return problems


def write(values):
    for name, spots in SPOTS.items():
        path = ROOT / name
        text = path.read_text(encoding="utf-8")
        path.write_text(rewrite(text, spots, values), encoding="utf-8")


def main(arguments):
    if len(arguments) != 3 or arguments[0] not in ("write", "check") or "/" not in arguments[1]:
        sys.exit(__doc__)
    command, repository, version = arguments
    values = {"repository": repository, "owner": repository.split("/")[0], "version": version}
    if command == "write":
        write(values)
        return
    problems = check(values)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"project address: {repository} {version} is spelt only in Package.swift and written from it elsewhere")


if __name__ == "__main__":
    main(sys.argv[1:])
