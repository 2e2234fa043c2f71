import Foundation
import MarginaliaModels

/// Checks references between records: duplicate ids, comments on unknown posts, replies to
/// unknown comments, to themselves, to another post's comments, and reply cycles.
struct ContentValidator {
    let content: SiteContent
    let commentBatches: [CommentBatch]

    func problems() -> [ContentProblem] {
        var problems = configProblems()
        problems += duplicates(content.posts.map(\.id), file: "posts.json")
        problems += duplicates(content.friends.map(\.id), file: "friends.json")
        problems += unsafePathIds(content.posts.map(\.id), file: "posts.json")
        problems += unsafePathIds(content.friends.map(\.id), file: "friends.json")

        var commentsById: [Identifier: (comment: Comment, location: SourceLocation)] = [:]
        let postIds = Set(content.posts.map(\.id))
        for batch in commentBatches {
            for (index, comment) in batch.comments.enumerated() {
                let here = SourceLocation(file: batch.file, jsonPath: "[\(index)]")
                if let first = commentsById[comment.id] {
                    problems.append(.init(.duplicateId(comment.id, first: first.location), at: here.appending(".id")))
                } else {
                    commentsById[comment.id] = (comment, here)
                }
                if !comment.id.isSafePathSegment {
                    problems.append(.init(.invalidValue(Self.unsafeIdMessage(comment.id)), at: here.appending(".id")))
                }
                if !postIds.contains(comment.postId) {
                    problems.append(.init(.unknownPost(comment.postId), at: here.appending(".postId")))
                }
            }
        }
        for batch in commentBatches {
            for (index, comment) in batch.comments.enumerated() {
                guard let parentId = comment.parentId else { continue }
                let here = SourceLocation(file: batch.file, jsonPath: "[\(index)].parentId")
                if parentId == comment.id {
                    problems.append(.init(.selfReply, at: here))
                } else if let parent = commentsById[parentId]?.comment {
                    if parent.postId != comment.postId {
                        problems.append(.init(.parentInOtherPost(parent: parentId, parentPost: parent.postId), at: here))
                    }
                } else {
                    problems.append(.init(.unknownParent(parentId), at: here))
                }
            }
        }
        problems += cycles(commentsById.mapValues { ($0.comment.parentId, $0.location) })
        return problems
    }

    private func configProblems() -> [ContentProblem] {
        var problems: [ContentProblem] = []
        let config = content.config
        if TimeZone(identifier: config.timeZone) == nil {
            problems.append(.init(
                .invalidValue("unknown time zone \"\(config.timeZone)\" (use an IANA name such as Europe/Berlin)"),
                at: SourceLocation(file: "site.json", jsonPath: "timeZone")
            ))
        }
        let scheme = URLComponents(string: config.baseURL)?.scheme?.lowercased()
        if scheme != "http" && scheme != "https" {
            problems.append(.init(
                .invalidValue("baseURL must be an http or https address, not \"\(config.baseURL)\""),
                at: SourceLocation(file: "site.json", jsonPath: "baseURL")
            ))
        }
        if config.feedLimit < 0 {
            problems.append(.init(.invalidValue("feedLimit cannot be negative"), at: SourceLocation(file: "site.json", jsonPath: "feedLimit")))
        }
        return problems
    }

    /// Post and friend ids become folder names, and comment ids anchors and links, so every id
    /// must be a safe path segment.
    private func unsafePathIds(_ ids: [Identifier], file: String) -> [ContentProblem] {
        ids.enumerated().compactMap { index, id in
            id.isSafePathSegment ? nil : ContentProblem(
                .invalidValue(Self.unsafeIdMessage(id)), at: SourceLocation(file: file, jsonPath: "[\(index)].id")
            )
        }
    }

    static func unsafeIdMessage(_ id: Identifier) -> String {
        "id \"\(id)\" cannot be used in a URL: use 1 to 128 letters, digits, '-', '_' or '.', not starting with '.'"
    }

    private func duplicates(_ ids: [Identifier], file: String) -> [ContentProblem] {
        var firstIndex: [Identifier: Int] = [:]
        var problems: [ContentProblem] = []
        for (index, id) in ids.enumerated() {
            if let first = firstIndex[id] {
                let firstLocation = SourceLocation(file: file, jsonPath: "[\(first)].id")
                problems.append(.init(.duplicateId(id, first: firstLocation), at: SourceLocation(file: file, jsonPath: "[\(index)].id")))
            } else {
                firstIndex[id] = index
            }
        }
        return problems
    }

    /// Follows parent links from every comment, iteratively, reporting each cycle once.
    private func cycles(_ parents: [Identifier: (parentId: Identifier?, location: SourceLocation)]) -> [ContentProblem] {
        enum Mark { case visiting, done }
        var marks: [Identifier: Mark] = [:]
        var problems: [ContentProblem] = []
        for start in parents.keys.sorted() where marks[start] == nil {
            var chain: [Identifier] = []
            var current: Identifier? = start
            while let id = current, let entry = parents[id], marks[id] == nil, entry.parentId != id {
                marks[id] = .visiting
                chain.append(id)
                current = entry.parentId
            }
            if let id = current, marks[id] == .visiting, let from = chain.firstIndex(of: id) {
                let cycle = Array(chain[from...]) + [id]
                problems.append(.init(.replyCycle(cycle), at: parents[id]!.location.appending(".parentId")))
            }
            for id in chain { marks[id] = .done }
        }
        return problems
    }
}

extension SourceLocation {
    func appending(_ component: String) -> SourceLocation {
        var copy = self
        copy.jsonPath = (jsonPath ?? "") + component
        return copy
    }
}
