import Foundation
import MarginaliaModels
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@Suite("Reactions view model")
struct ReactionsViewModelTests {
    static func reaction(_ kind: ReactionKind, _ name: String = "Ada", url: String? = "https://ada.example/")
        -> Reaction
    {
        Reaction(
            id: Identifier("r-\(name)-\(kind)"), postId: "p1", kind: kind,
            author: ReactionAuthor(name: name, url: url, photo: "https://ada.example/ada.png"),
            publishedAt: TestDates.ago(minutes: 5))
    }

    static func model(
        _ reactions: [Reaction], postURL: String = "https://blog.example.org/1/", words: Phrasebook = TestWords.english
    ) -> ReactionsViewModel {
        ReactionsViewModel(reactions, postURL: postURL, words: words) { $0.map { _ in "../../avatars/ada.png" } }
    }

    @Test func theSummaryCountsEachKindWithItsPluralForm() {
        let many = Self.model(
            Array(repeating: Self.reaction(.like), count: 12) + Array(repeating: Self.reaction(.repost), count: 3))
        #expect(many.summaryText == "12 likes · 3 reposts")
        #expect(Self.model([Self.reaction(.like)]).summaryText == "1 like")
        #expect(Self.model([Self.reaction(.repost)]).summaryText == "1 repost")
        #expect(
            Self.model([Self.reaction(.bookmark), Self.reaction(.bookmark), Self.reaction(.like)]).summaryText
                == "1 like · 2 bookmarks")
    }

    @Test func theWordsAreThePacksWithItsPluralForms() {
        let reactions = Array(repeating: Self.reaction(.repost), count: 3) + [Self.reaction(.like)]
        let german = Self.model(reactions, words: TestWords.words("de"))
        #expect(german.summaryText == "1 Like · 3-mal geteilt")
        #expect(german.headingText == "Reaktionen")
        #expect(german.people.last?.titleText == "Ada gefällt das")
        let russian = Self.model(Array(repeating: Self.reaction(.repost), count: 5), words: TestWords.words("ru"))
        #expect(russian.summaryText == "5 репостов")
        let arabic = Self.model([Self.reaction(.bookmark), Self.reaction(.bookmark)], words: TestWords.words("ar"))
        #expect(arabic.summaryText == "إشارتان مرجعيتان")
    }

    @Test func noReactionsShowNothing() {
        #expect(ReactionsViewModel.none(words: TestWords.english).hasReactions == false)
        #expect(ReactionsViewModel.none(words: TestWords.english).summaryText == nil)
        #expect(Self.model([]).people.isEmpty)
    }

    @Test func eachFaceNamesThePostByItsKind() {
        let people = Self.model([Self.reaction(.like), Self.reaction(.repost), Self.reaction(.bookmark)]).people
        #expect(people.map(\.likeOf) == ["https://blog.example.org/1/", nil, nil])
        #expect(people.map(\.repostOf) == [nil, "https://blog.example.org/1/", nil])
        #expect(people.map(\.bookmarkOf) == [nil, nil, "https://blog.example.org/1/"])
        #expect(people.map(\.titleText) == ["Ada liked this", "Ada reposted this", "Ada bookmarked this"])
        #expect(people[0].avatar == AvatarViewModel(imageURL: "../../avatars/ada.png", initials: "A", size: .cell))
        #expect(people[0].profileLink == "https://ada.example/")
    }

    @Test func unsafeLinksAreLeftOut() {
        let people = Self.model([Self.reaction(.like, " ", url: "javascript:alert(1)")], postURL: "javascript:x").people
        #expect(people[0].profileLink == nil)
        #expect(people[0].likeOf == nil)
        #expect(people[0].displayName == "Anonymous")
    }

    @Test func theTooltipKeepsNoBidiControlOfTheName() {
        let people = Self.model([Self.reaction(.like, "\u{202E}Ada\u{202C}")]).people
        #expect(people[0].titleText == "Ada liked this")
        #expect(people[0].displayName.unicodeScalars.contains("\u{202E}"))
    }

    @Test func structuredDataCountsLikesAndShares() throws {
        let page = PostPageViewModel(
            postId: "p1", title: "T", postURL: "https://blog.example.org/1/", publishedAt: TestDates.ago(days: 1),
            comments: [], feedURL: "feed.xml", pageURL: "https://comments.example.org/posts/p1/", dates: TestDates.utc,
            reactions: Self.model([Self.reaction(.like), Self.reaction(.like), Self.reaction(.repost)]))
        let root = try #require(
            JSONSerialization.jsonObject(with: Data(page.structuredData.json.utf8)) as? [String: Any])
        let counters = try #require(root["interactionStatistic"] as? [[String: Any]])
        #expect(
            counters.map { $0["interactionType"] as? String } == [
                "https://schema.org/LikeAction", "https://schema.org/ShareAction",
            ])
        #expect(counters.map { $0["userInteractionCount"] as? Int } == [2, 1])
        #expect(counters.allSatisfy { $0["@type"] as? String == "InteractionCounter" })
        let none = PostPageViewModel(
            postId: "p1", title: "T", postURL: "", publishedAt: TestDates.ago(days: 1), comments: [],
            feedURL: "feed.xml", pageURL: "https://comments.example.org/posts/p1/", dates: TestDates.utc)
        #expect(!none.structuredData.json.contains("interactionStatistic"))
    }
}
