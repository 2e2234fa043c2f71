import MarginaliaViewModels
import Testing

/// The one picture model behind every avatar: its size decides its pixels and loading, and each
/// place a person appears asks for the size it shows.
@Suite("Avatars")
struct AvatarViewModelTests {
    @Test(arguments: [
        (AvatarViewModel.Size.cell, 40, false, true),
        (AvatarViewModel.Size.large, 96, true, false),
    ])
    func sizeDecidesPixelsAndLoading(size: AvatarViewModel.Size, pixels: Int, isLarge: Bool, lazy: Bool) {
        let avatar = AvatarViewModel(imageURL: nil, initials: "JA", size: size)
        #expect(avatar.pixels == pixels)
        #expect(avatar.isLarge == isLarge)
        #expect(avatar.loadsLazily == lazy)
    }

    @Test func aCommentShowsItsAuthorsCheckedImageAtCellSize() {
        let cell = ViewModelFixtures.commentCell(authorName: "Jane Appleseed", avatarURL: "https://example.org/j.png")
        #expect(cell.avatar == AvatarViewModel(imageURL: "https://example.org/j.png", initials: "JA", size: .cell))
    }

    @Test func anUnsafeImageFallsBackToInitials() {
        let cell = ViewModelFixtures.commentCell(authorName: "Jane Appleseed", avatarURL: "javascript:alert(1)")
        #expect(cell.avatar.imageURL == nil)
        #expect(cell.avatar.initials == "JA")
    }

    @Test func aFriendIsACellInTheListAndLargeOnTheirPage() {
        let friend = ViewModelFixtures.friendCell(first: "Noa", last: "Cohen", avatarURL: "https://example.org/n.png")
        let page = FriendDetailViewModel(friend: friend, email: nil, phoneNumber: nil, friendsListURL: "../")
        #expect(friend.avatar.size == .cell)
        #expect(
            page.headerAvatar == AvatarViewModel(imageURL: "https://example.org/n.png", initials: "NC", size: .large))
    }
}
