import MarginaliaTemplates
import MarginaliaViewModels

// What templates may read of each view model: every name and its kind, in one place. The engine
// checks every name in a theme against these declarations when it loads the theme.

// A cell is reusable: a post's pages and its embeddable thread show the same cells, and the
// thread copies each one its pages already rendered (the avatars and friend links that differ
// make the cells unequal, so those are rendered again).
extension CommentCellViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>(
        [
            .text("id") { $0.id },
            .text("anchor") { $0.anchor },
            .text("displayName") { $0.displayName },
            .text("initials") { $0.initials },
            .text("avatarImageURL") { $0.avatarImageURL },
            .object("avatar", of: AvatarViewModel.self) { $0.avatar },
            // Rendered by cmark with its safe default: the only HTML a comment brings.
            .html("bodyHTML") { $0.bodyHTML },
            .text("friendURL") { $0.friendURL },
            .text("profileURL") { $0.profileURL },
            .text("profileRel") { $0.profileRel },
            .text("sourceLink") { $0.sourceLink },
            .text("sourceText") { $0.sourceText },
            .flag("isFriend") { $0.isFriend },
            .text("friendTagText") { $0.friendTagText },
            .flag("isEdited") { $0.isEdited },
            .text("editedTagText") { $0.editedTagText },
            .text("editedTitle") { $0.editedTitle },
            .text("editedTimestamp") { $0.editedTimestamp },
            .text("postedRelative") { $0.postedRelative },
            .text("postedTimestamp") { $0.postedTimestamp },
            .text("postedAbsolute") { $0.postedAbsolute },
            .text("likesText") { $0.likesText },
            .text("replyCountText") { $0.replyCountText },
            .flag("hasReplies") { $0.hasReplies },
            .list("replies", of: CommentCellViewModel.self) { $0.replies },
            .number("depth") { $0.depth },
            .text("permalink") { $0.permalink },
            .text("replyURL") { $0.replyURL },
            .object("inReplyTo", of: CommentCellViewModel.ParentReference.self) { $0.inReplyTo },
            .object("inReplyToText", of: NameInText.self) { $0.inReplyToText },
            .object("replyHiddenText", of: NameInText.self) { $0.replyHiddenText },
            .object("words", of: Phrasebook.self) { $0.words },
        ], reusedBy: { $0.id })
}

extension CommentCellViewModel.ParentReference: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("permalink") { $0.permalink }
    ])
}
