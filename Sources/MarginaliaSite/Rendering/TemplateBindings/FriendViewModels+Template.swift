import MarginaliaTemplates
import MarginaliaViewModels

extension FriendCellViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("id") { $0.id },
        .text("fullName") { $0.fullName },
        .text("initials") { $0.initials },
        .text("avatarImageURL") { $0.avatarImageURL },
        .object("avatar", of: AvatarViewModel.self) { $0.avatar },
        .text("detailURL") { $0.detailURL },
        .text("commentCountText") { $0.commentCountText },
    ])
}

extension AvatarViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("imageURL") { $0.imageURL },
        .text("initials") { $0.initials },
        .flag("isLarge") { $0.isLarge },
        .number("pixels") { $0.pixels },
        .flag("loadsLazily") { $0.loadsLazily },
    ])
}

extension FriendsListViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("title") { $0.title },
        .list("friends", of: FriendCellViewModel.self) { $0.friends },
        .flag("isEmpty") { $0.isEmpty },
        .object("pagination", of: PaginationViewModel.self) { $0.pagination },
        .object("words", of: Phrasebook.self) { $0.words },
    ])
}

extension FriendDetailViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .object("friend", of: FriendCellViewModel.self) { $0.friend },
        .object("headerAvatar", of: AvatarViewModel.self) { $0.headerAvatar },
        .text("emailAddress") { $0.emailAddress },
        .text("emailURL") { $0.emailURL },
        .text("phoneNumberText") { $0.phoneNumberText },
        .text("phoneURL") { $0.phoneURL },
        .flag("hasContactDetails") { $0.hasContactDetails },
        .text("friendsListURL") { $0.friendsListURL },
        .object("commentsTitle", of: NameInText.self) { $0.commentsTitle },
        .flag("hasComments") { $0.hasComments },
        .list("shownComments", of: FriendCommentViewModel.self) { $0.shownComments },
        .text("moreCommentsText") { $0.moreCommentsText },
        .object("words", of: Phrasebook.self) { $0.words },
    ])
}

extension FriendCommentViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("id") { $0.id },
        .text("displayPostTitle") { $0.displayPostTitle },
        .text("permalink") { $0.permalink },
        .text("excerpt") { $0.excerpt },
        .text("postedRelative") { $0.postedRelative },
        .text("postedTimestamp") { $0.postedTimestamp },
        .text("postedAbsolute") { $0.postedAbsolute },
        .object("postText", of: NameInText.self) { $0.postText },
    ])
}
