#!/usr/bin/env python3
"""make test: scripts/project_address.py on a small repository of its own. `make address` writes a new
address into the README and the formula; `check` passes on what it wrote and fails on a copy spelt by
hand, on the placeholder, and on a spot left behind."""
import importlib.util
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent.parent / "scripts" / "project_address.py"
README = """brew tap your-account/imprint https://github.com/your-account/imprint
brew install your-account/imprint/imprint
version=0.1.0    # the release to install
release=https://github.com/your-account/imprint/releases/download/v$version
"""
FORMULA = """#   brew tap OWNER/imprint https://github.com/OWNER/imprint
  homepage "https://github.com/your-account/imprint"
    url "https://github.com/your-account/imprint.git", branch: "main"
"""


def load_script(root):
    spec = importlib.util.spec_from_file_location("project_address", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.ROOT = root
    return module


class ProjectAddressTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = Path(self.folder.name)
        (self.root / "Formula").mkdir()
        (self.root / "docs").mkdir()
        (self.root / "README.md").write_text(README)
        (self.root / "Formula/imprint.rb").write_text(FORMULA)
        (self.root / "docs/install.md").write_text("See the README.\n")
        subprocess.run(["git", "init", "-q"], cwd=self.root, check=True)
        self.script = load_script(self.root)
        self.new = {"repository": "larkspur/imprint", "owner": "larkspur", "version": "1.2.3"}

    def tearDown(self):
        self.folder.cleanup()

    def track(self):
        subprocess.run(["git", "add", "-A"], cwd=self.root, check=True)

    def test_write_then_check_passes(self):
        self.script.write(self.new)
        self.track()
        self.assertEqual(self.script.check(self.new), [])
        readme = (self.root / "README.md").read_text()
        self.assertIn("brew tap larkspur/imprint https://github.com/larkspur/imprint\n", readme)
        self.assertIn("version=1.2.3    # the release to install", readme)
        self.assertIn('homepage "https://github.com/larkspur/imprint"', (self.root / "Formula/imprint.rb").read_text())

    def test_a_spot_not_written_fails(self):
        self.track()
        self.assertEqual(self.script.check(self.new),
                         ["Formula/imprint.rb: not written from Package.swift's defaults: run make address",
                          "README.md: not written from Package.swift's defaults: run make address"])

    def test_a_copy_by_hand_fails(self):
        self.script.write(self.new)
        (self.root / "docs/install.md").write_text("See the README.\nOr https://github.com/larkspur/imprint/releases.\n")
        self.track()
        problems = self.script.check(self.new)
        self.assertEqual(len(problems), 1, problems)
        self.assertTrue(problems[0].startswith("docs/install.md:2: larkspur/imprint spelt by hand"), problems)

    def test_the_placeholder_and_an_old_address_fail(self):
        self.script.write(self.new)
        (self.root / "docs/install.md").write_text("github: your-account\nhttps://github.com/someone/imprint\n")
        self.track()
        self.assertEqual([problem.split(" spelt")[0] for problem in self.script.check(self.new)],
                         ["docs/install.md:1: your-account", "docs/install.md:2: github.com/someone/imprint"])


if __name__ == "__main__":
    result = unittest.main(argv=[sys.argv[0], "-q"], exit=False).result
    sys.exit(0 if result.wasSuccessful() else 1)
