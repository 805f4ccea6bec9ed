#!/usr/bin/env python3
# Written for Imprint's highlighting tests by the Imprint team. Modelled on the helper scripts
# indie app developers keep next to their Xcode projects: this one reads a String Catalog
# (Localizable.xcstrings), reports missing translations and exports a CSV for translators.

"""Report and export the translations of an Xcode String Catalog.

Usage: strings_report.py Localizable.xcstrings [--export out.csv] [--languages de,fr,ja]
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Iterator

FORMAT_SPECIFIER = re.compile(r"%(?:\d+\$)?(?:lld|ld|d|@|f|\.\d+f|s)")
STATES = ("translated", "needs_review", "new", "stale")


@dataclass(frozen=True)
class Entry:
    """One key of the catalog in one language."""

    key: str
    language: str
    value: str | None
    state: str = "new"
    comment: str = ""
    plural: dict[str, str] = field(default_factory=dict)

    @property
    def missing(self) -> bool:
        return self.value is None and not self.plural

    def specifiers(self) -> list[str]:
        return FORMAT_SPECIFIER.findall(self.value or "")


class CatalogError(Exception):
    pass


@cache
def load(path: Path) -> dict:
    try:
        with path.open(encoding="utf-8") as handle:
            catalog = json.load(handle)
    except (OSError, json.JSONDecodeError) as error:
        raise CatalogError(f"{path}: {error}") from error
    if catalog.get("version") != "1.0":
        raise CatalogError(f"{path}: unsupported catalog version {catalog.get('version')!r}")
    return catalog


def entries(catalog: dict, languages: list[str]) -> Iterator[Entry]:
    source = catalog["sourceLanguage"]
    for key, string in sorted(catalog["strings"].items()):
        if string.get("shouldTranslate") is False:
            continue
        localizations = string.get("localizations", {})
        for language in [source, *languages]:
            unit = localizations.get(language, {})
            match unit:
                case {"stringUnit": {"state": state, "value": value}}:
                    yield Entry(key, language, value, state, string.get("comment", ""))
                case {"variations": {"plural": plural}}:
                    forms = {form: item["stringUnit"]["value"] for form, item in plural.items()}
                    yield Entry(key, language, None, "translated", string.get("comment", ""), forms)
                case _:
                    yield Entry(key, language, key if language == source else None)


def problems(all_entries: list[Entry], source: str) -> Iterator[str]:
    by_key: dict[str, dict[str, Entry]] = {}
    for entry in all_entries:
        by_key.setdefault(entry.key, {})[entry.language] = entry
    for key, by_language in by_key.items():
        original = by_language[source]
        for language, entry in by_language.items():
            if language == source:
                continue
            if entry.missing:
                yield f"{language}: missing {key!r}"
            elif Counter(entry.specifiers()) != Counter(original.specifiers()):
                yield f"{language}: {key!r} has {entry.specifiers()} where the source has {original.specifiers()}"
            elif entry.state not in STATES[:1]:
                yield f"{language}: {key!r} is {entry.state.replace('_', ' ')}"


def export(all_entries: list[Entry], destination: Path) -> int:
    rows = 0
    with destination.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, quoting=csv.QUOTE_MINIMAL)
        writer.writerow(["key", "language", "value", "state", "comment"])
        for entry in all_entries:
            value = entry.value if entry.value is not None else "; ".join(f"{k}={v}" for k, v in entry.plural.items())
            writer.writerow([entry.key, entry.language, value, entry.state, entry.comment])
            rows += 1
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("catalog", type=Path)
    parser.add_argument("--export", type=Path, metavar="CSV")
    parser.add_argument("--languages", default="", help="comma-separated, default: every language present")
    args = parser.parse_args(argv)

    try:
        catalog = load(args.catalog.resolve())
    except CatalogError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1

    present = {language for string in catalog["strings"].values() for language in string.get("localizations", {})}
    languages = [l.strip() for l in args.languages.split(",") if l.strip()] or sorted(present - {catalog["sourceLanguage"]})
    all_entries = list(entries(catalog, languages))
    found = list(problems(all_entries, catalog["sourceLanguage"]))
    for line in found:
        print(line)
    total = len({entry.key for entry in all_entries})
    print(f"{total} keys, {len(languages)} languages, {len(found)} problems", file=sys.stderr)

    if args.export:
        rows = export(all_entries, args.export)
        print(f"wrote {rows:,} rows to {args.export}", file=sys.stderr)
    return 0 if not found else 2


if __name__ == "__main__":
    sys.exit(main())
