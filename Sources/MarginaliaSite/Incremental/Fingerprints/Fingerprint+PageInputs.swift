import MarginaliaModels

extension Fingerprint {
    /// Everything a page is made from besides what every page shares, each kind of page tagged.
    mutating func combine(_ inputs: PageInputs) {
        switch inputs {
        case .post(let post, let comments):
            combine("post")
            combine(encoding: post)
            combine(comments)
        case .friend(let friend, let comments):
            combine("friend")
            combine(encoding: friend)
            combine(comments)
        case .friendsList(let friends):
            combine("friends list")
            combine(encoding: friends)
        case .home(let posts):
            combine("home")
            combine(encoding: posts)
        case .siteFeed(let comments):
            combine("site feed")
            combine(comments)
        case .sitemap(let paths):
            combine("sitemap")
            combine(encoding: paths)
        case .notFound:
            combine("not found")
        }
    }

    /// Each comment, its post's title and its link.
    private mutating func combine(_ comments: [PageInputs.LinkedComment]) {
        combine(UInt64(comments.count))
        comments.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                combine(buffer[index].comment)
                combine(buffer[index].postTitle)
                combine(buffer[index].link)
            }
        }
    }
}
