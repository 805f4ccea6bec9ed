#!/usr/bin/env python3
"""Checks the recipes of docs/publishing.md against the workflow `imprint init` writes.

Usage: check_publishing_recipes.py WORKFLOW ACTIONLINT

Puts each `deploy:` job of docs/publishing.md in place of the deploy job of WORKFLOW (a
.github/workflows/pages.yml written by `imprint init`), and its upload step in place of the
"Upload the site" step, then runs ACTIONLINT (with shellcheck when installed) on each result.
"""

import pathlib
import re
import subprocess
import sys
import tempfile

DOCS = pathlib.Path(__file__).resolve().parents[2] / "docs/publishing.md"


def main(workflow, actionlint):
    text = pathlib.Path(workflow).read_text()
    blocks = re.findall(r"```yaml\n(.*?)```", DOCS.read_text(), re.S)
    upload = next(block for block in blocks if block.startswith("      - name: Keep the site"))
    deploys = [block for block in blocks if block.startswith("  deploy:")]
    assert len(deploys) == 3, f"docs/publishing.md has {len(deploys)} deploy jobs, not Netlify, Cloudflare and rsync"
    build, deploy = text.split("\n  deploy:\n")
    start = build.index("      - name: Upload the site")
    build = build[:start] + upload + "\n"
    with tempfile.TemporaryDirectory() as folder:
        files = []
        for number, job in enumerate(deploys, start=1):
            files.append(pathlib.Path(folder) / f"recipe-{number}.yml")
            files[-1].write_text(build + job)
        result = subprocess.run([actionlint, *files], capture_output=True, text=True)
        assert result.returncode == 0, f"actionlint on the recipes of docs/publishing.md:\n{result.stdout}{result.stderr}"
    print(f"docs/publishing.md: its {len(deploys)} deploy jobs, each in the workflow imprint init writes, pass actionlint")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
