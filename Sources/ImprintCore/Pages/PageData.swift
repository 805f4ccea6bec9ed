import Foundation
import Mustache

/// What one page is made from: the model values it shows, as stored properties. Its template
/// data comes from them and from what every page shares (`SiteWide`: the settings, the menu,
/// the names of projects and tags), and from nothing else: `SiteViews` holds no model, and the
/// post data it makes comes from the post and `SiteWide` alone. So two equal values make the
/// same page under the same template and a `SiteWide` that admits the new build's, which is all
/// a rebuild needs to know to keep a page. A value a page reads from the model is one of its
/// properties, so that equality covers it (a project's page holds which of its tags have posts).
protocol PageData: Sendable, Equatable {
    /// The theme template that renders the page: `post`.
    var template: String { get }
    /// The template's data for the page at site path `path`.
    func templateValue(at path: String, _ views: SiteViews) -> TemplateValue
    /// Whether `other`, the data of a page of the last build, makes the same page under the same
    /// template, whose pages show posts as `shown` says: equal data, unless the data compares the
    /// posts it holds by what its page shows of them.
    func isSame(as other: any PageData, showing shown: ShownPosts) -> Bool
}

/// What one file written by code is made from, under the same rule as `PageData`: its contents
/// come from its properties and `SiteWide` alone.
protocol DocumentData: Sendable, Equatable {
    func contents(_ views: SiteViews) -> Data
}

extension PageData {
    /// Whether `other` is equal data of the same kind.
    func isSame(as other: any PageData, showing _: ShownPosts) -> Bool {
        (other as? Self) == self
    }
}

extension DocumentData {
    func isSame(as other: any DocumentData) -> Bool {
        (other as? Self) == self
    }
}
