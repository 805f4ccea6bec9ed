# Written for Imprint's highlighting tests by the Imprint team. Modelled on the Makefiles that
# Swift packages for the Mac ship beside Package.swift: build, test, a universal release binary,
# install under a prefix, DocC docs, formatting, and icons rendered from SVG.

PRODUCT ?= feedctl
PREFIX ?= /usr/local
SWIFT := swift
CONFIGURATION ?= debug
VERSION := $(shell git describe --tags --always --dirty 2>/dev/null || echo 0.0.0)
BUILD_DIR = .build
RELEASE_BIN := $(BUILD_DIR)/apple/Products/Release/$(PRODUCT)
SOURCES := $(shell find Sources -name '*.swift')
ICONS := $(patsubst Assets/%.svg,Resources/%.png,$(wildcard Assets/*.svg))

SWIFT_FLAGS += --configuration $(CONFIGURATION) \
	-Xswiftc -warnings-as-errors
export DEVELOPER_DIR ?= /Applications/Xcode.app/Contents/Developer

ifeq ($(shell uname),Darwin)
ARCH_FLAGS := --arch arm64 --arch x86_64
else
ARCH_FLAGS :=
endif

-include local.mk

.DEFAULT_GOAL := build
.PHONY: build test release install uninstall docs format lint icons clean help

build: $(SOURCES) ## Build the debug binary
	$(SWIFT) build $(SWIFT_FLAGS)

test: ## Run the tests, in parallel
	$(SWIFT) test --parallel --enable-code-coverage
	@echo "Coverage: $$(xcrun llvm-cov report $(BUILD_DIR)/debug/$(PRODUCT)PackageTests.xctest \
		-instr-profile $(BUILD_DIR)/debug/codecov/default.profdata | tail -1 | awk '{print $$NF}')"

$(RELEASE_BIN): $(SOURCES) Package.swift
	$(SWIFT) build -c release $(ARCH_FLAGS) \
		-Xswiftc -DRELEASE
	@touch $@

release: $(RELEASE_BIN) ## Build a universal release binary and zip it
	@mkdir -p dist
	ditto -c -k --keepParent $< dist/$(PRODUCT)-$(VERSION).zip
	@shasum -a 256 dist/$(PRODUCT)-$(VERSION).zip | tee dist/$(PRODUCT)-$(VERSION).sha256

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/$(PRODUCT)"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/$(PRODUCT)"

docs: ## Build the DocC archive for GitHub Pages
	$(SWIFT) package --allow-writing-to-directory docs \
		generate-documentation --target FeedKit \
		--disable-indexing --transform-for-static-hosting \
		--hosting-base-path $(PRODUCT) --output-path docs

format:
	swift format --in-place --recursive Sources Tests Package.swift

lint:
	@if ! command -v swiftlint >/dev/null; then \
		echo "swiftlint is not installed: brew install swiftlint"; exit 1; \
	fi
	swiftlint lint --strict --quiet

icons: $(ICONS)

Resources/%.png: Assets/%.svg | Resources
	rsvg-convert --width 1024 --height 1024 $< > $@

Resources:
	mkdir -p $@

define HELP_TEXT
Targets of $(PRODUCT) $(VERSION):
endef
export HELP_TEXT

help: ## Show this help
	@echo "$$HELP_TEXT"
	@grep -E '^[a-z]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/'

clean: ; rm -rf $(BUILD_DIR) dist docs Resources/*.png
