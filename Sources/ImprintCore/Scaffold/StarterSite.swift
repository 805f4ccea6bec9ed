/// The files `imprint init` writes besides the theme and the CI file (`CIHost`): a site to start from.
package enum StarterSite {
    /// Text files by path; `{date}` and `{day}` stand for the moment of `init`.
    package static let files: [(path: String, contents: String)] = [
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
            /.imprint/

            """),
    ]
}
