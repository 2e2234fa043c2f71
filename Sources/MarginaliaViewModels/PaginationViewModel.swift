/// The pages of a paginated list (a post's discussion, the home page's posts, the friends list),
/// as one of them shows them: which page this is, the links to every page (supplied by the
/// generator), and, on page 1 of a discussion, which comments live on later pages.
public struct PaginationViewModel: Sendable, Equatable {
    /// What a paginated list lists.
    public enum Listing: Sendable, Equatable {
        /// A post's discussion, in threads.
        case comments
        /// The home page's list of posts.
        case posts
        /// The friends list.
        case friends
    }

    /// What the pages list.
    public let listing: Listing
    /// This page's number, from 1.
    public let current: Int
    /// The link from this page to each page, page 1 first.
    public let pageURLs: [String]
    /// On page 1 only: the ids of the comments on each later page (page 2 first), so that an old
    /// link to `#comment-<id>` on page 1 can be sent on to the comment's page.
    public let laterPageCommentIds: [[String]]
    /// The site's language.
    public let words: Phrasebook

    public init(
        _ listing: Listing = .comments, current: Int, pageURLs: [String], laterPageCommentIds: [[String]] = [],
        words: Phrasebook
    ) {
        self.listing = listing
        self.current = current
        self.pageURLs = pageURLs
        self.laterPageCommentIds = laterPageCommentIds
        self.words = words
    }
}

/// One entry of the page navigation.
public struct PageLinkViewModel: Sendable, Equatable {
    public let number: Int
    /// The number as the language writes it.
    public let numberText: String
    public let url: String
    public let isCurrent: Bool

    /// `aria-current="page"` on the current page's link, nothing on the others.
    public var ariaCurrent: String? { isCurrent ? "page" : nil }
}

extension PaginationViewModel {
    public var pageCount: Int { pageURLs.count }

    /// Whether the list has more than one page, so that the navigation shows.
    public var isPaginated: Bool { pageCount > 1 }

    /// The navigation's name for assistive technology: "Comment pages", "Post list pages",
    /// "Friends list pages".
    public var label: String {
        switch listing {
        case .comments: words.text(.paginationLabel)
        case .posts: words.text(.homePaginationLabel)
        case .friends: words.text(.friendsPaginationLabel)
        }
    }

    /// The previous page's link, `nil` on page 1 (for `rel="prev"`).
    public var previousURL: String? { current > 1 ? pageURLs[current - 2] : nil }

    /// The next page's link, `nil` on the last page (for `rel="next"`).
    public var nextURL: String? { current < pageCount ? pageURLs[current] : nil }

    /// Every page, for the navigation.
    public var pages: [PageLinkViewModel] {
        pageURLs.enumerated().map {
            PageLinkViewModel(
                number: $0.offset + 1, numberText: words.number($0.offset + 1), url: $0.element,
                isCurrent: $0.offset + 1 == current)
        }
    }

    /// "Page 2 of 5", `nil` when there is one page.
    public var statusText: String? {
        isPaginated
            ? words.text(.paginationStatus, ["page": words.number(current), "pages": words.number(pageCount)]) : nil
    }

    /// On page 1 of several, where later comments are, for readers without scripts: "Later
    /// comments are on page 2." or "… on pages 2 to 5."
    public var laterPagesText: String? {
        guard listing == .comments, isPaginated, current == 1 else { return nil }
        return pageCount == 2
            ? words.text(.paginationLaterPage, ["page": words.number(2)])
            : words.text(.paginationLaterPages, ["first": words.number(2), "last": words.number(pageCount)])
    }

    /// On page 1 of several: each later page's number and its comments' ids,
    /// `2:c7,c8 3:c9` (ids hold no spaces, commas or colons), read by the dates script.
    public var commentPagesData: String? {
        guard current == 1, !laterPageCommentIds.isEmpty else { return nil }
        return laterPageCommentIds.enumerated()
            .map { "\($0.offset + 2):" + $0.element.joined(separator: ",") }
            .joined(separator: " ")
    }
}
