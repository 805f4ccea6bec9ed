/// The files `imprint init` writes besides the theme: a site to start from.
enum StarterSite {
    /// Text files by path; `{date}` and `{day}` stand for the moment of `init`.
    static let files: [(path: String, contents: String)] = [
        ("content/site.yml", """
            # Your site's settings. Every key is described in docs/content.md of Imprint.
            title: My Site                        # required
            base_url: https://example.org/        # required: where the site will live, with its path
            description: Notes on the software I make.
            author:
              name: Your Name
            language: en
            timezone: UTC                         # an IANA name, like Europe/Berlin
            posts_per_page: 10
            social:
              github: your-account
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
            repository: https://github.com/your-account/example
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
            # Set IMPRINT_REPOSITORY to the GitHub repository you build Imprint from.
            name: Publish to GitHub Pages

            on:
              push:
                branches: [main]
              workflow_dispatch:

            permissions:
              contents: read
              pages: write
              id-token: write

            concurrency:
              group: pages
              cancel-in-progress: false

            env:
              IMPRINT_REPOSITORY: your-account/imprint

            jobs:
              build:
                runs-on: ubuntu-latest
                container: swift:6.1-bookworm
                steps:
                  - name: Check out the site
                    uses: actions/checkout@v4

                  - name: Check out Imprint
                    uses: actions/checkout@v4
                    with:
                      repository: ${{ env.IMPRINT_REPOSITORY }}
                      path: .imprint

                  - name: Install the Debian packages
                    run: |
                      apt-get update -qq
                      apt-get install -y -qq make
                      make -C .imprint deps

                  - name: Cache the build of Imprint
                    uses: actions/cache@v4
                    with:
                      path: .imprint/.build
                      key: imprint-${{ runner.os }}-${{ hashFiles('.imprint/Package.swift', '.imprint/Sources/**') }}

                  - name: Build Imprint
                    run: swift build -c release --product imprint --package-path .imprint

                  - name: Find the Pages URL
                    id: pages
                    uses: actions/configure-pages@v5

                  - name: Build the site
                    run: .imprint/.build/release/imprint build --base-url "${{ steps.pages.outputs.base_url }}/"

                  - name: Check links
                    run: .imprint/.build/release/imprint check --base-url "${{ steps.pages.outputs.base_url }}/"

                  - name: Upload the site
                    uses: actions/upload-pages-artifact@v3
                    with:
                      path: public

              deploy:
                needs: build
                runs-on: ubuntu-latest
                environment:
                  name: github-pages
                  url: ${{ steps.deployment.outputs.page_url }}
                steps:
                  - name: Deploy to GitHub Pages
                    id: deployment
                    uses: actions/deploy-pages@v4

            """),
    ]
}
