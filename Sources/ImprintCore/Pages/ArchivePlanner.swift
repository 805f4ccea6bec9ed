import Mustache

/// `/archive/`: every post, grouped by year, newest first.
struct ArchivePlanner: Planner {
    struct Data: PageData {
        let posts: [PublishedPost]

        var template: String { "archive" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            // Runs of posts of one year, found by comparing numbers: the posts are in date order.
            var years: [(year: Int, posts: ArraySlice<PublishedPost>)] = []
            var start = posts.startIndex
            while start < posts.endIndex {
                let year = posts[start].post.date.components.year!
                let end = posts[start...].firstIndex { $0.post.date.components.year! != year } ?? posts.endIndex
                years.append((year, posts[start..<end]))
                start = end
            }
            let page = GeneratedPageView(kind: "archive", title: "Archive", path: path, base: views.base, description: views.shared.config.description)
            let value = TemplateValue.array(years.map { ArchiveYearView(year: padded($0.year, 4), posts: views.list($0.posts)).templateValue })
            let feeds = TemplateValue.array(FeedListView.all(views.shared.config).map(\.templateValue))
            return views.layout(template, path: path, page: page.templateValue, [("years", value), ("feeds", feeds)])
        }

        /// Posts compared by what the archive shows of them: an edit to a post's body leaves it as it was.
        func isSame(as other: any PageData, showing shown: ShownPosts) -> Bool {
            guard let other = other as? Self else { return false }
            return shown.showTheSame(other.posts, as: posts)
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        [.page("/archive/", Data(posts: site.posts), source: "archive page", sitemap: PostListPage.listEntry(site.posts))]
    }
}
