import XCTest
@testable import ImprintCore

/// A misspelt key's warning says where templates find it: under the page, the project or the site.
final class UnknownKeyMessageTests: XCTestCase {
    func testTheWarningNamesWhereTemplatesFindTheKey() {
        for (path, owner) in [("content/posts/x.md", "page"), ("content/pages/about.md", "page"), ("content/projects/tool.md", "project"), ("content/site.yml", "site")] {
            let message = ContentError(.unknownKey(key: "titel", suggestion: "title"), path: path).message
            XCTAssertTrue(message.hasSuffix("(it is passed to templates as \(owner).params.titel)"), "\(path): \(message)")
        }
    }
}
