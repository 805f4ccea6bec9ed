"""A clean Debian 12 image to run CI steps in, for the tests of the CI files `imprint init` writes.

Docker needs a daemon and a registry; this needs only debootstrap and root: a minimal bookworm root made
once from Debian's mirror and kept under CACHE (~/.cache/imprint-tests unless IMPRINT_TEST_CACHE says
otherwise), then, for each run, a fresh copy of it (an overlay mount: nothing a run installs outlasts
it) entered with chroot. Debian's packages downloaded inside are kept in CACHE, to fetch each once.
"""

import contextlib
import os
import pathlib
import shutil
import subprocess
import tempfile

CACHE = pathlib.Path(os.environ.get("IMPRINT_TEST_CACHE", pathlib.Path.home() / ".cache/imprint-tests"))
# What a CI runner has before any step: a shell, curl, git and sudo.
RUNNER_TOOLS = "ca-certificates,curl,git,sudo,xz-utils"
PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


def unavailable():
    """Why no clean image can be made here, or None."""
    if os.geteuid() != 0:
        return "it needs root (debootstrap, mount and chroot)"
    if not shutil.which("debootstrap"):
        return "debootstrap is not installed (apt-get install debootstrap)"
    with tempfile.TemporaryDirectory() as probe:
        if subprocess.run(["mount", "-t", "tmpfs", "tmpfs", probe], capture_output=True).returncode != 0:
            return "this machine does not let it mount (an unprivileged container?)"
        subprocess.run(["umount", probe], check=True)
    return None


def base_root():
    """The minimal bookworm root, made with debootstrap the first time."""
    root = CACHE / "bookworm-minbase"
    if not root.exists():
        partial = CACHE / "bookworm.partial"
        shutil.rmtree(partial, ignore_errors=True)
        partial.parent.mkdir(parents=True, exist_ok=True)
        print(f"making a clean Debian 12 root in {root} with debootstrap (once)")
        subprocess.run(["debootstrap", "--variant=minbase", f"--include={RUNNER_TOOLS}", "bookworm", partial,
                        "http://deb.debian.org/debian"], check=True, stdout=subprocess.DEVNULL)
        partial.rename(root)
    return root


class Image:
    """A fresh copy of the clean root; `bind` puts a folder of this machine in it, `run` runs a script in it."""

    def __init__(self, root):
        self.root = root
        self.mounts = []

    def mount(self, *arguments):
        target = arguments[-1]
        subprocess.run(["mount", *arguments], check=True)
        self.mounts.append(target)

    def bind(self, source, inside, read_only=False):
        target = self.root / str(inside).lstrip("/")
        target.mkdir(parents=True, exist_ok=True)
        self.mount("--bind", str(source), str(target))
        if read_only:
            subprocess.run(["mount", "-o", "remount,bind,ro", str(target)], check=True)

    def run(self, script, env, cwd):
        """Runs `script` as a CI runner runs a step (bash -eo pipefail); returns (status, output)."""
        variables = [f"{name}={value}" for name, value in {"PATH": PATH, "HOME": "/root", "LANG": "C.UTF-8",
                                                          "DEBIAN_FRONTEND": "noninteractive", **env}.items()]
        result = subprocess.run(["chroot", str(self.root), "env", "-i", *variables, "bash", "--noprofile", "--norc",
                                 "-eo", "pipefail", "-c", f"cd {cwd}\n{script}"],
                                capture_output=True, text=True)
        return result.returncode, result.stdout + result.stderr


@contextlib.contextmanager
def fresh_image():
    """A fresh copy of the clean root, its mounts undone and its changes dropped afterwards."""
    work = pathlib.Path(tempfile.mkdtemp(prefix="imprint-image-"))
    for name in ("upper", "work", "root"):
        (work / name).mkdir()
    image = Image(work / "root")
    try:
        image.mount("-t", "overlay", "overlay", "-o",
                    f"lowerdir={base_root()},upperdir={work / 'upper'},workdir={work / 'work'}", str(image.root))
        image.mount("-t", "proc", "proc", str(image.root / "proc"))
        image.bind("/dev", "/dev")
        archives = CACHE / "apt-archives"
        (archives / "partial").mkdir(parents=True, exist_ok=True)
        image.bind(archives, "/var/cache/apt/archives")
        shutil.copy("/etc/resolv.conf", image.root / "etc/resolv.conf")
        # sudo looks the machine's name up: the chroot shares it with this machine.
        with open(image.root / "etc/hosts", "a") as hosts:
            hosts.write(f"127.0.1.1 {os.uname().nodename}\n")
        yield image
    finally:
        # Removed only once nothing is mounted in it: through a bind mount, it would remove this machine's files.
        unmounted = [subprocess.run(["umount", target]).returncode == 0 for target in reversed(image.mounts)]
        if all(unmounted):
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"could not unmount everything in {work}: left as it is")
