/// The friends list page: a title with the count, and one cell per friend.
public struct FriendsListViewModel: Sendable, Equatable {
    public let friends: [FriendCellViewModel]

    public init(friends: [FriendCellViewModel]) {
        self.friends = friends
    }
}

extension FriendsListViewModel {
    /// "Your Friends (42)".
    public var title: String { "Your Friends (\(friends.count))" }

    /// Whether there is anyone to list.
    public var isEmpty: Bool { friends.isEmpty }
}
