/// `.github/workflows/pages.yml`, which `imprint init` writes for GitHub Pages (the default host).
enum GitHubWorkflow {
    static let path = ".github/workflows/pages.yml"

    /// The workflow, getting Imprint from `source`.
    static func text(source: ImprintSource) -> String {
        let head = """
            # Builds the site with Imprint and publishes it to GitHub Pages on every push to main.
            # Turn Pages on first: Settings → Pages → Build and deployment → Source: GitHub Actions.
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

            \(CIVariables.text(source, key: "env"))
            """
        let line = CIVariables.line(of: "IMPRINT_SOURCE", in: head)
        return head + """


            jobs:
              build:
                permissions:
                  contents: read
                  pages: read
                runs-on: ubuntu-24.04
                steps:
                  - name: Check where Imprint comes from
                    run: |
            \(InstallScripts.indented(InstallScripts.check(file: path, line: line), by: 10))

                  - name: Check out the site
                    uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1

                  # The images Imprint made last time: only new or changed ones are made again.
                  - name: Cache the images
                    uses: actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5
                    with:
                      path: .imprint-cache
                      key: imprint-cache-${{ github.run_id }}
                      restore-keys: imprint-cache-

                  - name: Download Imprint
                    if: env.IMPRINT_RELEASE != ''
                    run: |
            \(InstallScripts.indented(InstallScripts.download, by: 10))

                  - name: Install the libraries Imprint uses
                    if: env.IMPRINT_RELEASE != ''
                    run: |
            \(InstallScripts.indented(InstallScripts.installLibraries, by: 10))

                  - name: Cache the Swift toolchain and the build of Imprint
                    if: env.IMPRINT_RELEASE == ''
                    uses: actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5
                    with:
                      path: .imprint
                      key: imprint-${{ runner.os }}-swift-\(InstallScripts.swiftVersion)-${{ env.IMPRINT_COMMIT }}
                      restore-keys: imprint-${{ runner.os }}-swift-\(InstallScripts.swiftVersion)-

                  - name: Install what building Imprint needs
                    if: env.IMPRINT_RELEASE == ''
                    run: |
            \(InstallScripts.indented(InstallScripts.buildPackages, by: 10))

                  - name: Install the Swift toolchain
                    if: env.IMPRINT_RELEASE == ''
                    run: |
            \(InstallScripts.indented(InstallScripts.installToolchain, by: 10))

                  - name: Build Imprint from source
                    if: env.IMPRINT_RELEASE == ''
                    run: |
            \(InstallScripts.indented(InstallScripts.buildFromSource, by: 10))

                  - name: Find the Pages URL
                    id: pages
                    uses: actions/configure-pages@983d7736d9b0ae728b81ab479565c72886d7745b # v5.0.0

                  - name: Build the site
                    run: .imprint/bin/imprint build --base-url "${{ steps.pages.outputs.base_url }}/"

                  - name: Check links
                    run: .imprint/bin/imprint check --base-url "${{ steps.pages.outputs.base_url }}/"

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

            """
    }
}
