import Foundation
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

/// The comment form's and the intake pages' presentation, without rendering.
@Suite("The comment form")
struct CommentFormTests {
    @Test func aNewThreadsFormSaysSoAndAReplysNamesWhomItAnswers() {
        let new = CommentFormViewModel(actionURL: "/comments/preview", postId: "p1", words: TestWords.english)
        #expect(new.headingText == "Leave a comment" && new.replyHeading == nil)
        let reply = CommentFormViewModel(
            actionURL: "/comments/preview", postId: "p1", parentId: "c1", parentAuthorName: "Zoë\u{202E}",
            words: TestWords.english)
        #expect(reply.headingText == nil)
        #expect(reply.replyHeading == NameInText(before: "Reply to ", name: "Zoë\u{202E}", after: ""))
        let blank = CommentFormViewModel(
            actionURL: "/c/", postId: "p1", parentId: "c1", parentAuthorName: "  ", words: TestWords.english)
        #expect(blank.replyHeading?.name == "Anonymous")
    }

    @Test func theFormSpeaksThePostsLanguage() throws {
        let form = CommentFormViewModel(
            actionURL: "/comments/preview", postId: "p1", parentId: "c1", parentAuthorName: "Ana",
            words: TestWords.words("ar"))
        let reply = try #require(form.replyHeading)
        #expect(reply.name == "Ana" && reply.before != "Reply to ")
    }

    @Test func theIdsOfAFormsPartsFollowItsId() {
        let form = CommentFormViewModel(
            actionURL: "https://c.example/preview", postId: "p1", formId: "marginalia-comment-form-p1",
            words: TestWords.english)
        #expect(form.headingId == "marginalia-comment-form-p1-heading")
        #expect(form.hintId == "marginalia-comment-form-p1-hint")
    }
}

@Suite("Where forms may post, and where an intake page's styles come from")
struct FormPolicyTests {
    private func layout(formOrigin: String? = nil, siteOrigin: String? = nil) -> PageLayoutViewModel {
        PageLayoutViewModel(
            siteTitle: "S", siteDescription: "", language: "en", pageTitle: "P", rootPath: "/",
            friendsURL: "/friends/", feedURL: "/feed.xml", assetsURL: "/assets/", canonicalURL: nil, section: .other,
            words: TestWords.english, formOrigin: formOrigin, siteOrigin: siteOrigin)
    }

    @Test func formsPostToThePagesOwnOriginOrExactlyTheIntakes() {
        #expect(layout().contentSecurityPolicy.hasSuffix("form-action 'self'"))
        #expect(
            layout(formOrigin: "https://talk.example").contentSecurityPolicy.hasSuffix(
                "form-action https://talk.example"))
    }

    @Test func anIntakePageTakesStylesAndImagesFromTheSite() {
        let policy = layout(siteOrigin: "https://comments.example").contentSecurityPolicy
        #expect(policy.contains("img-src 'self' https://comments.example;"))
        #expect(policy.contains("style-src 'self' https://comments.example;"))
        #expect(policy.contains("script-src 'self';"))
    }
}
