import Foundation
import Mustache

/// What one page is made from: the model values it shows, as stored properties. Its template
/// data comes from them and from what every page shares (`SiteViews`: the settings, the menu,
/// tag names) and from nothing else, so two equal values make the same page under the same
/// template. That is all a rebuild needs to know to keep a page.
protocol PageData: Sendable, Equatable {
    /// The theme template that renders the page: `post`.
    var template: String { get }
    /// The template's data for the page at site path `path`.
    func templateValue(at path: String, _ views: SiteViews) -> TemplateValue
}

/// What one file written by code is made from, under the same rule as `PageData`.
protocol DocumentData: Sendable, Equatable {
    func contents(_ views: SiteViews) -> Data
}

extension PageData {
    /// Whether `other` is equal data of the same kind.
    func isSame(as other: any PageData) -> Bool {
        (other as? Self) == self
    }
}

extension DocumentData {
    func isSame(as other: any DocumentData) -> Bool {
        (other as? Self) == self
    }
}
