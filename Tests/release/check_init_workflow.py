#!/usr/bin/env python3
"""Runs the download step of the workflow `imprint init` writes, with the release served from a folder.

Usage: check_init_workflow.py ARCHIVE TAG

Unpacks the imprint of ARCHIVE (a release archive with its .sha256 beside it), lets it write a site
with `imprint init`, and runs the workflow's "Download Imprint" step as GitHub would (bash -eo
pipefail, RUNNER_TEMP, GITHUB_PATH, the workflow's env), with https://github.com/ standing for a
folder that holds the release as GitHub lays it out. The step must put an imprint of the workflow's
IMPRINT_VERSION on the PATH; with a damaged archive it must fail its checksum and install nothing.
"""

import pathlib
import shutil
import subprocess
import sys
import tarfile
import tempfile

import yaml


def run_step(script, env, runner):
    """The step's script as a GitHub runner runs it; returns (status, output, GITHUB_PATH lines)."""
    runner.mkdir()
    github_path = runner / "github_path"
    github_path.touch()
    step_env = {"PATH": "/usr/bin:/bin", "HOME": str(runner), "RUNNER_TEMP": str(runner / "temp"),
                "GITHUB_PATH": str(github_path), **env}
    result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                            env=step_env, cwd=runner, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr, github_path.read_text().split()


def main(archive, tag):
    archive = pathlib.Path(archive)
    version = tag.removeprefix("v")
    work = pathlib.Path(tempfile.mkdtemp())
    try:
        with tarfile.open(archive) as packed:
            packed.extract("imprint", work / "bin", filter="data")
        subprocess.run([work / "bin/imprint", "init", work / "site"], check=True, stdout=subprocess.DEVNULL)
        workflow = yaml.safe_load((work / "site/.github/workflows/pages.yml").read_text())
        env = {name: str(value).lower() if isinstance(value, bool) else str(value) for name, value in workflow["env"].items()}
        assert env["IMPRINT_VERSION"] == version, f"the workflow pins {env['IMPRINT_VERSION']}, not {version}"
        assert env["IMPRINT_FROM_SOURCE"] == "false", "the workflow builds from source unless asked"
        step = next(step for step in workflow["jobs"]["build"]["steps"] if step["name"] == "Download Imprint")
        assert step["if"] == "env.IMPRINT_FROM_SOURCE != 'true'", step["if"]

        served = work / "served"
        release = served / env["IMPRINT_REPOSITORY"] / "releases/download" / f"v{version}"
        release.mkdir(parents=True)
        for name in (archive.name, archive.name + ".sha256"):
            shutil.copy(archive.parent / name, release / name)
        script = step["run"].replace("https://github.com/", f"file://{served}/")

        status, output, path = run_step(script, env, work / "runner")
        assert status == 0, f"the download step failed:\n{output}"
        assert len(path) == 1, f"the step added {path} to GITHUB_PATH"
        printed = subprocess.run([pathlib.Path(path[0]) / "imprint", "--version"], capture_output=True, text=True, check=True).stdout
        assert printed == f"imprint {version}\n", printed
        print(f"the workflow imprint init writes downloads {archive.name}, verifies it ({output.strip()}) "
              f"and puts imprint {version} on the PATH")

        with open(release / archive.name, "ab") as damaged:
            damaged.write(b"x")
        status, output, path = run_step(script, env, work / "damaged-runner")
        assert status != 0 and "FAILED" in output, f"a damaged archive passed the download step:\n{output}"
        assert path == [], f"a damaged archive was put on the PATH: {path}"
        print("with a damaged archive its download step fails its checksum and installs nothing")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
