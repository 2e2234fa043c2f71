import MarginaliaTemplates
import MarginaliaViewModels

extension PageLayoutViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("siteTitle") { $0.siteTitle },
        .text("siteDescription") { $0.siteDescription },
        .flag("hasDescription") { $0.hasDescription },
        .text("language") { $0.language },
        .text("textDirection") { $0.textDirection.rawValue },
        .text("documentDirection") { $0.documentDirection },
        .text("documentTitle") { $0.documentTitle },
        .text("feedTitle") { $0.feedTitle },
        .text("canonicalURL") { $0.canonicalURL },
        .text("homeURL") { $0.homeURL },
        .text("friendsURL") { $0.friendsURL },
        .text("feedURL") { $0.feedURL },
        .text("stylesheetURL") { $0.stylesheetURL },
        .text("assetsURL") { $0.assetsURL },
        .text("homeNavCurrent") { $0.homeNavCurrent },
        .text("friendsNavCurrent") { $0.friendsNavCurrent },
        .text("contentSecurityPolicy") { $0.contentSecurityPolicy },
        .text("relativeDatesScriptURL") { $0.relativeDatesScriptURL },
        .text("relativeDateRulesFile") { $0.relativeDateRulesFile },
        .text("asOfTimestamp") { $0.asOfTimestamp },
        .object("asOfText", of: NameInText.self) { $0.asOfText },
        .object("words", of: Phrasebook.self) { $0.words },
    ])
}

extension PostPageViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("postId") { $0.postId },
        .text("displayTitle") { $0.displayTitle },
        .text("feedTitle") { $0.feedTitle },
        .text("postLink") { $0.postLink },
        .list("comments", of: CommentCellViewModel.self) { $0.comments },
        .text("commentCountText") { $0.commentCountText },
        .flag("hasComments") { $0.hasComments },
        .text("feedURL") { $0.feedURL },
        .text("publishedRelative") { $0.publishedRelative },
        .text("publishedTimestamp") { $0.publishedTimestamp },
        .text("publishedAbsolute") { $0.publishedAbsolute },
        .object("publishedText", of: NameInText.self) { $0.publishedText },
        // JSON in which `<`, `>` and `&` are `\u003c`-style escapes: it cannot end its script element.
        .htmlUTF8("structuredDataJSON") { $0.structuredData.jsonUTF8 },
        .object("pagination", of: PaginationViewModel.self) { $0.pagination },
        .object("reactions", of: ReactionsViewModel.self) { $0.reactions },
        .object("commentForm", of: CommentFormViewModel.self) { $0.commentForm },
    ])
}

extension PaginationViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .flag("isPaginated") { $0.isPaginated },
        .text("label") { $0.label },
        .text("previousURL") { $0.previousURL },
        .text("nextURL") { $0.nextURL },
        .list("pages", of: PageLinkViewModel.self) { $0.pages },
        .text("statusText") { $0.statusText },
        .text("laterPagesText") { $0.laterPagesText },
        .text("commentPagesData") { $0.commentPagesData },
    ])
}

extension PageLinkViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .number("number") { $0.number },
        .text("numberText") { $0.numberText },
        .text("url") { $0.url },
        .flag("isCurrent") { $0.isCurrent },
        .text("ariaCurrent") { $0.ariaCurrent },
    ])
}

extension PostSummaryViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("postId") { $0.postId },
        .text("displayTitle") { $0.displayTitle },
        .text("pageURL") { $0.pageURL },
        .text("commentCountText") { $0.commentCountText },
        .flag("hasActivity") { $0.hasActivity },
        .text("latestActivityRelative") { $0.latestActivityRelative },
        .text("latestActivityTimestamp") { $0.latestActivityTimestamp },
        .text("latestActivityAbsolute") { $0.latestActivityAbsolute },
        .object("latestActivityText", of: NameInText.self) { $0.latestActivityText },
    ])
}

extension HomePageViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .list("posts", of: PostSummaryViewModel.self) { $0.posts },
        .text("summary") { $0.summary },
        .flag("hasPosts") { $0.hasPosts },
        .object("pagination", of: PaginationViewModel.self) { $0.pagination },
    ])
}

extension NotFoundPageViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("title") { $0.title }
    ])
}
