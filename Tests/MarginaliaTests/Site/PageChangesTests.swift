import Foundation
import MarginaliaModels
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

/// What `serve` renders again is what differs between two plans (`SitePlan.changes(since:)`).
@Suite("Which pages a content change touches")
struct PageChangesTests {
    static let posts = [
        Post(id: "p1", title: "One", url: "https://e.org/1", publishedAt: TestDates.ago(days: 30)),
        Post(id: "p2", title: "Two", url: "https://e.org/2", publishedAt: TestDates.ago(days: 20)),
    ]
    static func comment(_ id: Identifier, post: Identifier, body: String = "Hi", daysAgo: Double = 1)
        -> MarginaliaModels.Comment
    {
        MarginaliaModels.Comment(
            id: id, postId: post, author: CommentAuthor(id: "u1", name: "Jane"), body: body,
            postedAt: TestDates.ago(days: daysAgo))
    }
    static let base = SiteContent(
        posts: posts,
        comments: [comment("c1", post: "p1"), comment("c2", post: "p2", daysAgo: 2)],
        friends: [
            Friend(id: "f1", firstName: "Ada", lastName: "Lovelace"),
            Friend(id: "f2", firstName: "Alan", lastName: "Turing"),
        ]
    )

    func pages(
        _ change: (inout SiteContent) -> Void, feedLimit: Int = 50, postsPerPage: Int = 500, friendsPerPage: Int = 500
    ) async -> Set<SitePage> {
        var old = Self.base
        old.config.feedLimit = feedLimit
        old.config.postsPerPage = postsPerPage
        old.config.friendsPerPage = friendsPerPage
        var new = old
        change(&new)
        return await Self.changedPages(from: ContentIndex(content: old), to: ContentIndex(content: new))
    }

    /// The pages that differ between the plans of two indexes, all else equal.
    static func changedPages(from old: ContentIndex, to new: ContentIndex) async -> Set<SitePage> {
        Set(await changes(from: old, to: new).pages.map(\.page))
    }

    /// What differs between the plans of two indexes, all else equal but the files that are not
    /// pages (none unless given).
    static func changes(
        from old: ContentIndex, to new: ContentIndex, oldAssets: [String: SitePlan.AssetSource] = [:]
    ) async -> PlanChanges {
        let shared = SharedInputs(
            config: new.content.config, templates: Fingerprint(), markdown: "cmark", referenceDate: TestDates.now,
            avatars: AvatarMap(policy: .hotlink), imageOrigins: [], words: TestWords.english)
        let oldShared = SharedInputs(
            config: old.content.config, templates: Fingerprint(), markdown: "cmark", referenceDate: TestDates.now,
            avatars: AvatarMap(policy: .hotlink), imageOrigins: [], words: TestWords.english)
        func plan(_ index: ContentIndex, _ shared: SharedInputs, assets: [String: SitePlan.AssetSource] = [:]) async
            -> SitePlan
        {
            await SitePlan(
                shared: shared, kinds: SitePlan.kinds(in: index),
                site: PlanSite(
                    index: index,
                    theme: ThemeShape(
                        hasThreadFragment: true, sitemap: SitemapSize(fixed: 0, perURL: 0, perURLByte: 0))),
                assets: assets
            )
        }
        let newPlan = await plan(new, shared)
        let oldPlan = await plan(old, oldShared, assets: oldAssets)
        return await newPlan.changes(since: oldPlan)
    }

    @Test func nothingChanged() async {
        #expect(await pages { _ in }.isEmpty)
    }

    @Test func anEditedCommentTouchesItsPostAndTheFeed() async {
        #expect(
            await pages { $0.comments[1] = Self.comment("c2", post: "p2", body: "Edited", daysAgo: 2) } == [
                .post("p2"), .siteFeed,
            ])
    }

    @Test func anEditedCommentOutsideTheFeedTouchesItsPostOnly() async {
        #expect(
            await pages({ $0.comments[1] = Self.comment("c2", post: "p2", body: "Edited", daysAgo: 2) }, feedLimit: 1)
                == [
                    .post("p2")
                ])
    }

    @Test func aNewCommentAlsoChangesTheHomePage() async {
        #expect(await pages { $0.comments.append(Self.comment("c3", post: "p2")) } == [.post("p2"), .siteFeed, .home])
    }

    @Test func aRenamedPostTouchesItsPageTheHomePageAndTheFeed() async {
        let renamed = Post(id: "p1", title: "Uno", url: "https://e.org/1", publishedAt: Self.posts[0].publishedAt)
        #expect(await pages { $0.posts[0] = renamed } == [.post("p1"), .home, .siteFeed])
    }

    /// With a post a page, p1 (the newest activity) is on the home page's page 1, p2 on page 2.
    @Test func aRenamedPostTouchesOnlyTheHomePageThatListsIt() async {
        let renamed = Post(id: "p2", title: "Dos", url: "https://e.org/2", publishedAt: Self.posts[1].publishedAt)
        #expect(
            await pages({ $0.posts[1] = renamed }, postsPerPage: 1) == [
                .post("p2"), SitePage(kind: HomePage.name, key: "2"), .siteFeed,
            ])
    }

    @Test func aNewPostAlsoChangesTheSitemap() async {
        let post = Post(id: "p3", title: "Three", url: "https://e.org/3", publishedAt: TestDates.ago(days: 3))
        #expect(await pages { $0.posts.append(post) } == [.post("p3"), .home, .sitemap])
    }

    @Test func aRenamedFriendTouchesTheirPageAndTheList() async {
        #expect(
            await pages { $0.friends[1] = Friend(id: "f2", firstName: "Alan M.", lastName: "Turing") } == [
                .friend("f2"), .friendsList,
            ])
    }

    @Test func aRenamedFriendTouchesOnlyTheListsPageThatShowsThem() async {
        let renamed = await pages(
            { $0.friends[1] = Friend(id: "f2", firstName: "Alan M.", lastName: "Turing") }, friendsPerPage: 1)
        #expect(renamed == [.friend("f2"), SitePage(kind: FriendsListPage.name, key: "2")])
        // A new friend, last in name order, makes a third page and changes the others' page counts.
        let added = await pages(
            { $0.friends.append(Friend(id: "f3", firstName: "Grace", lastName: "Zuse")) }, friendsPerPage: 1)
        #expect(
            added == [
                .friend("f3"), .friendsList, SitePage(kind: FriendsListPage.name, key: "2"),
                SitePage(kind: FriendsListPage.name, key: "3"), .sitemap,
            ])
    }

    @Test func aNewFriendAlsoChangesTheSitemap() async {
        #expect(
            await pages { $0.friends.append(Friend(id: "f3", firstName: "Grace", lastName: "Hopper")) } == [
                .friend("f3"), .friendsList, .sitemap,
            ])
    }

    /// With the index made anew, and updated as `serve` updates it (only the comments of the
    /// affected posts read again).
    @Test(arguments: [false, true])
    func aFriendsEditedCommentTouchesTheirPageOnly(indexUpdated: Bool) async {
        func byFriend(_ body: String) -> MarginaliaModels.Comment {
            MarginaliaModels.Comment(
                id: "c1", postId: "p1", author: CommentAuthor(id: "u1", name: "Ada", friendId: "f1"), body: body,
                postedAt: TestDates.ago(days: 1))
        }
        var old = Self.base
        old.comments[0] = byFriend("Hi")
        var new = old
        new.comments[0] = byFriend("Edited")
        let oldIndex = ContentIndex(content: old)
        let newIndex =
            indexUpdated
            ? ContentIndex(content: new, updating: oldIndex, affectedPosts: ["p1"]) : ContentIndex(content: new)
        #expect(await Self.changedPages(from: oldIndex, to: newIndex) == [.post("p1"), .siteFeed, .friend("f1")])
    }

    @Test func aFileThatAChangedPageWritesIsNotRemoved() async {
        // The last plan had a file (here a made-up one) where a page of this plan that changed
        // writes: it is written, never also removed.
        var content = Self.base
        content.comments.append(Self.comment("c3", post: "p1"))
        let changes = await Self.changes(
            from: ContentIndex(content: Self.base), to: ContentIndex(content: content),
            oldAssets: ["posts/p1/feed.xml": .bytes(Data("old".utf8)), "assets/gone.css": .bytes(Data())])
        #expect(changes.pages.contains { $0.paths.contains("posts/p1/feed.xml") })
        #expect(changes.removed == ["assets/gone.css"])
    }
}
