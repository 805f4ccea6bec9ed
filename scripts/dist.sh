#!/usr/bin/env bash
# Imprint's release archives, made and checked one way for the release workflow
# (.github/workflows/release.yml), `make install` and `make dist-check`:
#
#   scripts/dist.sh build [TAG]                       the release build of imprint; prints the binary's path
#   scripts/dist.sh package TAG PLATFORM BINARY DIR   DIR/imprint-VERSION-PLATFORM.tar.gz (imprint, its man pages,
#                                                     README.md, LICENSE, NOTICE) and its .sha256; prints its path
#   scripts/dist.sh check ARCHIVE TAG                 verifies the checksum, unpacks the archive into a clean
#                                                     folder, checks it holds every file, builds the sample site
#   scripts/dist.sh notes TAG DIR                     the release notes: how to install, and DIR's checksums
#   scripts/dist.sh formula TAG SHA256-FILE           points Formula/imprint.rb at the release
#
# TAG is v1.2.3 or 1.2.3: `imprint --version` prints it. On Linux the Swift standard library and
# Foundation are linked in; the C libraries are the Debian packages of scripts/runtime-packages.
# notes and formula need IMPRINT_REPOSITORY (owner/name), as the release workflow sets it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

# What an archive carries besides the binary: its man pages (imprint help --man [TOPIC]), and the
# README, the license and the notices, which travel with every copy.
manuals=(imprint.1 imprint-content.5 imprint-templates.5)
documents=(README.md LICENSE NOTICE)

die() {
  echo "dist.sh: $*" >&2
  exit 1
}

# v1.2.3 → 1.2.3; anything else is refused, since the version ends up in a C string.
version_of() {
  local version="${1#v}"
  [[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.+-]+)?$ ]] || die "\"$1\" is not a version like v1.2.3"
  echo "$version"
}

# macOS has shasum where Linux has sha256sum; both write and check the same lines.
sha256() {
  if command -v sha256sum >/dev/null; then sha256sum "$@"; else shasum -a 256 "$@"; fi
}

build() {
  local flags=(-c release --product imprint)
  [ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib)
  if [ $# -gt 0 ]; then
    IMPRINT_VERSION="$(version_of "$1")"
    export IMPRINT_VERSION
  fi
  cd "$root"
  "${SWIFT:-swift}" build "${flags[@]}" >&2
  echo "$("${SWIFT:-swift}" build "${flags[@]}" --show-bin-path)/imprint"
}

package() {
  local version platform="$2" binary="$3" dir="$4" name
  version="$(version_of "$1")"
  [ "$("$binary" --version)" = "imprint $version" ] || die "$binary says \"$("$binary" --version)\", not imprint $version"
  name="imprint-$version-$platform"
  stage="$(mktemp -d)" # global: the trap removes it when the script exits
  trap 'rm -rf "$stage"' EXIT
  cp "$binary" "$stage/imprint"
  "$binary" help --man > "$stage/imprint.1"
  "$binary" help --man content > "$stage/imprint-content.5"
  "$binary" help --man templates > "$stage/imprint-templates.5"
  cp "${documents[@]/#/$root/}" "$stage/"
  mkdir -p "$dir"
  tar -czf "$dir/$name.tar.gz" -C "$stage" imprint "${manuals[@]}" "${documents[@]}"
  (cd "$dir" && sha256 "$name.tar.gz" > "$name.tar.gz.sha256")
  echo "$dir/$name.tar.gz"
}

check() {
  local archive="$1" version missing
  version="$(version_of "$2")"
  (cd "$(dirname "$archive")" && sha256 -c "$(basename "$archive").sha256")
  clean="$(mktemp -d)" # global: the trap removes it when the script exits
  trap 'rm -rf "$clean"' EXIT
  mkdir "$clean/bin" "$clean/site"
  tar -xzf "$archive" -C "$clean/bin"
  for file in imprint "${manuals[@]}" "${documents[@]}"; do
    [ -s "$clean/bin/$file" ] || die "$(basename "$archive") lacks $file"
  done
  if command -v ldd >/dev/null && missing="$(ldd "$clean/bin/imprint" | grep 'not found')"; then
    die "imprint needs libraries this machine lacks:"$'\n'"$missing"$'\n'"install them with: apt-get install -y $(cat "$root/scripts/runtime-packages")"
  fi
  cp -R "$root/content" "$root/templates" "$clean/site/"
  # Nothing of the machine that built it: no toolchain on PATH, a home of its own, the clean folder.
  local imprint=(env -i PATH=/usr/bin:/bin HOME="$clean" "$clean/bin/imprint")
  [ "$("${imprint[@]}" --version)" = "imprint $version" ] || die "the archive's imprint says \"$("${imprint[@]}" --version)\", not imprint $version"
  (cd "$clean/site" && "${imprint[@]}" build && "${imprint[@]}" check --quiet)
  echo "$(basename "$archive"): imprint $version, unpacked into a clean folder, built the sample site with no broken links"
}

notes() {
  local version repository="${IMPRINT_REPOSITORY:?set IMPRINT_REPOSITORY to owner/name}" dir="$2"
  version="$(version_of "$1")"
  cat <<EOF
## Install

macOS, with Homebrew:

\`\`\`sh
brew tap ${repository%/*}/imprint https://github.com/$repository
brew install ${repository%/*}/imprint/imprint
\`\`\`

Linux (built on Debian 12; checked on clean Debian 12 and Ubuntu 24.04 images); for arm64, read
linux-arm64 for linux-x86_64:

\`\`\`sh
curl -fsSLO https://github.com/$repository/releases/download/v$version/imprint-$version-linux-x86_64.tar.gz
curl -fsSLO https://github.com/$repository/releases/download/v$version/imprint-$version-linux-x86_64.tar.gz.sha256
sha256sum -c imprint-$version-linux-x86_64.tar.gz.sha256
sudo apt-get install -y $(cat "$root/scripts/runtime-packages")
sudo tar -xzf imprint-$version-linux-x86_64.tar.gz -C /usr/local/bin imprint
\`\`\`

The Swift standard library and Foundation are linked in; the C libraries are the packages above.

## SHA-256

\`\`\`
$(cat "$dir"/*.sha256)
\`\`\`
EOF
}

formula() {
  local version repository="${IMPRINT_REPOSITORY:?set IMPRINT_REPOSITORY to owner/name}" sum
  version="$(version_of "$1")"
  sum="$(cut -d ' ' -f 1 "$2")"
  sed -i.bak -e "s|https://github.com/[^/\"]*/imprint|https://github.com/$repository|g" \
    -e "s|^  version \".*\"|  version \"$version\"|" -e "s|^  sha256 \".*\"|  sha256 \"$sum\"|" "$root/Formula/imprint.rb"
  rm "$root/Formula/imprint.rb.bak"
}

command="${1:-}"
case "$command" in
  build | package | check | notes | formula) shift && "$command" "$@" ;;
  *) sed -n '2,16s/^# \{0,1\}//p' "$0" >&2 && exit 64 ;;
esac
