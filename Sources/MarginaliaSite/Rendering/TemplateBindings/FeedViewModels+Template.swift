import MarginaliaTemplates
import MarginaliaViewModels

extension FeedViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("title") { $0.title },
        .text("feedURL") { $0.feedURL },
        .text("pageURL") { $0.pageURL },
        .text("language") { $0.language },
        .list("entries", of: FeedEntryViewModel.self) { $0.entries },
        .text("updatedTimestamp") { $0.updatedTimestamp },
    ])
}

extension FeedEntryViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("title") { $0.title },
        .text("displayAuthor") { $0.displayAuthor },
        .text("permalink") { $0.permalink },
        // cmark's output, embedded as Atom xhtml content.
        .html("bodyHTML") { $0.bodyHTML },
        .text("publishedTimestamp") { $0.publishedTimestamp },
        .text("updatedTimestamp") { $0.updatedTimestamp },
    ])
}

extension SitemapViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .texts("urls") { $0.urls }
    ])
}
