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
        #expect(ViewModelFixtures.friendsList(friends).title == "Your Friends (42)")
        #expect(ViewModelFixtures.friendsList([]).title == "Your Friends (0)")
        #expect(ViewModelFixtures.friendsList([]).isEmpty)
    }

    @Test func aLaterPageOfTheListCountsEveryFriendAndSaysWhichPageItIs() {
        let friends = (0..<2).map { _ in ViewModelFixtures.friendCell(first: "A", last: "B") }
        let second = ViewModelFixtures.friendsList(friends, friendCount: 1_205, page: 2, pageCount: 3)
        #expect(second.title == "Your Friends (1,205)")
        #expect(second.pageTitle == "Your Friends (1,205), page 2")
        #expect(
            ViewModelFixtures.friendsList(friends, friendCount: 1_205, pageCount: 3).pageTitle == "Your Friends (1,205)"
        )
        #expect(!second.isEmpty)
        // A page shows its own friends; the last page of a list may be all that is left of it.
        #expect(second.friends.count == 2)
        #expect(second.pagination.label == "Friends list pages")
        #expect(second.pagination.statusText == "Page 2 of 3")
        #expect(second.pagination.previousURL == "page/1/" && second.pagination.nextURL == "page/3/")
    }

    @Test func theListsFirstPageSaysNothingOfLaterComments() {
        let first = ViewModelFixtures.friendsList([], friendCount: 3, pageCount: 2)
        #expect(first.pagination.isPaginated)
        #expect(first.pagination.laterPagesText == nil)
        #expect(first.pagination.commentPagesData == nil)
        let discussion = PaginationViewModel(current: 1, pageURLs: ["./", "page/2/"], words: TestWords.english)
        #expect(discussion.label == "Comment pages")
        #expect(discussion.laterPagesText == "This page shows the oldest threads. Later comments are on page 2.")
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

    /// An address with white space inside (any Unicode white space, not only ASCII) is no
    /// address: a `mailto:` link to it would not work.
    @Test(arguments: [
        "a @example.com", "a@exam ple.com", "a\u{A0}@example.com", "a@example\u{3000}.com", "a@\u{2028}x.com",
    ])
    func anAddressWithWhiteSpaceInsideIsLeftOut(email: String) {
        let detail = FriendDetailViewModel(
            friend: ViewModelFixtures.friendCell(first: "A", last: "B"), email: email, phoneNumber: nil,
            friendsListURL: "../")
        #expect(detail.emailAddress == nil)
        #expect(detail.emailURL == nil)
    }
}
