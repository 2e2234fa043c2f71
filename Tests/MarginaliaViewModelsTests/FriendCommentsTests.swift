import Foundation
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@Suite("Friends who comment")
struct FriendCommentsTests {
    @Test func aFriendsCommentCarriesTheFriendTagAndLink() {
        let friend = ViewModelFixtures.commentCell(friendURL: "../../friends/zoe/")
        #expect(friend.isFriend)
        #expect(friend.friendTagText == "Friend")
        #expect(friend.friendURL == "../../friends/zoe/")
        let stranger = ViewModelFixtures.commentCell()
        #expect(!stranger.isFriend)
        #expect(stranger.friendTagText == nil)
    }

    @Test func theFriendAndEditedTagsCanShowTogether() {
        let cell = ViewModelFixtures.commentCell(editedAt: TestDates.ago(minutes: 1), friendURL: "../../friends/zoe/")
        #expect(cell.friendTagText == "Friend")
        #expect(cell.editedTagText == "Edited")
    }

    @Test(
        "comment counts in the friends list",
        arguments: [
            (0, "No comments"), (1, "1 comment"), (2, "2 comments"), (12, "12 comments"),
        ])
    func commentCount(count: Int, text: String) {
        #expect(ViewModelFixtures.friendCell(first: "A", last: "B", commentCount: count).commentCountText == text)
    }

    @Test func theTitleCountsEveryCommentAndNamesTheFriend() {
        let page = detail(comments: (0..<30).map { ViewModelFixtures.friendComment(id: "c\($0)") }, limit: 5)
        #expect(page.commentsTitle.plainText == "Comments by Zoë Lefèvre (30)")
        #expect(page.hasComments)
        #expect(!detail(comments: [], limit: 5).hasComments)
        #expect(detail(comments: [], limit: 5).commentsTitle.plainText == "Comments by Zoë Lefèvre (0)")
    }

    @Test func commentsAreListedNewestFirstWithTiesById() {
        let comments = [
            ViewModelFixtures.friendComment(id: "old", postedAt: TestDates.ago(days: 3)),
            ViewModelFixtures.friendComment(id: "b", postedAt: TestDates.ago(hours: 1)),
            ViewModelFixtures.friendComment(id: "new", postedAt: TestDates.ago(minutes: 1)),
            ViewModelFixtures.friendComment(id: "a", postedAt: TestDates.ago(hours: 1)),
        ]
        #expect(detail(comments: comments, limit: 10).shownComments.map(\.id) == ["new", "b", "a", "old"])
    }

    @Test(
        "the cap and its note",
        arguments: [
            (3, 20, 3, nil), (20, 20, 20, nil), (21, 20, 20, "1 more comment"), (32, 20, 20, "12 more comments"),
            (5, 0, 0, "5 more comments"),
        ] as [(Int, Int, Int, String?)])
    func cap(count: Int, limit: Int, shown: Int, note: String?) {
        let comments = (0..<count).map {
            ViewModelFixtures.friendComment(id: "c\($0)", postedAt: TestDates.ago(minutes: Double($0)))
        }
        let page = detail(comments: comments, limit: limit)
        #expect(page.shownComments.count == shown)
        #expect(page.shownComments.first?.id == (shown > 0 ? "c0" : nil))
        #expect(page.hiddenCommentCount == count - shown)
        #expect(page.moreCommentsText == note)
    }

    @Test func theListShowsThePostTitleADateAndALink() {
        let comment = ViewModelFixtures.friendComment(id: "c7", postTitle: "  ", postedAt: TestDates.ago(days: 1))
        #expect(comment.displayPostTitle == "Untitled post")
        #expect(comment.postedRelative == "yesterday")
        #expect(comment.postedTimestamp == "2026-11-20T12:00:00Z")
        #expect(comment.permalink == "../../posts/p1/#comment-c7")
    }

    @Test func theExcerptIsPlainTextOnOneLine() {
        let text = "Use view models & <b>.\n\n  one\u{00A0}two\t\n"
        #expect(ViewModelFixtures.friendComment(bodyText: text).excerpt == "Use view models & <b>. one two")
    }

    @Test func aLongBodyIsCutOnAWordBoundary() {
        let words = Array(repeating: "word", count: 60).joined(separator: " ")
        let excerpt = ViewModelFixtures.friendComment(bodyText: words).excerpt
        #expect(excerpt.hasSuffix("word…"))
        #expect(excerpt.count <= FriendCommentViewModel.excerptLength + 1)
        // 32 words of 4 letters and 31 spaces make 159 characters: the 33rd would pass 160.
        #expect(excerpt == Array(repeating: "word", count: 32).joined(separator: " ") + "…")
    }

    @Test func aWordEndingExactlyAtTheLimitIsKept() {
        let text = String(repeating: "a", count: 156) + " bcd efg"
        #expect(
            ViewModelFixtures.friendComment(bodyText: text).excerpt == String(repeating: "a", count: 156)
                + " bcd…")
    }

    @Test func theExcerptNeverSplitsAGraphemeCluster() {
        // A family emoji (7 scalars), a letter with two combining marks, and a flag: one Character each.
        let family = "👩‍👩‍👧‍👦"
        let marked = "o\u{0323}\u{0300}"
        let flag = "🇳🇬"
        let text = String(repeating: family + marked + flag, count: 70)
        let excerpt = ViewModelFixtures.friendComment(bodyText: text).excerpt
        #expect(excerpt.count == FriendCommentViewModel.excerptLength + 1)
        let kept = excerpt.dropLast()
        #expect(kept.allSatisfy { [family, marked, flag].contains(String($0)) })
        #expect(kept.unicodeScalars.count == 53 * (7 + 3 + 2) + 7)
    }

    @Test func aShortBodyIsNotCut() {
        #expect(ViewModelFixtures.friendComment(bodyText: "Short and sweet.").excerpt == "Short and sweet.")
    }

    private func detail(comments: [FriendCommentViewModel], limit: Int) -> FriendDetailViewModel {
        FriendDetailViewModel(
            friend: ViewModelFixtures.friendCell(first: "Zoë", last: "Lefèvre"), email: nil, phoneNumber: nil,
            friendsListURL: "../", comments: comments, commentLimit: limit
        )
    }
}
