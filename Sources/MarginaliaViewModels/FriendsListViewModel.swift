/// One page of the friends list: a title with the count of every friend, one cell per friend on
/// this page, and the links to the list's other pages.
public struct FriendsListViewModel: Sendable, Equatable {
    /// The friends on this page.
    public let friends: [FriendCellViewModel]
    /// Every friend, on all the list's pages.
    public let friendCount: Int
    /// Which page this is, and the links to every page.
    public let pagination: PaginationViewModel
    /// The site's language.
    public let words: Phrasebook

    public init(friends: [FriendCellViewModel], friendCount: Int, pagination: PaginationViewModel, words: Phrasebook) {
        self.friends = friends
        self.friendCount = friendCount
        self.pagination = pagination
        self.words = words
    }
}

extension FriendsListViewModel {
    /// "Your Friends (42)", counting every friend on every page.
    public var title: String { words.text(.friendsTitle, ["count": words.number(friendCount)]) }

    /// The page's title: the list's, with the page's number after page 1 ("Your Friends (42),
    /// page 2").
    public var pageTitle: String {
        pagination.current == 1
            ? title : words.text(.postPageTitle, ["title": title, "page": words.number(pagination.current)])
    }

    /// Whether there is anyone to list.
    public var isEmpty: Bool { friendCount == 0 }
}
