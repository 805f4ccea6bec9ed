import Foundation
import Publish
import Plot

struct Blog: Website {
    enum SectionID: String, WebsiteSectionID {
        case posts
        case articles
    }

    struct ItemMetadata: WebsiteItemMetadata {}

    var url = URL(string: "https://old.example/")!
    var name = "An example blog"
    var description = "Written for Imprint's tests"
    var language: Language { .english }
    var imagePath: Path? { nil }
}

try Blog().publish(withTheme: .foundation)
