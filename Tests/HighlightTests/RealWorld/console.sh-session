$ # Written for Imprint's highlighting tests by the Imprint team. Modelled on the terminal
$ # sessions of posts about Swift packages and Mac tooling: building and testing a package,
$ # listing simulators, Homebrew and git, with the output shown as the tools print it.
$ swift --version
swift-driver version: 1.115 Apple Swift version 6.0 (swiftlang-6.0.0.9.10 clang-1600.0.26.2)
Target: arm64-apple-macosx14.0
$ git clone https://github.com/example/feedkit.git && cd feedkit
Cloning into 'feedkit'...
remote: Enumerating objects: 1342, done.
remote: Counting objects: 100% (310/310), done.
remote: Compressing objects: 100% (148/148), done.
remote: Total 1342 (delta 171), reused 246 (delta 139), pack-reused 1032
Receiving objects: 100% (1342/1342), 412.77 KiB | 3.12 MiB/s, done.
Resolving deltas: 100% (801/801), done.
$ swift build -c release
Fetching https://github.com/apple/swift-argument-parser.git from cache
Fetched https://github.com/apple/swift-argument-parser.git from cache (0.41s)
Computing version for https://github.com/apple/swift-argument-parser.git
Computed https://github.com/apple/swift-argument-parser.git at 1.4.0 (0.52s)
Creating working copy for https://github.com/apple/swift-argument-parser.git
Working copy of https://github.com/apple/swift-argument-parser.git resolved at 1.4.0
Building for production...
[1/12] Compiling ArgumentParserToolInfo ToolInfo.swift
[6/12] Compiling FeedKit Feed.swift
[11/12] Linking feedkit
Build complete! (38.27s)
$ swift test --filter FeedKitTests.ParserTests 2>&1 | tail -n 6
Test Suite 'ParserTests' started at 2024-06-14 09:41:12.031.
Test Case '-[FeedKitTests.ParserTests testAtomDates]' passed (0.004 seconds).
Test Case '-[FeedKitTests.ParserTests testRSSEnclosures]' passed (0.011 seconds).
Test Case '-[FeedKitTests.ParserTests testMalformedEntities]' failed (0.002 seconds).
Test Suite 'ParserTests' failed at 2024-06-14 09:41:12.049.
	 Executed 3 tests, with 1 failure (0 unexpected) in 0.017 (0.018) seconds
$ echo $?
1
$ export DEVELOPER_DIR="/Applications/Xcode-15.4.app/Contents/Developer"
$ xcrun simctl list devices available | grep -E 'iPhone (15|SE)'
    iPhone SE (3rd generation) (5C2D6A3B-0E51-4B8A-9C0F-6E0C2E41B7A2) (Shutdown)
    iPhone 15 (0B8C1D0E-7A3F-4C52-8E6D-1F2A3B4C5D6E) (Booted)
    iPhone 15 Plus (9D8E7F6A-5B4C-4D3E-2F1A-0B9C8D7E6F5A) (Shutdown)
$ xcrun simctl openurl booted "podcast://episodes/42?autoplay=1"
$ defaults read com.example.Clipper SUFeedURL
https://downloads.example.com/appcast.xml
$ mdls -name kMDItemVersion build/export/Clipper.app
kMDItemVersion = "2.3.1"
$ codesign -dv --verbose=2 build/export/Clipper.app 2>&1 | grep -E '^(Authority|TeamIdentifier)'
Authority=Developer ID Application: Example Software Ltd (A1B2C3D4E5)
Authority=Developer ID Certification Authority
Authority=Apple Root CA
TeamIdentifier=A1B2C3D4E5
$ spctl --assess --type execute --verbose build/export/Clipper.app
build/export/Clipper.app: accepted
source=Notarized Developer ID
$ for f in Sources/FeedKit/*.swift; do printf '%5d %s\n' "$(wc -l < "$f")" "${f##*/}"; done
  212 Entry.swift
  348 Feed.swift
   97 Parser+Dates.swift
$ brew install swiftlint
==> Downloading https://ghcr.io/v2/homebrew/core/swiftlint/manifests/0.55.1
######################################################################## 100.0%
==> Pouring swiftlint--0.55.1.arm64_sonoma.bottle.tar.gz
🍺  /opt/homebrew/Cellar/swiftlint/0.55.1: 7 files, 47.5MB
$ swiftlint lint --quiet --reporter emoji Sources
⛔️ Sources/FeedKit/Feed.swift:88:5: Line Length Violation: Line should be 120 characters or less (line_length)
⚠️ Sources/FeedKit/Parser+Dates.swift:12:1: Trailing Whitespace Violation (trailing_whitespace)
$ git status --short
 M Sources/FeedKit/Feed.swift
?? Tests/FeedKitTests/Fixtures/broken-entities.xml
$ git commit -am "Parser: decode numeric entities in titles" && git push origin HEAD
[main 4f1c2ab] Parser: decode numeric entities in titles
 1 file changed, 14 insertions(+), 3 deletions(-)
To github.com:example/feedkit.git
   9e8d7c6..4f1c2ab  main -> main
% echo $SHELL
/bin/zsh
% sw_vers -productVersion
14.5
% ls ~/Library/Developer/Xcode/DerivedData | wc -l
      23
% rm -rf ~/Library/Developer/Xcode/DerivedData/FeedKit-*
% du -sh ~/Library/Developer/CoreSimulator/Devices
 31G	/Users/jane/Library/Developer/CoreSimulator/Devices
$ ssh build@mac-mini.local 'uptime'
 9:52  up 41 days, 18:03, 2 users, load averages: 1.84 2.10 2.31
# apt-get install -y libsqlite3-dev
Reading package lists... Done
Building dependency tree... Done
libsqlite3-dev is already the newest version (3.40.1-2).
0 upgraded, 0 newly installed, 0 to remove and 4 not upgraded.
$ docker run --rm -v "$PWD:/src" -w /src swift:6.0 swift test --parallel
[42/42] Linking feedkitPackageTests.xctest
Test Suite 'All tests' passed at 2024-06-14 08:03:19.201
	 Executed 118 tests, with 0 failures (0 unexpected) in 1.905 (1.912) seconds
