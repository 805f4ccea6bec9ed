#!/usr/bin/env bash
# Written for Imprint's highlighting tests by the Imprint team. Modelled on the release scripts
# Mac developers publish for apps sold outside the App Store: archive with xcodebuild, export,
# notarize with notarytool, staple, and write a Sparkle appcast entry.

set -euo pipefail
IFS=$'\n\t'

readonly SCHEME="${SCHEME:-Clipper}"
readonly BUILD_DIR="${BUILD_DIR:-$PWD/build}"
readonly ARCHIVE="$BUILD_DIR/$SCHEME.xcarchive"
readonly KEYCHAIN_PROFILE="notary-clipper"
VERBOSE=0

log() {
    printf '\033[1;34m==>\033[0m %s\n' "$*" >&2
}

die() {
    printf 'error: %s\n' "$*" >&2
    exit 1
}

usage() {
    cat <<EOF
Usage: $(basename "$0") [-v] [-s] VERSION
  -v  show xcodebuild's full output
  -s  skip notarization (local test builds)
EOF
}

cleanup() {
    local status=$?
    [[ -d "$BUILD_DIR/tmp" ]] && rm -rf "$BUILD_DIR/tmp"
    if (( status != 0 )); then
        log "failed with status $status; the archive is kept in $ARCHIVE"
    fi
}
trap cleanup EXIT

skip_notarization=false
while getopts ":vsh" option; do
    case $option in
        v) VERBOSE=1 ;;
        s) skip_notarization=true ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 64 ;;
    esac
done
shift $((OPTIND - 1))

version=${1:-}
[[ -n "$version" ]] || { usage >&2; exit 64; }
[[ "$version" =~ ^[0-9]+\.[0-9]+(\.[0-9]+)?$ ]] || die "not a version: $version"

command -v xcpretty >/dev/null 2>&1 || VERBOSE=1
build_number=$(git rev-list --count HEAD)
mkdir -p "$BUILD_DIR/tmp"

log "Archiving $SCHEME $version ($build_number)"
xcodebuild_args=(
    -scheme "$SCHEME"
    -configuration Release
    -archivePath "$ARCHIVE"
    MARKETING_VERSION="$version"
    CURRENT_PROJECT_VERSION="$build_number"
)
if [[ $VERBOSE -eq 1 ]]; then
    xcodebuild archive "${xcodebuild_args[@]}"
else
    xcodebuild archive "${xcodebuild_args[@]}" | xcpretty --color
fi

cat > "$BUILD_DIR/tmp/ExportOptions.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
    <key>method</key>
    <string>developer-id</string>
</dict>
</plist>
PLIST

log "Exporting"
xcodebuild -exportArchive -archivePath "$ARCHIVE" \
    -exportOptionsPlist "$BUILD_DIR/tmp/ExportOptions.plist" \
    -exportPath "$BUILD_DIR/export" -quiet

app="$BUILD_DIR/export/$SCHEME.app"
zip="$BUILD_DIR/$SCHEME-$version.zip"
codesign --verify --deep --strict "$app" || die "the exported app is not signed"
ditto -c -k --keepParent "$app" "$zip"

if [[ $skip_notarization == false ]]; then
    log "Notarizing (this takes a few minutes)"
    xcrun notarytool submit "$zip" --keychain-profile "$KEYCHAIN_PROFILE" --wait --timeout 30m
    xcrun stapler staple "$app"
    rm "$zip" && ditto -c -k --keepParent "$app" "$zip"
fi

size=$(stat -f%z "$zip" 2>/dev/null || stat -c%s "$zip")
signature=$(./bin/sign_update "$zip" | sed -E 's/.*edSignature="([^"]+)".*/\1/')
pub_date=$(LC_ALL=C date -u '+%a, %d %b %Y %H:%M:%S +0000')

for file in "$BUILD_DIR"/*.zip; do
    [[ "$file" == "$zip" ]] && continue
    log "older download left in place: ${file##*/}"
done

cat <<ITEM
<item>
    <title>Version $version</title>
    <pubDate>$pub_date</pubDate>
    <sparkle:version>$build_number</sparkle:version>
    <sparkle:shortVersionString>$version</sparkle:shortVersionString>
    <enclosure url="https://downloads.example.com/${zip##*/}" length="$size" type="application/octet-stream" sparkle:edSignature="$signature"/>
</item>
ITEM
log "Done: $zip ($(( size / 1024 )) KB)"
