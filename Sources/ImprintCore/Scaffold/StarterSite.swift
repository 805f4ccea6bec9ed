/// The files `imprint init` writes besides the theme: a site to start from.
enum StarterSite {
    /// Text files by path; `{date}` and `{day}` stand for the moment of `init`, `{version}` and
    /// `{repository}` for the Imprint that writes them (its workflow installs that release). The
    /// workflow's Debian packages are scripts/runtime-packages, which a test holds it to.
    static let files: [(path: String, contents: String)] = [
        ("content/site.yml", """
            # Your site's settings. `imprint help content` describes every key.
            title: My Site                        # required
            base_url: https://example.org/        # required: where the site will live, with its path
            description: Notes on the software I make.
            author:
              name: Your Name
            language: en
            timezone: UTC                         # an IANA name, like Europe/Berlin
            posts_per_page: 10
            social:
              github: your-username
            license:
              holder: Your Name
              default: MIT                        # the license of projects that name none
              attribution: "Includes {project} by {holder} ({url})"
            feeds:
              items: 20

            """),
        ("content/posts/{day}-hello.md", """
            ---
            title: Hello
            date: {date}
            tags: [meta]
            project: example
            ---
            This is the first post. The part before the line below is its summary in lists.

            <!--more-->

            Write posts in `content/posts/`, named `YYYY-MM-DD-slug.md`. `imprint new post "Title"`
            starts one for you.

            """),
        ("content/projects/example.md", """
            ---
            name: Example
            summary: One line about the project.
            repository: https://github.com/your-username/example
            language: Swift
            platforms: [iOS, macOS]
            status: active
            ---
            What the project does, and how to start using it.

            """),
        ("content/pages/about.md", """
            ---
            title: About
            menu: 1
            ---
            Who writes here.

            """),
        (".gitignore", """
            /public/
            /.build/
            /.imprint-cache/

            """),
        (".github/workflows/pages.yml", """
            # Builds the site with Imprint and publishes it to GitHub Pages on every push to main.
            # Turn Pages on first: Settings → Pages → Build and deployment → Source: GitHub Actions.
            # It installs the release of Imprint named below (the one that wrote this file), checked against
            # its SHA-256 checksum; set IMPRINT_FROM_SOURCE to true to build that release from source instead.
            name: Publish to GitHub Pages

            on:
              push:
                branches: [main]
              workflow_dispatch:

            # Each job gets only what it needs: the build reads the repository and the Pages settings; only
            # the deploy job, which runs no code of the repository, may publish.
            permissions:
              contents: read

            concurrency:
              group: pages
              cancel-in-progress: false

            env:
              IMPRINT_REPOSITORY: {repository}
              IMPRINT_VERSION: {version}
              IMPRINT_FROM_SOURCE: false

            jobs:
              build:
                permissions:
                  contents: read
                  pages: read
                runs-on: ubuntu-24.04
                steps:
                  - name: Check out the site
                    uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1

                  - name: Download Imprint
                    if: env.IMPRINT_FROM_SOURCE != 'true'
                    run: |
                      archive="imprint-${IMPRINT_VERSION}-linux-x86_64.tar.gz"
                      release="https://github.com/${IMPRINT_REPOSITORY}/releases/download/v${IMPRINT_VERSION}"
                      mkdir -p "$RUNNER_TEMP/imprint"
                      cd "$RUNNER_TEMP/imprint"
                      curl -fsSL --remote-name-all "$release/$archive" "$release/$archive.sha256"
                      sha256sum -c "$archive.sha256"
                      tar -xzf "$archive" imprint
                      echo "$RUNNER_TEMP/imprint" >> "$GITHUB_PATH"

                  - name: Install the libraries Imprint uses
                    if: env.IMPRINT_FROM_SOURCE != 'true'
                    run: |
                      sudo apt-get update -qq
                      sudo apt-get install -y -qq libcmark-gfm-extensions0.29.0.gfm.6 libyaml-0-2 libmicrohttpd12 libxml2 libtomlplusplus3 libvips42 libcurl4 ca-certificates

                  - name: Check out Imprint
                    if: env.IMPRINT_FROM_SOURCE == 'true'
                    uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1
                    with:
                      repository: ${{ env.IMPRINT_REPOSITORY }}
                      ref: v${{ env.IMPRINT_VERSION }}
                      path: .imprint

                  - name: Cache the build of Imprint
                    if: env.IMPRINT_FROM_SOURCE == 'true'
                    uses: actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5
                    with:
                      path: .imprint/.build
                      key: imprint-${{ runner.os }}-${{ env.IMPRINT_VERSION }}

                  - name: Build Imprint from source
                    if: env.IMPRINT_FROM_SOURCE == 'true'
                    run: |
                      sudo make -C .imprint deps
                      swift build -c release --product imprint --package-path .imprint
                      echo "$PWD/.imprint/.build/release" >> "$GITHUB_PATH"

                  - name: Find the Pages URL
                    id: pages
                    uses: actions/configure-pages@983d7736d9b0ae728b81ab479565c72886d7745b # v5.0.0

                  - name: Build the site
                    run: imprint build --base-url "${{ steps.pages.outputs.base_url }}/"

                  - name: Check links
                    run: imprint check --base-url "${{ steps.pages.outputs.base_url }}/"

                  - name: Upload the site
                    uses: actions/upload-pages-artifact@fc324d3547104276b827a68afc52ff2a11cc49c9 # v5.0.0
                    with:
                      path: public
                      # .well-known/ and .htaccess: the build publishes no hidden file but those and the ones static.publish lists.
                      include-hidden-files: true

              deploy:
                needs: build
                runs-on: ubuntu-latest
                permissions:
                  pages: write
                  id-token: write
                environment:
                  name: github-pages
                  url: ${{ steps.deployment.outputs.page_url }}
                steps:
                  - name: Deploy to GitHub Pages
                    id: deployment
                    uses: actions/deploy-pages@cd2ce8fcbc39b97be8ca5fce6e763baed58fa128 # v5.0.0

            """),
    ]
}
