import MarginaliaTemplates
import MarginaliaViewModels

extension EmbeddedThreadViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("postId") { $0.page.postId },
        .text("headingId") { $0.headingId },
        .text("language") { $0.language },
        .text("direction") { $0.direction },
        .text("displayTitle") { $0.page.displayTitle },
        .list("comments", of: CommentCellViewModel.self) { $0.page.comments },
        .text("commentCountText") { $0.page.commentCountText },
        .flag("hasComments") { $0.page.hasComments },
        .text("pageURL") { $0.page.pageURL },
        .text("feedURL") { $0.page.feedURL },
        .object("commentForm", of: CommentFormViewModel.self) { $0.page.commentForm },
        .object("sourceText", of: NameInText.self) { $0.sourceText },
        .object("words", of: Phrasebook.self) { $0.page.words },
    ])
}
