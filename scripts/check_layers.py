#!/usr/bin/env python3
"""Checks that the folders of Sources/ImprintCore form layers: a folder uses only the folders
below it in LAYERS (docs/architecture.md explains each). A use is a word in a file's code that
names a type, function or constant declared at the top level of a file in another folder.
Also checks that each C module (a target of Sources/ without Swift files) is imported by one
Swift file, its one boundary, and that reuse stays beside the stages: no memo, memo table or
changed-path lookup outside the engine's folders (REUSE_FOLDERS); stages declare `Derivation`s.

Usage: check_layers.py [SOURCES_DIR]   (default: Sources/ImprintCore)
Prints each use that goes up or sideways, each C module imported by several files and each memo
lookup in a stage, and exits 1 if there is any.
"""

import collections
import os
import re
import sys

LAYERS = [
    "Support", "Licenses", "Input", "Output", "Config", "Images", "Content", "Markdown", "Site", "Backgrounds",
    "ViewModels", "Pages", "Render", "Check", "Scaffold", "Build", "Incremental",
]

REUSE_FOLDERS = {"Support", "Incremental"}
# A memo or its tables (`MemoStore`, `MemoTable`, a `memo` value) or the watcher's changed paths,
# named in code; `Memory` is another word.
MEMO_LOOKUP = re.compile(r"\b\w*[Mm]emo(?!ry)\w*\b|\bchangedPaths\b|\btrustCache\b")

DECLARATION = re.compile(
    r"^(?:@[\w().]+ )*(?:public |internal |private |fileprivate |final |indirect )*"
    r"(?:struct|enum|class|protocol|typealias|actor|func|let|var)\s+(\w+)", re.M)


def code(path):
    """The file's text without comments and string literals, which name things without using them."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//.*", "", text)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "Sources/ImprintCore"
    files = collections.defaultdict(list)
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                files[os.path.relpath(folder, root).split(os.sep)[0]].append(os.path.join(folder, name))
    unknown = sorted(set(files) - set(LAYERS))
    if unknown:
        print(f"layers: folders not in LAYERS: {', '.join(unknown)}: add them to scripts/check_layers.py and docs/architecture.md")
        return 1
    owner = {}
    for folder, paths in files.items():
        for path in paths:
            for match in DECLARATION.finditer(code(path)):
                owner.setdefault(match.group(1), folder)
    problems = []
    for folder, paths in sorted(files.items()):
        for path in sorted(paths):
            for word in sorted(set(re.findall(r"\b[A-Za-z_]\w*\b", code(path)))):
                other = owner.get(word)
                if other and other != folder and LAYERS.index(other) > LAYERS.index(folder):
                    problems.append(f"{os.path.relpath(path, root)} uses {word} from {other}/, a layer above {folder}/")
    lookups = []
    for folder, paths in sorted(files.items()):
        if folder in REUSE_FOLDERS:
            continue
        for path in sorted(paths):
            text = re.sub(r'"""\n.*?"""', '""', code(path), flags=re.S)
            for lookup in sorted(set(MEMO_LOOKUP.findall(text))):
                lookups.append(f"{os.path.relpath(path, root)} looks up `{lookup}`: reuse is the engine's (Incremental/), "
                                "a stage declares a Derivation")
    boundaries = c_boundaries(os.path.dirname(os.path.normpath(root)))
    for problem in problems + lookups + boundaries:
        print(problem)
    print(f"layers: {len(files)} folders, {len(problems)} uses of a layer above, {len(lookups)} memo lookups in stages, "
          f"{len(boundaries)} C modules imported by several files")
    return 1 if problems or lookups or boundaries else 0


def c_boundaries(sources):
    """A line for each C module of `sources` that more than one Swift file imports."""
    targets = sorted(os.listdir(sources))
    modules = {name for name in targets if os.path.isdir(os.path.join(sources, name))
               and not any(n.endswith(".swift") for _, _, names in os.walk(os.path.join(sources, name)) for n in names)}
    importers = collections.defaultdict(list)
    for folder, _, names in os.walk(sources):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                for module in re.findall(r"^import (\w+)$", code(path), re.M):
                    if module in modules:
                        importers[module].append(os.path.relpath(path, sources))
    return [f"{module} is imported by {len(paths)} files ({', '.join(sorted(paths))}): keep one Swift file its boundary"
            for module, paths in sorted(importers.items()) if len(paths) > 1]


if __name__ == "__main__":
    sys.exit(main())
