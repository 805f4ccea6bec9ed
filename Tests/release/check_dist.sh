#!/usr/bin/env bash
# make dist-check: the steps of a release that run on this machine, through scripts/dist.sh as the
# release workflow runs it. Builds the Linux release binary as a tagged version, packages it, checks
# the archive from a clean folder on the sample site, refuses a damaged archive, runs the download
# steps of the CI files `imprint init` writes against the archive (Tests/release/check_init_workflow.py),
# then `make install` and `make uninstall` into a temporary PREFIX. An archive without LICENSE or NOTICE
# fails scripts/dist.sh check; an install without them fails here.
set -euo pipefail
cd "$(dirname "$0")/../.."
tag=v0.0.0-dist-check
# A release build, as the release workflow makes it: its `imprint init` writes workflows that download it.
export IMPRINT_REPOSITORY=dist-check/imprint
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

megabytes() {
  awk -v bytes="$(wc -c < "$1")" 'BEGIN { printf "%.1f MB", bytes / 1000000 }'
}

start=$SECONDS
binary="$(scripts/dist.sh build "$tag" 2> "$work/build.log")" || {
  cat "$work/build.log" >&2
  exit 1
}
echo "release build of $tag: $((SECONDS - start)) s, $(megabytes "$binary")"
platform="linux-$(uname -m | sed 's/aarch64/arm64/')"
archive="$(scripts/dist.sh package "$tag" "$platform" "$binary" "$work/dist")"
echo "$(basename "$archive"): $(megabytes "$archive") ($(tar -tzf "$archive" | paste -sd ' ' -))"
echo "sha256: $(cat "$archive.sha256")"
echo "runtime libraries: $(ldd "$binary" | grep -c '=>') ($(readelf -d "$binary" | grep -c NEEDED) needed directly)"
scripts/dist.sh check "$archive" "$tag"

mkdir "$work/damaged"
cp "$archive" "$archive.sha256" "$work/damaged/"
printf 'x' >> "$work/damaged/$(basename "$archive")"
if scripts/dist.sh check "$work/damaged/$(basename "$archive")" "$tag" > /dev/null 2>&1; then
  echo "dist-check: a damaged archive passed its check" >&2
  exit 1
fi
echo "a damaged archive fails its check"

.venv/bin/python Tests/release/check_init_workflow.py "$archive" "$tag"

# The tag's build, which is there already: a release build with another version compiles the modules
# that import it again.
prefix="$work/prefix"
IMPRINT_VERSION="${tag#v}" make --no-print-directory install PREFIX="$prefix" SWIFT="${SWIFT:-swift}" > /dev/null 2> "$work/install.log" || {
  cat "$work/install.log" >&2
  exit 1
}
[ "$("$prefix/bin/imprint" --version)" = "imprint ${tag#v}" ] || {
  echo "dist-check: the installed imprint says $("$prefix/bin/imprint" --version)" >&2
  exit 1
}
for document in LICENSE NOTICE; do
  cmp -s "$document" "$prefix/share/doc/imprint/$document" || {
    echo "dist-check: make install did not install $document in share/doc/imprint" >&2
    exit 1
  }
done
echo "make install PREFIX=…: $(find "$prefix" -type f | sed "s|$prefix/||" | sort | tr '\n' ' ')runs, $("$prefix/bin/imprint" --version)"
if command -v man > /dev/null; then
  man -P cat -l "$prefix/share/man/man1/imprint.1" 2> /dev/null | grep -q "imprint build" || {
    echo "dist-check: man -l does not show the installed page" >&2
    exit 1
  }
  echo "man -l shows the installed page"
fi
make --no-print-directory uninstall PREFIX="$prefix" > /dev/null
left="$(find "$prefix" -type f)"
[ -z "$left" ] || {
  echo "dist-check: make uninstall left $left" >&2
  exit 1
}
echo "make uninstall leaves no file"
echo "dist-check: passed"
