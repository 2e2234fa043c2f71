import Foundation

extension EditableSite {
    /// The site a run of edits starts from: three posts (one without comments), threads with
    /// replies, authors who are friends, three friends, a content asset, and pages of two threads.
    /// Its avatar policy is `avatars` (`site.json`'s name for it).
    static func start(avatars: String) -> EditableSite {
        var site = EditableSite()
        site.settings.avatars = avatars
        site.posts = [
            Post(id: "p1", title: "View models", url: "https://blog.example.org/1/", day: 0),
            Post(id: "p2", title: "Logic-less templates", url: "https://blog.example.org/2/", day: 10),
            Post(id: "p3", title: "A quiet post", url: "https://blog.example.org/3/", day: 20),
        ]
        site.friends = [
            Friend(
                id: "f1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.org",
                avatarURL: "https://b.example.net/2.png"),
            Friend(id: "f2", firstName: "Søren", lastName: "Kierkegaard"),
            Friend(id: "f3", firstName: "Аня", lastName: ""),
        ]
        let ada = Author(id: "u1", name: "Ada L.", friendId: "f1")
        let jane = Author(id: "u2", name: "Jane Appleseed", avatarURL: "https://a.example.org/1.png")
        let misaki = Author(id: "u3", name: "美咲", friendId: "f2")
        site.comments = [
            Comment(id: "c1", postId: "p1", author: jane, body: "First! *hi*", minutesAgo: 3000, likes: 3),
            Comment(id: "c2", postId: "p1", parentId: "c1", author: ada, body: "A reply with `code`", minutesAgo: 2000),
            Comment(
                id: "c3", postId: "p1", parentId: "c2", author: misaki, body: "Deeper", minutesAgo: 1000, editedAfter: 5
            ),
            Comment(id: "c4", postId: "p1", author: misaki, body: "Second thread", minutesAgo: 900),
            Comment(id: "c5", postId: "p1", author: jane, body: "Third thread, page two", minutesAgo: 30),
            Comment(id: "c6", postId: "p2", author: ada, body: "On templates", minutesAgo: 200),
        ]
        site.contentAssets = ["images/logo.svg": Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8)]
        return site
    }
}
