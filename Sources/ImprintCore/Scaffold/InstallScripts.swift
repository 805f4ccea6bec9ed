/// The shell scripts by which the CI files `imprint init` writes get Imprint, the same for every host: each leaves
/// `.imprint/bin/imprint` for the steps after it. They read the variables `ImprintSource` fills in
/// (`IMPRINT_RELEASE`, `IMPRINT_VERSION`, `IMPRINT_SOURCE`, `IMPRINT_COMMIT`) and run as root or with sudo.
enum InstallScripts {
    /// The Swift toolchain a build from source uses, from swift.org; a new version makes a new cache.
    static let swiftVersion = "6.1.2"

    /// The Debian packages of the C libraries a release binary needs (scripts/runtime-packages, which a test holds
    /// this to).
    static let runtimePackages =
        "libcmark-gfm-extensions0.29.0.gfm.6 libyaml-0-2 libmicrohttpd12 libxml2 libtomlplusplus3 libvips42 libcurl4 ca-certificates"

    /// What the Swift toolchain needs to build, on Debian 12 and Ubuntu 24.04 (Imprint's own libraries are
    /// installed by `make deps` of the commit built).
    static let toolchainPackages = "binutils g++ git gnupg libc6-dev libcurl4-openssl-dev libedit2 libncurses-dev"
        + " libpython3-dev libsqlite3-0 libxml2-dev make pkg-config tzdata uuid-dev zlib1g-dev"

    /// The first step: without an address to get Imprint from, one line naming the line to fill in.
    static func check(file: String, line: Int) -> String {
        """
        if [ -z "$IMPRINT_RELEASE" ] && [ -z "$IMPRINT_SOURCE" ]; then
          echo "\(file):\(line): fill in IMPRINT_SOURCE, the git URL of the Imprint to build (imprint init did not know where it came from)" >&2
          exit 1
        fi
        """
    }

    /// The release's archive for this machine, checked against its SHA-256 checksum.
    static let download = """
        archive="imprint-${IMPRINT_VERSION}-linux-$(uname -m | sed s/aarch64/arm64/).tar.gz"
        mkdir -p .imprint/bin
        curl -fsSL --output-dir .imprint --remote-name-all "$IMPRINT_RELEASE/$archive" "$IMPRINT_RELEASE/$archive.sha256"
        (cd .imprint && sha256sum -c "$archive.sha256")
        tar -xzf ".imprint/$archive" -C .imprint/bin imprint
        """

    /// The libraries the release binary uses.
    static let installLibraries = """
        sudo apt-get update -qq
        sudo apt-get install -y -qq \(runtimePackages)
        """

    /// What building Imprint from source needs: the toolchain's packages (Imprint's own libraries are installed
    /// by `make deps` of the commit built).
    static let buildPackages = """
        sudo apt-get update -qq
        sudo apt-get install -y -qq \(toolchainPackages)
        """

    /// swift.org's Swift toolchain for this system, its signature checked, in `.imprint/swift` unless the cache
    /// put it there.
    static let installToolchain = """
        if [ ! -x .imprint/swift/usr/bin/swift ]; then
          . /etc/os-release
          name="swift-\(swiftVersion)-RELEASE"
          toolchain="https://download.swift.org/swift-\(swiftVersion)-release/$ID${VERSION_ID//./}/$name/$name-$ID$VERSION_ID.tar.gz"
          mkdir -p .imprint/swift
          curl -fsSL -o .imprint/swift.tar.gz "$toolchain" -o .imprint/swift.tar.gz.sig "$toolchain.sig"
          curl -fsSL https://swift.org/keys/all-keys.asc | gpg --batch --quiet --import
          gpg --batch --verify .imprint/swift.tar.gz.sig .imprint/swift.tar.gz
          tar -xzf .imprint/swift.tar.gz -C .imprint/swift --strip-components=1
          rm .imprint/swift.tar.gz .imprint/swift.tar.gz.sig
        fi
        """

    /// The commit built from source with the toolchain, both kept in `.imprint/` for the cache: with the cache
    /// of the same commit, nothing is downloaded or compiled again.
    static let buildFromSource = """
        git init -q .imprint/source
        git -C .imprint/source fetch -q --depth 1 "$IMPRINT_SOURCE" "$IMPRINT_COMMIT"
        git -C .imprint/source checkout -q --force FETCH_HEAD
        sudo make -C .imprint/source deps
        PATH="$PWD/.imprint/swift/usr/bin:$PATH" swift build -c release --product imprint --package-path .imprint/source
        mkdir -p .imprint/bin
        ln -sf ../source/.build/release/imprint .imprint/bin/imprint
        """

    /// `script` with every line but empty ones indented by `spaces`.
    static func indented(_ script: String, by spaces: Int) -> String {
        script.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
    }
}
