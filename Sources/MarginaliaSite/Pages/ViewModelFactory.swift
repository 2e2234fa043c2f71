import Foundation
import MarginaliaModels
import MarginaliaViewModels

/// The coordinator's view-model side: turns models into page view models, supplying every link.
struct ViewModelFactory: Sendable {
    let index: ContentIndex
    let urls: SiteURLs
    let dates: DateContext
    /// Where each remote avatar is shown from (the avatar pre-pass's result).
    let avatars: AvatarMap
    /// Origins of hot-linked images, for the pages' Content-Security-Policy.
    let imageOrigins: [String]

    var config: SiteConfig { index.content.config }

    func layout(forFileAt path: String, pageTitle: String, section: PageLayoutViewModel.Section) -> PageLayoutViewModel {
        PageLayoutViewModel(
            siteTitle: config.title, siteDescription: config.description, language: config.language,
            pageTitle: pageTitle,
            rootPath: path == SiteURLs.notFoundPage ? urls.basePath : SiteURLs.rootPath(forFileAt: path),
            canonicalURL: path == SiteURLs.notFoundPage ? nil : urls.absolute(path), section: section,
            imageOrigins: imageOrigins, dates: dates
        )
    }

    func postPage(_ post: Post, bodies: [Identifier: String]) -> PostPageViewModel {
        let rootPath = SiteURLs.rootPath(forFileAt: SiteURLs.postPage(post.id))
        let threads = CommentThreadBuilder(
            comments: index.commentsByPost[post.id] ?? [], bodies: bodies, postId: post.id,
            replyLinks: index.replyLinks, dates: dates,
            avatarSource: { avatars.source(for: $0, rootPath: rootPath) }
        ).threads()
        return PostPageViewModel(
            postId: post.id.rawValue, title: post.title, postURL: post.url, publishedAt: post.publishedAt,
            comments: threads, feedURL: "feed.xml", pageURL: urls.absolute(SiteURLs.postPage(post.id)), dates: dates
        )
    }

    func homePage() -> HomePageViewModel {
        HomePageViewModel(posts: index.postsByActivity.map { post in
            PostSummaryViewModel(
                postId: post.id.rawValue, title: post.title, pageURL: SiteURLs.postDirectory(post.id),
                commentCount: index.commentsByPost[post.id]?.count ?? 0,
                latestActivity: index.latestActivity(of: post.id), dates: dates
            )
        })
    }

    func friendCell(_ friend: Friend, fromFileAt path: String) -> FriendCellViewModel {
        FriendCellViewModel(
            id: friend.id.rawValue, firstName: friend.firstName, lastName: friend.lastName,
            avatarURL: avatars.source(for: friend.avatarURL, rootPath: SiteURLs.rootPath(forFileAt: path)),
            detailURL: SiteURLs.rootPath(forFileAt: path) + SiteURLs.friendDirectory(friend.id)
        )
    }

    func friendsList() -> FriendsListViewModel {
        FriendsListViewModel(friends: index.friendsByName.map { friendCell($0, fromFileAt: SiteURLs.friendsPage) })
    }

    func friendDetail(_ friend: Friend) -> FriendDetailViewModel {
        FriendDetailViewModel(
            friend: friendCell(friend, fromFileAt: SiteURLs.friendPage(friend.id)),
            email: friend.email, phoneNumber: friend.phoneNumber, friendsListURL: "../"
        )
    }

    /// A feed of `comments` (newest first) with their rendered bodies.
    func feed(title: String, path: String, pagePath: String, comments: [Comment], bodies: [Identifier: String]) -> FeedViewModel {
        return FeedViewModel(
            title: title, feedURL: urls.absolute(path), pageURL: urls.absolute(pagePath),
            entries: comments.map { comment in
                FeedEntryViewModel(
                    authorName: comment.author.name, postTitle: index.postsById[comment.postId]?.title ?? "",
                    permalink: urls.absolute(SiteURLs.postDirectory(comment.postId)) + "#comment-\(comment.id.rawValue)",
                    bodyHTML: bodies[comment.id] ?? "", postedAt: comment.postedAt, editedAt: comment.editedAt,
                    dates: dates
                )
            },
            dates: dates
        )
    }

    func sitemap(paths: [String]) -> SitemapViewModel {
        SitemapViewModel(urls: paths.map(urls.absolute))
    }
}

extension ViewModelFactory {
    /// A factory for the site's settings, with relative dates counted from `referenceDate` and
    /// avatars shown as the avatar pre-pass decided.
    init(index: ContentIndex, referenceDate: Date, avatars: AvatarMap, imageOrigins: [String]) {
        let config = index.content.config
        let dates = DateContext(
            now: referenceDate, timeZone: TimeZone(identifier: config.timeZone) ?? .gmt,
            locale: Locale(identifier: config.language)
        )
        self.init(index: index, urls: SiteURLs(baseURL: config.baseURL), dates: dates, avatars: avatars, imageOrigins: imageOrigins)
    }
}
