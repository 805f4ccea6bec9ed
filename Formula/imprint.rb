# Imprint for Homebrew, from a tap of this repository (the README's install section), OWNER being
# the homepage's:
#   brew tap OWNER/imprint https://github.com/OWNER/imprint
#   brew install OWNER/imprint/imprint          # the release binary, universal (arm64 and x86_64)
#   brew install --HEAD OWNER/imprint/imprint   # built from the main branch
# The release workflow writes this file for each release (scripts/dist.sh formula): the repository,
# version and sha256 lines (until the first release, its sha256 is a placeholder); docs/releasing.md
# says how it gets here.
class Imprint < Formula
  desc "Static-site generator for developer blogs with open-source project pages"
  homepage "https://github.com/your-account/imprint"
  license "MIT"
  version "0.1.0"
  url "https://github.com/your-account/imprint/releases/download/v#{version}/imprint-#{version}-macos-universal.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"

  head do
    url "https://github.com/your-account/imprint.git", branch: "main"
    depends_on xcode: ["16.0", :build]
    depends_on "pkgconf" => :build
  end

  depends_on :macos
  depends_on "cmark-gfm"
  depends_on "libmicrohttpd"
  depends_on "libxml2"
  depends_on "libyaml"
  depends_on "tomlplusplus"
  depends_on "vips"

  uses_from_macos "curl"

  # LICENSE and NOTICE (of the archive, or of the clone for --HEAD) go to the prefix with the README,
  # as Homebrew installs them from the build folder.
  def install
    if build.head?
      ENV.prepend_path "PKG_CONFIG_PATH", Formula["libxml2"].opt_lib/"pkgconfig"
      system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "imprint"
      bin.install ".build/release/imprint"
      (man1/"imprint.1").write Utils.safe_popen_read(bin/"imprint", "help", "--man")
      %w[content templates].each do |topic|
        (man5/"imprint-#{topic}.5").write Utils.safe_popen_read(bin/"imprint", "help", "--man", topic)
      end
    else
      bin.install "imprint"
      man1.install "imprint.1"
      man5.install "imprint-content.5", "imprint-templates.5"
    end
  end

  test do
    assert_match "imprint ", shell_output("#{bin}/imprint --version")
    assert_match "## site.yml", shell_output("#{bin}/imprint help content")
    assert_path_exists prefix/"LICENSE"
    assert_path_exists prefix/"NOTICE"
    system bin/"imprint", "init", testpath/"site"
    system bin/"imprint", "build", "--source", testpath/"site"
    assert_path_exists testpath/"site/public/index.html"
  end
end
