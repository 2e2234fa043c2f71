import MarginaliaModels

/// The result of one load, with every fixture file's decoded value and stamp kept, so that the
/// next load decodes only the files that changed (`ContentStore.load(reusing:changedFiles:)`).
public struct ContentSnapshot: Sendable {
    /// The checked content.
    public let content: SiteContent
    /// The files this load decoded rather than reused, relative to the content folder, in the
    /// order they were read (`site.json`, `posts.json`, `friends.json`, the reaction files, then
    /// the comment files).
    public let decodedFiles: [String]
    /// The files the previous snapshot had that are gone now.
    public let removedFiles: [String]
    /// Every fixture file read, by name relative to the content folder.
    let files: [String: DecodedFixture]
}

extension ContentSnapshot {
    /// The comments of the given files (names relative to the content folder), in file order.
    public func comments(inFiles names: some Sequence<String>) -> [Comment] {
        names.flatMap { files[$0]?.comments ?? [] }
    }

    /// Whether a newer load, whose files are `files` with `decoded` decoded again, names the same
    /// records in the same places: only comment files were decoded again, each was read before,
    /// and each holds the same ids, post ids and parent ids in the same order.
    func hasSameReferences(as files: [String: DecodedFixture], decoded: [String]) -> Bool {
        decoded.allSatisfy { name in
            guard let old = self.files[name]?.comments, let new = files[name]?.comments, old.count == new.count else {
                return false
            }
            return zip(old, new).allSatisfy { $0.id == $1.id && $0.postId == $1.postId && $0.parentId == $1.parentId }
        }
    }
}

/// One fixture file's decoded value and the stamp of the version it was decoded from.
struct DecodedFixture: Sendable {
    enum Value: Sendable {
        case config(SiteConfig)
        case posts([Post])
        case friends([Friend])
        case comments([Comment])
        case reactions([Reaction])
    }

    var stamp: FileStamp?
    var value: Value

    var config: SiteConfig? { if case .config(let config) = value { config } else { nil } }
    var posts: [Post]? { if case .posts(let posts) = value { posts } else { nil } }
    var friends: [Friend]? { if case .friends(let friends) = value { friends } else { nil } }
    var comments: [Comment]? { if case .comments(let comments) = value { comments } else { nil } }
    var reactions: [Reaction]? { if case .reactions(let reactions) = value { reactions } else { nil } }
}
