/// `.gitlab-ci.yml`, which `imprint init --host gitlab` writes for GitLab Pages: one `pages` job on Debian 12
/// (the system Imprint's release binaries are built on), whose `public/` artifact GitLab publishes.
enum GitLabPipeline {
    static let path = ".gitlab-ci.yml"

    /// The pipeline, getting Imprint from `source`.
    static func text(source: ImprintSource) -> String {
        let head = """
            # Builds the site with Imprint and publishes it to GitLab Pages on every push to the default branch.

            \(CIVariables.text(source, key: "variables"))
            """
        let line = CIVariables.line(of: "IMPRINT_SOURCE", in: head)
        return head + """


            pages:
              image: debian:12
              rules:
                - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
              cache:
                # The images Imprint made last time: only new or changed ones are made again.
                - key: imprint-cache
                  paths: [.imprint-cache/]
                # The Swift toolchain and the build of Imprint, when it is built from source.
                - key: imprint-swift-\(InstallScripts.swiftVersion)-$IMPRINT_COMMIT
                  paths: [.imprint/]
              script:
                - |
            \(InstallScripts.indented(InstallScripts.check(file: path, line: line), by: 6))
                - apt-get update -qq && apt-get install -y -qq ca-certificates curl git sudo
                - |
                  if [ -n "$IMPRINT_RELEASE" ]; then
            \(InstallScripts.indented(InstallScripts.download, by: 8))
            \(InstallScripts.indented(InstallScripts.installLibraries, by: 8))
                  else
            \(InstallScripts.indented(InstallScripts.buildPackages, by: 8))
            \(InstallScripts.indented(InstallScripts.installToolchain, by: 8))
            \(InstallScripts.indented(InstallScripts.buildFromSource, by: 8))
                  fi
                - .imprint/bin/imprint build --base-url "$CI_PAGES_URL/"
                - .imprint/bin/imprint check --base-url "$CI_PAGES_URL/"
              artifacts:
                paths: [public]

            """
    }
}
