import Mustache

/// `/archive/`: every post, grouped by year, newest first.
struct ArchivePlanner: Planner {
    struct Data: PageData {
        let posts: [PublishedPost]

        var template: String { "archive" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            var years: [(year: String, posts: [PublishedPost])] = []
            for published in posts {
                let year = padded(published.post.date.components.year!, 4)
                if years.last?.year == year { years[years.count - 1].posts.append(published) } else { years.append((year, [published])) }
            }
            let page = GeneratedPageView(kind: "archive", title: "Archive", path: path, base: views.base, description: views.site.config.description)
            let value = TemplateValue.array(years.map { ArchiveYearView(year: $0.year, posts: views.list($0.posts)).templateValue })
            return views.layout(template, path: path, page: page.templateValue, [("years", value)])
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        [.page("/archive/", Data(posts: site.posts), source: "archive page", sitemap: PostListPage.listEntry(site.posts))]
    }
}
