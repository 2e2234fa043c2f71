import MarginaliaViewModels
import Testing

/// A comment sent from elsewhere (a webmention): the author's own page and the page it was
/// written on, each shown only when it is a safe web link.
@Suite("Comment cell: author page and source")
struct CommentSourceTests {
    @Test func aStrangersPageIsLinkedWithoutTheSitesVouching() {
        let cell = ViewModelFixtures.commentCell(authorURL: "https://mastodon.social/@ada")
        #expect(cell.profileURL == "https://mastodon.social/@ada")
        #expect(cell.profileRel == "nofollow ugc")
    }

    @Test func aFriendsPageWinsOverTheAuthorsOwn() {
        let cell = ViewModelFixtures.commentCell(friendURL: "../../friends/1/", authorURL: "https://ada.example/")
        #expect(cell.profileURL == "../../friends/1/")
        #expect(cell.profileRel == nil)
    }

    @Test(arguments: ["javascript:alert(1)", "mailto:ada@example.org", "  ", "https://", "data:text/html,x"])
    func anUnsafeOrEmptyAuthorPageIsNotLinked(_ url: String) {
        let cell = ViewModelFixtures.commentCell(authorURL: url, sourceURL: url)
        #expect(cell.profileURL == nil && cell.profileRel == nil)
        #expect(cell.sourceLink == nil && cell.sourceText == nil)
    }

    @Test(arguments: [
        ("https://mastodon.social/@ada/113456789012345678", "via mastodon.social"),
        ("https://WWW.Example.org:8443/notes/1?x=1", "via example.org:8443"),
        ("http://user@blog.example.net#top", "via blog.example.net"),
    ])
    func theSourceIsNamedByItsHost(_ url: String, _ text: String) {
        let cell = ViewModelFixtures.commentCell(sourceURL: url)
        #expect(cell.sourceLink == url)
        #expect(cell.sourceText == text)
    }

    @Test func aCommentWrittenHereHasNoSource() {
        let cell = ViewModelFixtures.commentCell()
        #expect(cell.sourceLink == nil && cell.sourceText == nil && cell.profileURL == nil)
    }
}
