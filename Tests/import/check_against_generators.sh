#!/usr/bin/env bash
# Builds the Jekyll and Hugo import fixtures with Jekyll and Hugo themselves, imports each into a
# copy of the import fixture's site, builds that with Imprint, and compares the two with
# compare_text.py: every old URL answers, every word survives. Installs jekyll and hugo from
# Debian when run as root; skips, saying so, when they are missing otherwise.
# usage: check_against_generators.sh IMPRINT OUTPUT-FOLDER
set -euo pipefail
imprint=$1 out=$2
fixtures=Tests/ImprintImportTests/Fixtures/import
missing=""
for tool in jekyll hugo; do command -v $tool >/dev/null 2>&1 || missing="$missing $tool"; done
if [ -n "$missing" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$missing >/dev/null
fi
rm -rf "$out" && mkdir -p "$out"
compare() {  # name, then the list pages of the old site
  local name=$1; shift
  cp -r $fixtures/site "$out/$name-site"
  "$imprint" import $name $fixtures/$name --source "$out/$name-site" > "$out/$name-report.txt"
  "$imprint" build --quiet --source "$out/$name-site" --output "$out/$name-new"
  python3 Tests/import/compare_text.py "$out/$name-old" "$out/$name-new" "$out/$name-report.txt" --lists "$@" > "$out/$name-comparison.txt" \
    || { grep "^FAIL" "$out/$name-comparison.txt"; exit 1; }
  tail -1 "$out/$name-comparison.txt" | sed "s/^/  $name against $name: /"
}
if command -v jekyll >/dev/null 2>&1; then
  # The fixture's Gemfile is there to be left out by the import; offline, Bundler cannot read it.
  cp -r $fixtures/jekyll "$out/jekyll-source" && rm "$out/jekyll-source/Gemfile"
  jekyll build --quiet --source "$out/jekyll-source" --destination "$out/jekyll-old" --disable-disk-cache > "$out/jekyll-build.log" 2>&1 \
    || { cat "$out/jekyll-build.log"; exit 1; }
  compare jekyll /
else
  echo "  jekyll comparison skipped: install jekyll (apt-get install jekyll) to run it"
fi
if command -v hugo >/dev/null 2>&1; then
  # Hugo writes resources/ into the site it builds: build a copy.
  cp -r $fixtures/hugo "$out/hugo-source"
  hugo --quiet --noBuildLock --source "$out/hugo-source" --destination "$(pwd)/$out/hugo-old"
  compare hugo / /posts/ /projects/ "/tags/*" "/categories/*"
else
  echo "  hugo comparison skipped: install hugo (apt-get install hugo) to run it"
fi
