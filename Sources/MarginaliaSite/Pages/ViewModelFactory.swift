import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaViewModels

/// The coordinator's view-model side: turns models into page view models, supplying every link.
package struct ViewModelFactory: Sendable {
    let index: ContentIndex
    let urls: SiteURLs
    /// The dates and words of the pages this factory makes: the site's language, or a post's own
    /// (`speaking(languageOf:)`).
    private(set) var dates: DateContext
    /// The language of the pages this factory makes.
    var words: Phrasebook { dates.phrases }
    /// The dates and words of each post's own language, by its tag (`Post.language`).
    private(set) var postDates: [String: DateContext] = [:]
    /// The browser's relative-date rules file of the pages' language when it is not the site's.
    private(set) var relativeDateRulesFile: String?
    /// Where each remote avatar is shown from (the avatar pre-pass's result).
    let avatars: AvatarMap
    /// Origins of hot-linked images, for the pages' Content-Security-Policy.
    let imageOrigins: [String]
    /// Each comment's rendered body.
    let bodies: BodyProvider

    var config: SiteConfig { index.content.config }

    func layout(forFileAt path: String, pageTitle: String, section: PageLayoutViewModel.Section) -> PageLayoutViewModel
    {
        let rootPath = path == SiteURLs.notFoundPage ? urls.basePath : SiteURLs.rootPath(forFileAt: path)
        return PageLayoutViewModel(
            siteTitle: config.title, siteDescription: config.description, language: dates.language,
            pageTitle: pageTitle, rootPath: rootPath, friendsURL: rootPath + SiteURLs.friendsDirectory,
            feedURL: rootPath + SiteURLs.feed, assetsURL: rootPath + SiteURLs.assetsDirectory,
            canonicalURL: path == SiteURLs.notFoundPage ? nil : urls.absolute(path), section: section,
            imageOrigins: imageOrigins, dates: dates, words: words, relativeDateRulesFile: relativeDateRulesFile,
            formOrigin: config.commentsURL?.origin
        )
    }

    /// The factory for `post`'s pages, its thread and its feed: in the post's own language when
    /// it has one, else this one.
    func speaking(languageOf post: Post) -> ViewModelFactory {
        guard let language = post.language, let postDates = postDates[language] else { return self }
        var factory = self
        factory.dates = postDates
        factory.relativeDateRulesFile =
            postDates.phrases == dates.phrases
            ? relativeDateRulesFile : RelativeDateRulesFile.name(for: postDates.phrases)
        return factory
    }

    /// Every page of a post's discussion, page 1 first: `threadsPerPage` threads a page; with
    /// `embeddable`, also the whole discussion for a blog to include, made from the same comment
    /// cells. `comments` are the post's (its `PostPages.Inputs`), `bodies` their bodies, at the
    /// same positions.
    func postPages(
        _ post: Post, comments: [Comment], reactions: [Reaction] = [], bodies: [RenderedBody], embeddable: Bool = false
    ) -> (pages: [PostPageViewModel], thread: EmbeddedThreadViewModel?) {
        let pageCount = index.pagination(of: post.id).pageCount
        let perPage = max(1, config.threadsPerPage)
        // Pages after the first are two folders deeper (`page/<n>/`): their links climb further.
        let firstRoot = SiteURLs.rootPath(forFileAt: SiteURLs.postPage(post.id))
        let laterRoot = SiteURLs.rootPath(forFileAt: SiteURLs.postPage(post.id, page: 2))
        let builder = threadBuilder(of: post, comments: comments, bodies: bodies) { rank in
            rank < perPage ? firstRoot : laterRoot
        }
        // The fragment is read on the blog's pages: its links are absolute.
        let (all, embedded) = embeddable ? builder.threads(rebasedTo: urls.baseURL) : (builder.threads(), [])
        let total = CommentCellViewModel.cellCount(all)
        func slice(_ page: Int) -> ArraySlice<CommentCellViewModel> {
            all[ListPages.range(ofPage: page, count: all.count, perPage: perPage)]
        }
        let laterIds = pageCount > 1 ? (2...pageCount).map { slice($0).flatMap(Self.ids) } : []
        let pages = (1...pageCount).map { page in
            let root = page == 1 ? firstRoot : laterRoot
            return PostPageViewModel(
                postId: post.id.rawValue, title: post.title, postURL: post.url, publishedAt: post.publishedAt,
                comments: Array(slice(page)), feedURL: SiteURLs.postFeedLink(from: page),
                pageURL: urls.absolute(SiteURLs.postPage(post.id, page: page)), dates: dates,
                totalCommentCount: total,
                pagination: pagination(
                    .comments, page: page, of: pageCount, laterPageCommentIds: page == 1 ? laterIds : []),
                reactions: ReactionsViewModel(reactions, postURL: post.url, words: words) {
                    avatars.source(for: $0, rootPath: root)
                },
                commentForm: commentForm(for: post.id)
            )
        }
        return (pages, embeddable ? embeddedThread(post, threads: embedded) : nil)
    }

    /// The form for a new comment on the post `postId`, when the site takes comments: posting to
    /// the intake's preview page, by an absolute address in the `embedded` thread (read on the
    /// blog's pages), whose form has an id of its own (a blog page may include several threads).
    func commentForm(for postId: Identifier, embedded: Bool = false) -> CommentFormViewModel? {
        guard let address = config.commentsURL else { return nil }
        let action = (embedded ? address.absolute(against: urls.baseURL) : address).url(CommentsAddress.previewPage)
        return CommentFormViewModel(
            actionURL: action, postId: postId.rawValue,
            formId: embedded ? "marginalia-comment-form-\(postId.rawValue)" : "comment-form", words: words)
    }

    /// Page `page` of `pageCount` of a paginated list, with the link from it to every page.
    private func pagination(
        _ listing: PaginationViewModel.Listing, page: Int, of pageCount: Int, laterPageCommentIds: [[String]] = []
    ) -> PaginationViewModel {
        PaginationViewModel(
            listing, current: page, pageURLs: (1...pageCount).map { SiteURLs.pageLink(to: $0, from: page) },
            laterPageCommentIds: laterPageCommentIds, words: words)
    }

    /// The ids of a thread's comments.
    private static func ids(_ cell: CommentCellViewModel) -> [String] {
        [cell.id] + cell.replies.flatMap(ids)
    }

    /// A post's whole discussion for a blog to include, from its threads with every link absolute.
    private func embeddedThread(_ post: Post, threads: [CommentCellViewModel]) -> EmbeddedThreadViewModel {
        let page = PostPageViewModel(
            postId: post.id.rawValue, title: post.title, postURL: post.url, publishedAt: post.publishedAt,
            comments: threads, feedURL: urls.absolute(SiteURLs.postFeed(post.id)),
            pageURL: urls.absolute(SiteURLs.postPage(post.id)), dates: dates,
            commentForm: commentForm(for: post.id, embedded: true)
        )
        return EmbeddedThreadViewModel(page: page, siteTitle: config.title)
    }

    /// Builds a post's threads of comment cells, linking to other pages through `rootPath` (for
    /// the thread of each rank, the way up to the site's root).
    private func threadBuilder(
        of post: Post, comments: [Comment], bodies: [RenderedBody], rootPath: @escaping @Sendable (Int) -> String
    ) -> CommentThreadBuilder {
        CommentThreadBuilder(
            comments: comments, bodies: bodies, postId: post.id,
            replyLinks: index.replyLinks, dates: dates,
            avatarSource: { avatars.source(for: $0, rootPath: $1) },
            friendURL: { $1 + SiteURLs.friendDirectory($0) },
            rootPath: rootPath
        )
    }

    /// The home page: the summary of every post, in their order.
    /// Page `page` of the home page, listing `posts`, of `postCount` posts with `commentCount`
    /// comments in all.
    func homePage(
        _ posts: ArraySlice<PostSummary>, page: ListPage, postCount: Int, commentCount: Int
    ) -> HomePageViewModel {
        let root = SiteURLs.rootPath(forFileAt: SiteURLs.homePage(page.number))
        return HomePageViewModel(
            posts: posts.map { summary in
                PostSummaryViewModel(
                    postId: summary.post.id.rawValue, title: summary.post.title,
                    pageURL: root + SiteURLs.postDirectory(summary.post.id), commentCount: summary.commentCount,
                    latestActivity: summary.latestActivity, dates: dates
                )
            },
            postCount: postCount, totalCommentCount: commentCount,
            pagination: pagination(.posts, page: page.number, of: page.count), words: words)
    }

    /// A friend who wrote `commentCount` comments, linked from the file at `path`.
    func friendCell(_ friend: Friend, commentCount: Int, fromFileAt path: String) -> FriendCellViewModel {
        FriendCellViewModel(
            id: friend.id.rawValue, firstName: friend.firstName, lastName: friend.lastName,
            avatarURL: avatars.source(for: friend.avatarURL, rootPath: SiteURLs.rootPath(forFileAt: path)),
            detailURL: SiteURLs.rootPath(forFileAt: path) + SiteURLs.friendDirectory(friend.id),
            commentCount: commentCount, words: words
        )
    }

    /// Page `page` of the friends list, of `friendCount` friends: `friends` with the number of
    /// comments each wrote, at their positions.
    func friendsList(
        _ friends: ArraySlice<Friend>, commentCounts: ArraySlice<Int>, page: ListPage, friendCount: Int
    ) -> FriendsListViewModel {
        let path = SiteURLs.friendsListPage(page.number)
        return FriendsListViewModel(
            friends: zip(friends, commentCounts).map { friendCell($0, commentCount: $1, fromFileAt: path) },
            friendCount: friendCount,
            pagination: pagination(.friends, page: page.number, of: page.count),
            words: words)
    }

    /// A friend's page, showing `comments` (every comment the friend wrote).
    func friendDetail(_ friend: Friend, comments: [LinkedComment]) -> FriendDetailViewModel {
        let path = SiteURLs.friendPage(friend.id)
        let rootPath = SiteURLs.rootPath(forFileAt: path)
        let cells = comments.map { linked in
            FriendCommentViewModel(
                id: linked.comment.id.rawValue, postTitle: linked.postTitle, permalink: rootPath + linked.link,
                bodyText: bodies(linked.comment).text, postedAt: linked.comment.postedAt, dates: dates
            )
        }
        return FriendDetailViewModel(
            friend: friendCell(friend, commentCount: comments.count, fromFileAt: path), email: friend.email,
            phoneNumber: friend.phoneNumber, friendsListURL: SiteURLs.friendsListLink, comments: cells,
            commentLimit: config.friendCommentLimit
        )
    }

    /// A feed of `comments` (newest first) with their rendered bodies.
    func feed(title: String, path: String, pagePath: String, comments: [LinkedComment]) -> FeedViewModel {
        feed(title: title, path: path, pagePath: pagePath, entries: comments.map { ($0, bodies($0.comment)) })
    }

    /// A feed of `entries` (newest first), each with its body.
    func feed(
        title: String, path: String, pagePath: String, entries: [(comment: LinkedComment, body: RenderedBody)]
    ) -> FeedViewModel {
        FeedViewModel(
            title: title, feedURL: urls.absolute(path), pageURL: urls.absolute(pagePath),
            entries: entries.map { linked, body in
                FeedEntryViewModel(
                    authorName: linked.comment.author.name, postTitle: linked.postTitle,
                    permalink: urls.absolute(linked.link), bodyHTML: body.html,
                    postedAt: linked.comment.postedAt, editedAt: linked.comment.editedAt, dates: dates
                )
            },
            dates: dates
        )
    }
}

extension ViewModelFactory {
    /// A factory for the site's settings, with relative dates counted from `referenceDate`,
    /// avatars shown as the avatar pre-pass decided, the words of the site's language, those of
    /// the posts' own languages by tag (`postWords`, `SiteInputs.postWords`) and bodies from
    /// `bodies`.
    package init(
        index: ContentIndex, referenceDate: Date, avatars: AvatarMap, imageOrigins: [String], words: Phrasebook,
        postWords: [String: Phrasebook] = [:], bodies: BodyProvider
    ) {
        let config = index.content.config
        let timeZone = TimeZone(identifier: config.timeZone) ?? .gmt
        let dates = DateContext(now: referenceDate, timeZone: timeZone, language: config.language, phrases: words)
        self.init(
            index: index, urls: SiteURLs(baseURL: config.baseURL), dates: dates, avatars: avatars,
            imageOrigins: imageOrigins, bodies: bodies)
        // Once per language, for every page in it.
        postDates = Dictionary(
            uniqueKeysWithValues: postWords.map { language, words in
                (language, DateContext(now: referenceDate, timeZone: timeZone, language: language, phrases: words))
            })
    }
}
