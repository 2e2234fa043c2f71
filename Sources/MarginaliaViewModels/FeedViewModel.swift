import Foundation
import MarginaliaText

/// An Atom feed of recent comments, for the whole site or one post.
public struct FeedViewModel: Sendable, Equatable {
    /// The feed's title, without bidi controls: Atom has no `<bdi>` to isolate a name in.
    public let title: String
    /// The feed's own absolute address (`rel="self"` and its Atom id).
    public let feedURL: String
    /// The page the feed belongs to, absolute.
    public let pageURL: String
    /// Newest first.
    public let entries: [FeedEntryViewModel]
    public let dates: DateContext

    public init(title: String, feedURL: String, pageURL: String, entries: [FeedEntryViewModel], dates: DateContext) {
        self.title = title.withoutBidiControls
        self.feedURL = feedURL
        self.pageURL = pageURL
        self.entries = entries
        self.dates = dates
    }
}

extension FeedViewModel {
    /// The language of the feed's page as a BCP 47 tag, for its `xml:lang`: the site's for the
    /// site's feed, a post's own for its feed.
    public var language: String { dates.language }

    /// The newest entry's update, or the reference date for an empty feed.
    public var updatedTimestamp: String {
        dates.timestamp(entries.map(\.updatedAt).max() ?? dates.now)
    }
}

/// One comment in a feed.
public struct FeedEntryViewModel: Sendable, Equatable {
    public let authorName: String
    public let postTitle: String
    /// The comment's absolute permalink, also its Atom id.
    public let permalink: String
    public let bodyHTML: String
    public let postedAt: Date
    public let editedAt: Date?
    public let dates: DateContext

    public init(
        authorName: String, postTitle: String, permalink: String, bodyHTML: String, postedAt: Date,
        editedAt: Date?, dates: DateContext
    ) {
        self.authorName = authorName
        self.postTitle = postTitle
        self.permalink = permalink
        self.bodyHTML = bodyHTML
        self.postedAt = postedAt
        self.editedAt = editedAt
        self.dates = dates
    }
}

extension FeedEntryViewModel {
    /// The author's name, without bidi controls: Atom has no `<bdi>` to isolate it in.
    public var displayAuthor: String {
        DisplayText.name(authorName, blank: dates.phrases.text(.anonymous)).withoutBidiControls
    }
    /// "Jane Doe on Why view models", without bidi controls.
    public var title: String {
        let postTitle = DisplayText.title(postTitle, blank: dates.phrases.text(.untitledPost))
        return dates.phrases.text(.feedEntryTitle, ["author": displayAuthor, "title": postTitle.withoutBidiControls])
    }
    public var updatedAt: Date { max(editedAt ?? postedAt, postedAt) }
    public var publishedTimestamp: String { dates.timestamp(postedAt) }
    public var updatedTimestamp: String { dates.timestamp(updatedAt) }
}
