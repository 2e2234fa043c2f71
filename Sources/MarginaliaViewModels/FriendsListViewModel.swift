/// The friends list page: a title with the count, and one cell per friend.
public struct FriendsListViewModel: Sendable, Equatable {
    public let friends: [FriendCellViewModel]
    /// The site's language.
    public let words: Phrasebook

    public init(friends: [FriendCellViewModel], words: Phrasebook) {
        self.friends = friends
        self.words = words
    }
}

extension FriendsListViewModel {
    /// "Your Friends (42)".
    public var title: String { words.text(.friendsTitle, ["count": words.number(friends.count)]) }

    /// Whether there is anyone to list.
    public var isEmpty: Bool { friends.isEmpty }
}
