import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@Suite("Friend view models")
struct FriendViewModelTests {
    @Test(
        "full names",
        arguments: [
            ("Jane", "Appleseed", "Jane Appleseed"),
            ("Jane", "", "Jane"),
            ("", "Appleseed", "Appleseed"),
            ("  ", " ", "Unnamed friend"),
            ("美咲", "田中", "美咲 田中"),
            ("María José", "García Márquez", "María José García Márquez"),
        ])
    func fullName(first: String, last: String, expected: String) {
        #expect(ViewModelFixtures.friendCell(first: first, last: last).fullName == expected)
    }

    @Test(
        "initials",
        arguments: [
            ("Jane", "Appleseed", "JA"),
            ("jane", "", "J"),
            ("", "", "?"),
            ("Аня", "Иванова", "АИ"),
            ("María José", "García Márquez", "MM"),
        ])
    func initials(first: String, last: String, expected: String) {
        #expect(ViewModelFixtures.friendCell(first: first, last: last).initials == expected)
    }

    @Test func theListTitleCountsFriends() {
        let friends = (0..<42).map { _ in ViewModelFixtures.friendCell(first: "A", last: "B") }
        #expect(FriendsListViewModel(friends: friends, words: TestWords.english).title == "Your Friends (42)")
        #expect(FriendsListViewModel(friends: [], words: TestWords.english).title == "Your Friends (0)")
        #expect(FriendsListViewModel(friends: [], words: TestWords.english).isEmpty)
    }

    @Test func contactDetailsBecomeLinks() {
        let detail = FriendDetailViewModel(
            friend: ViewModelFixtures.friendCell(first: "A", last: "B"),
            email: " a@example.com ", phoneNumber: "+1 (555) 123-4567", friendsListURL: "../"
        )
        #expect(detail.emailAddress == "a@example.com")
        #expect(detail.emailURL == "mailto:a@example.com")
        #expect(detail.phoneNumberText == "+1 (555) 123-4567")
        #expect(detail.phoneURL == "tel:+15551234567")
        #expect(detail.hasContactDetails)
    }

    @Test func malformedContactDetailsAreLeftOut() {
        let detail = FriendDetailViewModel(
            friend: ViewModelFixtures.friendCell(first: "A", last: "B"),
            email: "not an address", phoneNumber: "  ", friendsListURL: "../"
        )
        #expect(detail.emailURL == nil)
        #expect(detail.phoneURL == nil)
        #expect(detail.hasContactDetails == false)
    }
}
