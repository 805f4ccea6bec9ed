/// A problem in `content/` or `site.yml`: where it is and what is wrong.
///
/// Every message about content is worded in `message`, in one place.
package struct ContentError: Error, Sendable, Equatable {
    enum Reason: Sendable, Equatable {
        case missingSiteConfig
        case notUTF8
        case unreadable(String)
        case yamlSyntax(String)
        case yamlLimit(String)
        case missingFrontMatter
        case unclosedFrontMatter
        case notAMapping(found: String)
        case missingKey(String)
        case wrongType(key: String, expected: String, found: String)
        case invalidDate(key: String, value: String)
        case invalidURL(key: String, value: String)
        case invalidSocialLink(key: String, value: String)
        case invalidBaseURL(String)
        case invalidTimezone(String)
        case invalidPermalink(key: String, value: String, why: String)
        case invalidSlug(String, why: String)
        case invalidAlias(String, why: String)
        case invalidRedirectTarget(String)
        case invalidOldPath(String, why: String)
        case redirectToNothing(from: String, to: String)
        case invalidStatus(String)
        case invalidPostFileName(String)
        case unknownProject(String)
        case notPositive(key: String, value: Int)
        case notAWidth(String)
        case tooMany(key: String, count: Int, limit: Int)
        case duplicateURL(url: String, otherFile: String)
        case invalidMatch(String)
        case unknownBackgroundKey(key: String, known: [String])
        case invalidCSSValue(key: String, value: String, expected: String)
        case unsafeCSSValue(key: String, why: String)
        case layerSource
        case emptyLayers
        case missingImage(path: String, lookedIn: [String])
        case unknownImageSize(String)
        case unknownLicense(String)
        case unknownDefaultLicense(String)
        case missingLicenseFile(String)
        case licenseFileOutside(String)
        case redirectCollision(redirect: String, pageFile: String)
        case duplicateRedirect(path: String, otherFile: String)
        case unusedFeedTag(feed: String, tag: String)
        case tagCollision(tag: String, otherTag: String, otherFile: String, slug: String)
        case unknownKey(key: String, suggestion: String)
        case keyInOtherCase(written: String, key: String)
        case spaceSeparatedTags(key: String, tags: [String])
        case notACommentList(found: String)
        case duplicateCommentID(String)
        case duplicateCommentAnchor(String, other: String, anchor: String)
        case commentAnswersItself(String)
        case commentsWithoutContent(expected: String, nearest: String?)
        case misnamedComments(advice: String)
        case invalidCommentMapping(String)
        case notAToot(String)
        case unknownCommentParent(String)
        case unknownCommentKey(String, advice: String)
        case unknownFormerNameKey(String)
        case emptyCommentAuthor
        case unknownCommentProvider(String)
        case missingCommentSetting(provider: String, key: String)
        case invalidCommentRepository(String)
    }

    package let path: String
    package let line: Int?
    package let column: Int?
    let reason: Reason

    init(_ reason: Reason, path: String, line: Int? = nil, column: Int? = nil) {
        self.reason = reason
        self.path = path
        self.line = line
        self.column = column
    }

    /// The YAML of the file at `path` is malformed, or past the parser's limits.
    init(_ error: YAMLSyntaxError, path: String) {
        self.init(error.exceedsLimit ? .yamlLimit(error.problem) : .yamlSyntax(error.problem), path: path, line: error.line, column: error.column)
    }

    /// Unknown keys, keys in another case, tags split at spaces and unused feed tags are
    /// warnings; everything else stops the build.
    package var severity: Diagnostic.Severity {
        switch reason {
        case .unknownKey, .keyInOtherCase, .spaceSeparatedTags, .unusedFeedTag, .commentsWithoutContent, .misnamedComments: .warning
        default: .error
        }
    }

    package var diagnostic: Diagnostic {
        Diagnostic(severity, file: path, line: line, column: column, message: message)
    }

    /// What templates find a file's unknown keys under: `site`, `project` or `page`.
    private var paramsOwner: String {
        path.hasSuffix("site.yml") ? "site" : path.hasPrefix("content/projects/") ? "project" : "page"
    }

    package var message: String {
        switch reason {
        case .missingSiteConfig:
            "site configuration not found: create content/site.yml with at least `title` and `base_url`"
        case .notUTF8:
            "file is not valid UTF-8: save it as UTF-8"
        case .unreadable(let why):
            "cannot read it: \(why)"
        case .yamlSyntax(let problem):
            "YAML syntax error: \(problem)"
        case .yamlLimit(let problem):
            "YAML past Imprint's limits: \(problem)"
        case .missingFrontMatter:
            "missing front matter: start the file with a `---` line, the keys (at least `title`), and another `---` line"
        case .unclosedFrontMatter:
            "front matter is never closed: add a `---` line after the last key"
        case .notAMapping(let found):
            "front matter must be `key: value` lines, not \(found)"
        case .missingKey(let key):
            "missing required key `\(key)`"
        case .wrongType(let key, let expected, let found):
            "`\(key)` must be \(expected), not \(found)"
        case .invalidDate(let key, let value):
            "`\(key)` \"\(value)\" is not a valid date (expected YYYY-MM-DD or ISO 8601, like 2011-10-12T09:30:00+02:00)"
        case .invalidURL(let key, let value):
            "`\(key)` \"\(value)\" is not an absolute http(s) URL (like https://github.com/user/project)"
        case .invalidSocialLink(let key, let value):
            "`\(key)` \"\(value)\" is neither a handle (like user or @user@host) nor an http(s) or mailto: URL"
        case .invalidBaseURL(let value):
            "`base_url` \"\(value)\" is not an absolute http(s) URL (like https://example.org/ or https://user.github.io/blog/)"
        case .invalidTimezone(let value):
            "`timezone` \"\(value)\" is not an IANA time zone name (like Europe/Berlin or America/New_York)"
        case .invalidPermalink(let key, let value, let why):
            "permalink `\(key)` \"\(value)\" \(why)"
        case .invalidSlug(let value, let why):
            "slug \"\(value)\" \(why)"
        case .invalidAlias(let value, let why):
            "alias \"\(value)\" \(why)"
        case .invalidOldPath(let value, let why):
            "old path \"\(value)\" \(why)"
        case .invalidRedirectTarget(let value):
            "the new place of an old path must be a path of the site, starting with `/`, like /archive/; found \(value)"
        case .redirectToNothing(let from, let to):
            "\(from) redirects to \(to), which the site does not have: name one of its pages or files, like /archive/ or /feed.xml"
        case .invalidStatus(let value):
            "`status` \"\(value)\" is not one of active, maintained, archived"
        case .invalidPostFileName(let name):
            "post file name \"\(name)\" must start with its date: YYYY-MM-DD-slug.md"
        case .unknownProject(let slug):
            "`project` \"\(slug)\" is not a project: add content/projects/\(slug).md or fix the slug"
        case .notAWidth(let value):
            "each of `images.widths` must be a whole number of pixels above 0, like 800, but one is \(value)"
        case .notPositive(let key, let value):
            "`\(key)` must be a whole number above 0, but it is \(value)"
        case .tooMany(let key, let count, let limit):
            "`\(key)` lists \(count) values, more than Imprint's limit of \(limit): keep the \(limit) that matter most"
        case .duplicateURL(let url, let otherFile):
            "\(url) is also the URL of \(otherFile): give one of them another `slug`"
        case .unknownLicense(let id):
            "license \"\(id)\" is not bundled with Imprint (\(BundledLicense.knownIDs.joined(separator: ", "))): "
                + "give `license_file:` with the path of its text, relative to content/"
        case .unknownDefaultLicense(let id):
            "`license.default` \"\(id)\" is not bundled with Imprint (\(BundledLicense.knownIDs.joined(separator: ", "))): "
                + "use one of these, and give projects under other licenses `license` and `license_file`"
        case .licenseFileOutside(let path):
            "`license_file` \"\(path)\" is outside content/, and Imprint publishes only what is in the site: copy the text into content/"
        case .missingLicenseFile(let path):
            "`license_file` \"\(path)\" does not exist: give the path of the license text, relative to content/"
        case .redirectCollision(let redirect, let pageFile):
            "\(redirect) is the URL of \(pageFile): remove it, or give that page another slug"
        case .duplicateRedirect(let path, let otherFile):
            "\(path) is also redirected by \(otherFile): keep one of the two"
        case .unknownBackgroundKey(let key, let known):
            "unknown key `\(key)` (known keys here: \(known.joined(separator: ", ")))"
        case .invalidCSSValue(let key, let value, let expected):
            "`\(key)` \"\(value)\" is not valid: expected \(expected)"
        case .unsafeCSSValue(let key, let why):
            "`\(key)` \(why): it would break out of the CSS declaration"
        case .layerSource:
            "a layer needs exactly one of `image` and `gradient`"
        case .emptyLayers:
            "`layers` is empty: give at least one image or gradient"
        case .missingImage(let path, let lookedIn):
            "image \(path) does not exist: looked in \(lookedIn.joined(separator: " and "))"
        case .unknownImageSize(let path):
            "cannot read the size of \(path) (PNG, JPEG, GIF, WebP or an SVG with a viewBox): give `size` instead of `natural`"
        case .invalidMatch(let value):
            "`match` \"\(value)\" is not `any` or `all`"
        case .unusedFeedTag(let feed, let tag):
            "custom feed `\(feed)` names tag \"\(tag)\", which no published post has"
        case .tagCollision(let tag, let otherTag, let otherFile, let slug):
            "tag \"\(tag)\" and tag \"\(otherTag)\" (in \(otherFile)) are different tags with the same slug `\(slug)`: rename one of them, or give one its own slug in site.yml (`tag_slugs: {\(YAMLText.quoted(tag)): \(slug)-2}`)"
        case .unknownKey(let key, let suggestion):
            "unknown key `\(key)`: did you mean `\(suggestion)`? (it is passed to templates as \(paramsOwner).params.\(key))"
        case .keyInOtherCase(let written, let key):
            "key `\(written)` is read as `\(key)`: Imprint's keys are lowercase; write `\(key)`"
        case .notACommentList(let found):
            "a comments file is a list of comments (`- id: \"1\"`, then `author`, `date`, `html`), but this is \(found)"
        case .duplicateCommentID(let id):
            "comment id \"\(id)\" is used by an earlier comment too: give each comment its own `id`"
        case .duplicateCommentAnchor(let id, let other, let anchor):
            "comment id \"\(id)\" gives the page the same anchor as \"\(other)\" (`#\(anchor)`): make the ids differ in more than spaces and punctuation"
        case .invalidCommentMapping(let value):
            "`comments.mapping` \"\(value)\" is not one Imprint offers: use pathname, url, title or og:title"
        case .notAToot(let value):
            "`mastodon` \"\(value)\" is not a toot's address: give the URL of the post on Mastodon, like https://mastodon.social/@ada/109876543210"
        case .commentsWithoutContent(let expected, let nearest):
            "this comments file belongs to no post or page, so nothing shows it: it would be the comments of \(expected), which does not exist"
                + (nearest.map { "; did you mean `\($0)`?" } ?? "")
        case .misnamedComments(let advice):
            "nothing shows this comments file: \(advice)"
        case .commentAnswersItself(let id):
            "comment \"\(id)\" answers itself, through its `parent`s: a thread must start with a comment that has no `parent`"
        case .unknownCommentParent(let id):
            "`parent` \"\(id)\" is the id of no comment in this file: give the `id` of the comment it answers, or remove `parent`"
        case .unknownCommentKey(let key, let advice):
            "unknown key `\(key)` in a comment: \(advice)"
        case .unknownFormerNameKey(let key):
            "unknown key `\(key)` in a former name: each entry of `formerly` is a name, or `name` with `repository`"
        case .emptyCommentAuthor:
            "`author` is empty: give the commenter's name (an import writes \"Anonymous\" for one it does not know)"
        case .unknownCommentProvider(let name):
            "`comments.provider` \"\(name)\" is not one Imprint knows: use giscus, utterances or mastodon"
        case .missingCommentSetting(let provider, let key):
            "comments through \(provider) need `comments.\(key)`" + (provider == "giscus" ? " (giscus.app shows the values for your repository)" : "")
        case .invalidCommentRepository(let value):
            "`comments.repo` \"\(value)\" is not a GitHub repository: write it as owner/name, like `ada/blog-comments`"
        case .spaceSeparatedTags(let key, let tags):
            "`\(key)` is one text with spaces, read as \(tags.count) tags as Jekyll reads it (\(tags.joined(separator: ", "))); "
                + "write a list, like `\(key): [\(tags.joined(separator: ", "))]`, or `[\(tags.joined(separator: " "))]` for one tag with spaces"
        }
    }
}
