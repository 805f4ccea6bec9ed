# syntax=docker/dockerfile:1.7
# Written for Imprint's highlighting tests by the Imprint team. Modelled on the Dockerfile that
# Vapor's template generates and on the posts that slim it down: a Swift build stage with cached
# dependencies and a static standard library, then a small Ubuntu image running as its own user.

# ================================
# Build image
# ================================
ARG SWIFT_VERSION=6.0
FROM --platform=$BUILDPLATFORM swift:${SWIFT_VERSION}-jammy AS build

# Install OS updates and, for the test step, sqlite
RUN export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true \
    && apt-get -q update \
    && apt-get -q dist-upgrade -y \
    && apt-get install -y libjemalloc-dev libsqlite3-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /build

# First just resolve dependencies: this creates a cached layer that is
# reused as long as Package.swift and Package.resolved do not change.
COPY ./Package.* ./
RUN --mount=type=cache,target=/build/.build \
    swift package resolve \
        $([ -f ./Package.resolved ] && echo "--force-resolved-versions" || true)

# Copy the rest of the sources, then build with optimizations and a static stdlib.
COPY . .
RUN --mount=type=cache,target=/build/.build \
    swift build -c release \
        --product App \
        --static-swift-stdlib \
        -Xlinker -ljemalloc \
    && mkdir -p /staging \
    && cp "$(swift build -c release --show-bin-path)/App" /staging/

# Resources bundles, public files and migrations go beside the binary.
RUN <<EOF
set -eu
cd /staging
cp "/usr/libexec/swift/linux/swift-backtrace-static" ./
find -L "$(swift build -c release --show-bin-path)/" -regex '.*\.resources$' -exec cp -Ra {} ./ \;
[ -d /build/Public ] && { cp -R /build/Public ./Public && chmod -R a-w ./Public; } || true
[ -d /build/Resources ] && { cp -R /build/Resources ./Resources && chmod -R a-w ./Resources; } || true
EOF

# ================================
# Run image
# ================================
FROM ubuntu:jammy

LABEL org.opencontainers.image.source="https://github.com/pebble-apps/feedback-server" \
      org.opencontainers.image.description="Feedback server for the Pebble apps"

RUN export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true \
    && apt-get -q update \
    && apt-get -q install -y \
      libjemalloc2 \
      ca-certificates \
      tzdata \
# If your app or its dependencies import FoundationNetworking, also install curl:
      libcurl4 \
    && rm -r /var/lib/apt/lists/*

# Create a vapor user and group with /app as its home directory
RUN useradd --user-group --create-home --system --skel /dev/null --home-dir /app vapor

WORKDIR /app
COPY --from=build --chown=vapor:vapor /staging /app

# A small script the health check runs, written in place.
COPY --chmod=755 <<-"SCRIPT" /usr/local/bin/healthcheck
	#!/bin/sh
	curl --fail --silent "http://localhost:${PORT:-8080}/health" > /dev/null
	SCRIPT

ENV SWIFT_BACKTRACE=enable=yes,sanitize=yes,threads=all,images=all,interactive=no,swift-backtrace=./swift-backtrace-static
ENV PORT=8080 \
    LOG_LEVEL=info

USER vapor:vapor
EXPOSE 8080
VOLUME /app/data
STOPSIGNAL SIGTERM

HEALTHCHECK --interval=30s --timeout=3s --start-period=10s CMD ["/usr/local/bin/healthcheck"]

ENTRYPOINT ["./App"]
CMD ["serve", "--env", "production", "--hostname", "0.0.0.0", "--port", "8080"]
