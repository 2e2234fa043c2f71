import MarginaliaTemplates
import MarginaliaViewModels

extension ReactionsViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .flag("hasReactions") { $0.hasReactions },
        .text("summaryText") { $0.summaryText },
        .text("headingText") { $0.headingText },
        .list("people", of: ReactionPersonViewModel.self) { $0.people },
    ])
}

extension ReactionPersonViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("displayName") { $0.displayName },
        .text("profileLink") { $0.profileLink },
        .object("avatar", of: AvatarViewModel.self) { $0.avatar },
        .text("likeOf") { $0.likeOf },
        .text("repostOf") { $0.repostOf },
        .text("bookmarkOf") { $0.bookmarkOf },
        .text("titleText") { $0.titleText },
    ])
}
