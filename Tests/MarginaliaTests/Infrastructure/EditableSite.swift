import Foundation
import MarginaliaTestSupport

/// Every input of a site as one value: the settings, posts, friends and comments (written one
/// file per post, `comments/<postId>.json`), the theme (the repository's templates, each with an
/// optional numbered mark inserted, and `thread.mustache` present or not) and both `assets/`
/// folders. `files` turns it into the files of `Content/` and `Templates/`, so that a test changes
/// the value and writes only the files that differ (`InputFolder`).
struct EditableSite: Equatable {
    struct Settings: Equatable {
        var title = "Property site"
        var description = ""
        var baseURL = "http://localhost:8000/"
        var language = "en"
        var timeZone = "UTC"
        var feedLimit = 5
        var friendCommentLimit = 2
        var threadsPerPage = 2
        var threadFragments = true
        var avatars = "fetch"
        var replyURLTemplate: String?
    }

    struct Post: Equatable {
        var id: String
        var title: String
        var url: String
        /// Days after 2026-10-01.
        var day: Int
    }

    struct Author: Equatable {
        var id: String
        var name: String
        var avatarURL: String?
        var friendId: String?
    }

    struct Comment: Equatable {
        var id: String
        var postId: String
        var parentId: String?
        var author: Author
        var body: String
        /// Minutes before the tests' reference date.
        var minutesAgo: Int
        /// Minutes after it was posted, if it was edited.
        var editedAfter: Int?
        var likes: Int?
    }

    struct Friend: Equatable {
        var id: String
        var firstName: String
        var lastName: String
        var email: String?
        var avatarURL: String?
    }

    var settings = Settings()
    var posts: [Post] = []
    var friends: [Friend] = []
    var comments: [Comment] = []
    /// The mark inserted into each template, by path below `Templates/`; absent: the repository's text.
    var templateMarks: [String: Int] = [:]
    var hasThreadTemplate = true
    /// `Templates/assets/`, by path below it; starts as the repository's.
    var themeAssets: [String: Data] = RepositoryTheme.assets
    /// `Content/assets/`, by path below it.
    var contentAssets: [String: Data] = [:]
    /// The last number handed out for an id, a text or a mark, so that none repeats; the numbers
    /// up to 10 are the starting site's (`start()`).
    private(set) var counter = 10

    /// A number not handed out before.
    mutating func fresh() -> Int {
        counter += 1
        return counter
    }

    /// Every input file, by path below the site's folder (`Content/posts.json`).
    var files: [String: Data] {
        var files: [String: Data] = [
            "Content/site.json": Self.json(settingsFields),
            "Content/posts.json": Self.json(posts.map(\.fields)),
            "Content/friends.json": Self.json(friends.map(\.fields)),
        ]
        for post in posts {
            let onPost = comments.filter { $0.postId == post.id }
            if !onPost.isEmpty { files["Content/comments/\(post.id).json"] = Self.json(onPost.map(\.fields)) }
        }
        for (path, text) in RepositoryTheme.templates where path != "thread.mustache" || hasThreadTemplate {
            files["Templates/" + path] = Data(RepositoryTheme.marked(text, path: path, mark: templateMarks[path]).utf8)
        }
        for (path, data) in themeAssets { files["Templates/assets/" + path] = data }
        for (name, data) in RepositoryTheme.languagePacks { files["Templates/locales/" + name] = data }
        for (path, data) in contentAssets { files["Content/assets/" + path] = data }
        return files
    }

    private var settingsFields: [String: Any] {
        var fields: [String: Any] = [
            "title": settings.title, "description": settings.description, "baseURL": settings.baseURL,
            "language": settings.language, "timeZone": settings.timeZone, "feedLimit": settings.feedLimit,
            "friendCommentLimit": settings.friendCommentLimit, "threadsPerPage": settings.threadsPerPage,
            "threadFragments": settings.threadFragments, "avatars": settings.avatars,
        ]
        fields["replyURLTemplate"] = settings.replyURLTemplate
        return fields
    }

    /// The avatars authors and friends may have, each on a host of its own: two images, a
    /// missing one and one on a host that cannot be reached (`RebuildPropertyRun`'s fetcher
    /// answers so). Hot-linked, each host is an origin every page's Content-Security-Policy names,
    /// so that a changed avatar often changes every page.
    static let avatarURLs = [
        "https://a.example.org/1.png", "https://b.example.net/2.png", "https://c.example.com/3.png",
        "https://down.example.org/4.png",
    ]

    /// Pretty JSON with sorted keys, so that equal values give equal bytes.
    static func json(_ value: Any) -> Data {
        // The values are strings, numbers, arrays and dictionaries made above: always valid JSON.
        (try? JSONSerialization.data(
            withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }

    /// An ISO 8601 date `minutes` after the tests' reference date (negative: before).
    static func timestamp(minutesAfterNow minutes: Int) -> String {
        TestDates.now.addingTimeInterval(Double(minutes) * 60).formatted(.iso8601)
    }
}

extension EditableSite.Post {
    fileprivate var fields: [String: Any] {
        [
            "id": id, "title": title, "url": url,
            "publishedAt": EditableSite.timestamp(minutesAfterNow: (day - 51) * 1440),
        ]
    }
}

extension EditableSite.Friend {
    fileprivate var fields: [String: Any] {
        var fields: [String: Any] = ["id": id, "firstName": firstName, "lastName": lastName]
        fields["email"] = email
        fields["avatarURL"] = avatarURL
        return fields
    }
}

extension EditableSite.Comment {
    fileprivate var fields: [String: Any] {
        var author: [String: Any] = ["id": self.author.id, "name": self.author.name]
        author["avatarURL"] = self.author.avatarURL
        author["friendId"] = self.author.friendId
        var fields: [String: Any] = [
            "id": id, "postId": postId, "author": author, "body": body,
            "postedAt": EditableSite.timestamp(minutesAfterNow: -minutesAgo),
        ]
        fields["parentId"] = parentId
        fields["editedAt"] = editedAfter.map { EditableSite.timestamp(minutesAfterNow: $0 - minutesAgo) }
        fields["likes"] = likes
        return fields
    }
}
