#!/usr/bin/env python3
"""Runs the steps of the CI files `imprint init` writes, with the release and the repository served from a folder.

Usage: check_init_workflow.py ARCHIVE TAG

Unpacks the imprint of ARCHIVE (a release archive with its .sha256 beside it, built with IMPRINT_REPOSITORY
set, as the release workflow builds it), lets it write a site with `imprint init` (and `--host gitlab`), and:

1. runs the workflow's "Download Imprint" step on this machine as GitHub would (bash -eo pipefail, the
   workflow's env), with https://github.com/ standing for a folder that holds the release as GitHub lays it
   out: it must put an imprint of the workflow's IMPRINT_VERSION in .imprint/bin; with a damaged archive it
   must fail its checksum and install nothing;
2. runs its "Install the Swift toolchain" step the same way, with https://download.swift.org/ and swift.org's
   keys standing for a folder holding a stand-in toolchain signed by a key made for the test: it must
   unpack it into .imprint/swift; with a damaged one it must fail its signature check (needs gpg);
3. runs every step of the GitHub workflow and every line of the GitLab pipeline on a clean Debian 12 image
   (clean_image.py) for each way Imprint may be installed: with neither a release nor a source the first
   step must fail with one line naming the line to fill in; from the release, and from source (this
   repository's HEAD, served from a folder as IMPRINT_SOURCE), the site must build with no broken link.
   Built from source twice, with the cache of the first run, the second must compile nothing. This part
   needs root, debootstrap and a Swift toolchain on PATH (the cached toolchain); without them it says that
   it skipped.
"""

import pathlib
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

import yaml

import clean_image

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
WORKSPACE = "/workspace/site"
PAGES_URL = "https://example.org"


def run_step(script, env, runner):
    """The step's script as a GitHub runner runs it, in `runner`; returns (status, output)."""
    runner.mkdir()
    step_env = {"PATH": "/usr/bin:/bin", "HOME": str(runner), **env}
    result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                            env=step_env, cwd=runner, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def variables(document, key):
    """The CI file's variables as the runner hands them to the shell."""
    return {name: str(value).lower() if isinstance(value, bool) else str(value) for name, value in document[key].items()}


def check_download_here(work, workflow, archive, version, served):
    env = variables(workflow, "env")
    env["IMPRINT_RELEASE"] = env["IMPRINT_RELEASE"].replace("https://github.com/", f"file://{served}/")
    step = next(step for step in workflow["jobs"]["build"]["steps"] if step["name"] == "Download Imprint")
    assert step["if"] == "env.IMPRINT_RELEASE != ''", step["if"]

    status, output = run_step(step["run"], env, work / "runner")
    assert status == 0, f"the download step failed:\n{output}"
    printed = subprocess.run([work / "runner/.imprint/bin/imprint", "--version"], capture_output=True, text=True,
                             check=True).stdout
    assert printed == f"imprint {version}\n", printed
    print(f"the workflow imprint init writes downloads {archive.name}, verifies it ({output.strip()}) "
          f"and puts imprint {version} in .imprint/bin")

    release = pathlib.Path(env["IMPRINT_RELEASE"].removeprefix("file://"))
    with open(release / archive.name, "ab") as damaged:
        damaged.write(b"x")
    status, output = run_step(step["run"], env, work / "damaged-runner")
    assert status != 0 and "FAILED" in output, f"a damaged archive passed the download step:\n{output}"
    assert not (work / "damaged-runner/.imprint/bin/imprint").exists(), "a damaged archive was installed"
    print("with a damaged archive its download step fails its checksum and installs nothing")
    shutil.copy(archive, release / archive.name)


def check_toolchain_here(work, workflow):
    if not shutil.which("gpg"):
        print("the toolchain step: skipped, gpg is not installed")
        return
    step = next(step for step in workflow["jobs"]["build"]["steps"] if step["name"] == "Install the Swift toolchain")
    swift = re.search(r'name="swift-([0-9.]+)-RELEASE"', step["run"]).group(1)
    system = dict(line.split("=", 1) for line in pathlib.Path("/etc/os-release").read_text().split() if "=" in line)
    system = system["ID"] + system["VERSION_ID"].strip('"')
    name = f"swift-{swift}-RELEASE"
    served = work / "swift-org"
    folder = served / f"swift-{swift}-release" / system.replace(".", "") / name
    (work / "toolchain" / name / "usr/bin").mkdir(parents=True)
    (work / "toolchain" / name / "usr/bin/swift").write_text("#!/bin/sh\necho stand-in\n")
    (work / "toolchain" / name / "usr/bin/swift").chmod(0o755)
    folder.mkdir(parents=True)
    tarball = folder / f"{name}-{system}.tar.gz"
    with tarfile.open(tarball, "w:gz") as packed:
        packed.add(work / "toolchain" / name, arcname=name)
    keys = work / "signing-keys"
    keys.mkdir(mode=0o700)
    gpg = ["gpg", "--batch", "--quiet", "--homedir", str(keys)]
    subprocess.run([*gpg, "--passphrase", "", "--quick-gen-key", "test@imprint.invalid", "ed25519", "sign", "never"], check=True)
    subprocess.run([*gpg, "--armor", "--output", served / "all-keys.asc", "--export"], check=True)
    subprocess.run([*gpg, "--detach-sign", "--output", f"{tarball}.sig", tarball], check=True)
    script = step["run"].replace("https://download.swift.org/", f"file://{served}/").replace(
        "https://swift.org/keys/all-keys.asc", f"file://{served}/all-keys.asc")

    status, output = run_step(script, {}, work / "toolchain-runner")
    assert status == 0, f"the toolchain step failed:\n{output}"
    assert (work / "toolchain-runner/.imprint/swift/usr/bin/swift").exists(), "the toolchain is not in .imprint/swift"
    print(f"its toolchain step downloads {tarball.name}, checks its signature and unpacks it into .imprint/swift")
    with open(tarball, "ab") as damaged:
        damaged.write(b"x")
    status, output = run_step(script, {}, work / "damaged-toolchain-runner")
    assert status != 0 and "BAD signature" in output, f"a damaged toolchain passed:\n{output}"
    assert not (work / "damaged-toolchain-runner/.imprint/swift/usr/bin/swift").exists(), "a damaged toolchain was unpacked"
    print("with a damaged toolchain it fails the signature check and unpacks nothing")


def github_steps(workflow, env):
    """The build job's steps that run with `env`, as (name, script or None, what it uses)."""
    for step in workflow["jobs"]["build"]["steps"]:
        condition = step.get("if")
        if condition:
            name, operator = re.fullmatch(r"env\.(\w+) (==|!=) ''", condition).groups()
            if (env[name] == "") != (operator == "=="):
                continue
        script = step.get("run")
        if script:
            script = script.replace("${{ steps.pages.outputs.base_url }}", PAGES_URL)
            assert "${{" not in script, f"an expression this test does not know: {script}"
        yield step["name"], script, step.get("uses", "") + " " + str(step.get("with", {}).get("path", ""))


def gitlab_steps(pipeline):
    """The pages job's script lines, as (name, script, what it uses); its caches are in place from the start."""
    job = pipeline["pages"]
    assert job["image"] == "debian:12", job["image"]
    yield "caches", None, "cache " + " ".join(path for cache in job["cache"] for path in cache["paths"])
    for number, line in enumerate(job["script"], start=1):
        yield f"script line {number}", line, ""


def run_in_image(site, steps, env, caches):
    """Runs `steps` in a fresh clean image with the site checked out; returns the output of each step run."""
    outputs = {}
    with clean_image.fresh_image() as image:
        image.bind(caches["served"], caches["served"], read_only=True)
        workspace = image.root / WORKSPACE.lstrip("/")
        workspace.mkdir(parents=True)
        checked_out = False
        for name, script, uses in steps:
            if uses.startswith("actions/checkout@") or (uses.startswith("cache") and not checked_out):
                shutil.copytree(site, workspace, dirs_exist_ok=True)
                checked_out = True
            if ".imprint " in uses + " " or ".imprint/" in uses:
                image.bind(caches["source"], WORKSPACE + "/.imprint")
                image.bind(caches["toolchain"], WORKSPACE + "/.imprint/swift", read_only=True)
            if uses.startswith("actions/upload-pages-artifact@"):
                assert (workspace / "public/index.html").exists(), "no site to upload"
            if script is None:
                continue
            status, output = image.run(script, {**env, "CI_PAGES_URL": PAGES_URL}, WORKSPACE)
            outputs[name] = output
            if status != 0:
                return status, name, outputs
    return 0, None, outputs


def check_in_clean_image(work, files, served, version):
    why = clean_image.unavailable()
    swift = shutil.which("swift")
    if why:
        print(f"the CI files on a clean Debian image: skipped, {why}")
        return
    head = subprocess.run(["git", "-C", REPOSITORY, "rev-parse", "HEAD"], capture_output=True, text=True)
    caches = {"served": served, "source": clean_image.CACHE / "imprint-source",
              "toolchain": pathlib.Path(swift).resolve().parents[2] if swift else None}
    caches["source"].joinpath("swift").mkdir(parents=True, exist_ok=True)
    if head.returncode == 0:
        subprocess.run(["git", "clone", "--quiet", "--bare", REPOSITORY, served / "imprint.git"], check=True)

    for host, (document, key, steps, path) in files.items():
        text = (work / "site" / path).read_text()
        line = next(number for number, written in enumerate(text.split("\n"), start=1)
                    if written.startswith("  IMPRINT_SOURCE:"))
        released = variables(document, key)
        released["IMPRINT_RELEASE"] = released["IMPRINT_RELEASE"].replace("https://github.com/", f"file://{served}/")
        neither = {**released, "IMPRINT_RELEASE": "", "IMPRINT_SOURCE": ""}

        status, name, outputs = run_in_image(work / "site", steps(document, neither), neither, caches)
        expected = f"{path}:{line}: fill in IMPRINT_SOURCE, the git URL of the Imprint to build"
        assert status == 1 and len(outputs) == 1, f"{host}: with no source, {name} ended it:\n{outputs}"
        assert outputs[name].startswith(expected) and outputs[name].count("\n") == 1, outputs[name]
        print(f"{host}, neither a release nor a source: its first step fails with: {outputs[name].strip()}")

        status, name, outputs = run_in_image(work / "site", steps(document, released), released, caches)
        assert status == 0, f"{host}, from the release: {name} failed:\n{outputs[name]}"
        print(f"{host}, from the release {version}: every step passes on a clean Debian 12 image, the site built and checked")

        if not swift or head.returncode != 0:
            print(f"{host}, from source: skipped, " + ("no Swift toolchain on PATH" if not swift else "not a git checkout"))
            continue
        source = {**released, "IMPRINT_RELEASE": "", "IMPRINT_SOURCE": f"file://{served}/imprint.git",
                  "IMPRINT_COMMIT": head.stdout.strip()}
        for run in ("first", "second"):
            status, name, outputs = run_in_image(work / "site", steps(document, source), source, caches)
            assert status == 0, f"{host}, from source: {name} failed:\n{outputs[name]}"
            compiled = sum(output.count("Compiling ") for output in outputs.values())
            assert run == "first" or compiled == 0, f"{host}: with the cache of the same commit, it compiled {compiled} times"
            print(f"{host}, from source ({source['IMPRINT_COMMIT'][:12]}), {run} run: every step passes,"
                  f" {compiled} compile steps")


def main(archive, tag):
    archive = pathlib.Path(archive)
    version = tag.removeprefix("v")
    work = pathlib.Path(tempfile.mkdtemp())
    try:
        with tarfile.open(archive) as packed:
            packed.extract("imprint", work / "bin", filter="data")
        subprocess.run([work / "bin/imprint", "init", work / "site"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run([work / "bin/imprint", "init", "--force", "--host", "gitlab", work / "site"], check=True,
                       stdout=subprocess.DEVNULL)
        workflow = yaml.safe_load((work / "site/.github/workflows/pages.yml").read_text())
        pipeline = yaml.safe_load((work / "site/.gitlab-ci.yml").read_text())
        for document, key in ((workflow, "env"), (pipeline, "variables")):
            env = variables(document, key)
            assert env["IMPRINT_VERSION"] == version, f"it pins {env['IMPRINT_VERSION']}, not {version}"
            assert re.fullmatch(rf"https://github\.com/[^/]+/[^/]+/releases/download/v{re.escape(version)}",
                                env["IMPRINT_RELEASE"]), f"a release downloads itself, not {env['IMPRINT_RELEASE']}"

        served = work / "served"
        release = served / env["IMPRINT_RELEASE"].removeprefix("https://github.com/")
        release.mkdir(parents=True)
        for name in (archive.name, archive.name + ".sha256"):
            shutil.copy(archive.parent / name, release / name)
        check_download_here(work, workflow, archive, version, served)
        check_toolchain_here(work, workflow)
        check_in_clean_image(work, {
            "GitHub": (workflow, "env", github_steps, ".github/workflows/pages.yml"),
            "GitLab": (pipeline, "variables", lambda document, env: gitlab_steps(document), ".gitlab-ci.yml"),
        }, served, version)
    finally:
        shutil.rmtree(work, onerror=ignore_vanished)


def ignore_vanished(function, path, error):
    """A file that went away while its folder was removed: a gpg agent's socket, which the agent
    removes itself when it ends. Any other failure to remove is raised."""
    if not issubclass(error[0], FileNotFoundError):
        raise error[1]


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
