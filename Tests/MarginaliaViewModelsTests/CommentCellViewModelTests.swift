import Foundation
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@Suite("Comment cell view model")
struct CommentCellViewModelTests {
    @Test func anUneditedCommentHasNoEditedTag() {
        let cell = ViewModelFixtures.commentCell()
        #expect(cell.isEdited == false)
        #expect(cell.editedTagText == nil)
        #expect(cell.editedTitle == nil)
        #expect(cell.editedTimestamp == nil)
    }

    @Test func anEditedCommentSaysWhenItWasEdited() {
        let cell = ViewModelFixtures.commentCell(
            postedAt: TestDates.ago(days: 2), editedAt: TestDates.date("2026-11-21T09:00:00Z")
        )
        #expect(cell.isEdited)
        #expect(cell.editedTagText == "Edited")
        #expect(cell.editedTitle == "Edited Nov 21, 2026 at 9:00\u{202F}AM")
        #expect(cell.editedTimestamp == "2026-11-21T09:00:00Z")
    }

    @Test func theAuthorLineFallsBackToAnonymous() {
        #expect(ViewModelFixtures.commentCell(authorName: "  ").displayName == "Anonymous")
        #expect(ViewModelFixtures.commentCell(authorName: " Søren Kierkegaard ").displayName == "Søren Kierkegaard")
    }

    @Test(
        "initials for the avatar fallback",
        arguments: [
            ("Jane Appleseed", "JA"),
            ("Søren Aabye Kierkegaard", "SK"),
            ("美咲", "美"),
            ("أحمد حسن", "أح"),
            ("zoë o'brien", "ZO"),
            ("", "A"),
            ("ada", "A"), ("ada  lovelace\tbyron", "AB"), ("1st place", "SP"), ("123 456", "14"), ("-", "-"),
            ("'quoted' name", "QN"), ("x\u{00A0}y", "XY"), ("Émile zola", "ÉZ"),
            ("ßen öl", "SSÖ"), ("🎉 party", "🎉P"), ("  李  小龙 ", "李小"), ("e\u{301}mile zola", "E\u{301}Z"),
            ("Ünal\u{2003}Öz", "ÜÖ"), ("Ünal Mid Öz", "ÜÖ"), ("Ünal", "Ü"), ("\u{2003}", "A"), ("1Ü 2", "Ü2"),
        ])
    func initials(name: String, expected: String) {
        #expect(ViewModelFixtures.commentCell(authorName: name).initials == expected)
    }

    @Test(
        "avatars only with http or https",
        arguments: [
            ("https://example.com/a.png", "https://example.com/a.png"),
            ("http://example.com/a.png", "http://example.com/a.png"),
            ("javascript:alert(1)", nil),
            ("data:image/svg+xml;base64,PHN2Zz4=", nil),
            ("//evil.example/a.png", nil),
            ("", nil),
            ("https://", nil),
            ("../../assets/avatars/0a1b.png", "../../assets/avatars/0a1b.png"),
            ("/assets/avatars/0a1b.png", "/assets/avatars/0a1b.png"),
            ("java\u{0}script:alert(1)", nil),
            ("\\\\evil.example/a.png", nil),
            ("assets/a b.png", nil),
        ] as [(String, String?)])
    func avatar(url: String, expected: String?) {
        #expect(ViewModelFixtures.commentCell(avatarURL: url).avatarImageURL == expected)
    }

    @Test func datesUseTheBuildsReferenceDate() {
        let cell = ViewModelFixtures.commentCell(postedAt: TestDates.date("2026-11-20T11:00:00Z"))
        #expect(cell.postedRelative == "yesterday")
        #expect(cell.postedTimestamp == "2026-11-20T11:00:00Z")
        #expect(cell.postedAbsolute == "Nov 20, 2026 at 11:00\u{202F}AM")
    }

    @Test func absoluteDatesAreInTheSitesTimeZone() {
        let berlin = DateContext(
            now: TestDates.now, timeZone: TimeZone(identifier: "Europe/Berlin")!, phrases: TestWords.english)
        let cell = ViewModelFixtures.commentCell(postedAt: TestDates.date("2026-11-20T23:30:00Z"), dates: berlin)
        #expect(cell.postedAbsolute == "Nov 21, 2026 at 12:30\u{202F}AM")
        #expect(cell.postedTimestamp == "2026-11-20T23:30:00Z")
    }

    @Test("likes", arguments: [(0, nil), (1, "1 like"), (140, "140 likes")] as [(Int, String?)])
    func likes(count: Int, expected: String?) {
        #expect(ViewModelFixtures.commentCell(likes: count).likesText == expected)
    }

    @Test func replyCountsIncludeNestedReplies() {
        let leaf = ViewModelFixtures.commentCell(id: "c3")
        let middle = ViewModelFixtures.commentCell(id: "c2", replies: [leaf])
        let lone = ViewModelFixtures.commentCell(id: "c4")
        let top = ViewModelFixtures.commentCell(replies: [middle, lone])
        #expect(top.replyCount == 3)
        #expect(top.replyCountText == "3 replies")
        #expect(middle.replyCountText == "1 reply")
        #expect(leaf.replyCountText == nil)
        #expect(leaf.hasReplies == false)
    }

    @Test func aReplyToABlankNameSaysAnonymous() {
        func line(_ parent: String) -> NameInText? {
            ViewModelFixtures.commentCell(
                inReplyTo: CommentCellViewModel.ParentReference(permalink: "#comment-c1", authorName: parent)
            ).inReplyToText
        }
        #expect(line(" ") == NameInText(before: "in reply to ", name: "Anonymous", after: ""))
        #expect(line("Noa") == NameInText(before: "in reply to ", name: "Noa", after: ""))
    }

    @Test func theAnchorIsThePermalinkTarget() {
        #expect(ViewModelFixtures.commentCell(id: "c42").anchor == "comment-c42")
    }
}
