import Foundation
import MarginaliaLocale
import MarginaliaModels

/// Checks references between records: duplicate ids, comments on unknown posts, replies to
/// unknown comments, to themselves, to another post's comments, reply cycles, and authors naming
/// unknown or malformed friend ids.
struct ContentValidator: Sendable {
    let content: SiteContent
    let commentBatches: [CommentBatch]
    var reactionBatches: [ReactionBatch] = []
    /// How many comments are checked together, at most, on one core (see `Stretch`); tests make
    /// it small to check many stretches with few comments.
    var stretchLength = Stretch.length

    func problems() async -> [ContentProblem] {
        var problems = configProblems()
        problems += duplicates(content.posts.map(\.id), file: "posts.json")
        problems += duplicates(content.friends.map(\.id), file: "friends.json")
        problems += unsafePathIds(content.posts.map(\.id), file: "posts.json")
        problems += unsafePathIds(content.friends.map(\.id), file: "friends.json")
        problems += postLanguageProblems()
        problems += await commentProblems()
        problems += reactionProblems()
        return problems
    }

    /// Reactions on unknown posts, and ids repeated within a file.
    private func reactionProblems() -> [ContentProblem] {
        let postIds = Set(content.posts.map(\.id))
        var problems: [ContentProblem] = []
        for batch in reactionBatches {
            problems += duplicates(batch.reactions.map(\.id), file: batch.file)
            for (index, reaction) in batch.reactions.enumerated() where !postIds.contains(reaction.postId) {
                problems.append(
                    .init(
                        .unknownPost(reaction.postId),
                        at: SourceLocation(file: batch.file, jsonPath: "[\(index)].postId")))
            }
        }
        return problems
    }

    /// Where a comment sits in the fixtures: its batch and its index in that batch's array.
    private struct Position {
        let batch: Int
        let index: Int
    }

    private func location(_ position: Position, _ component: String = "") -> SourceLocation {
        SourceLocation(file: commentBatches[position.batch].file, jsonPath: "[\(position.index)]\(component)")
    }

    private func location(_ number: Int, in ids: CommentIdTable) -> SourceLocation {
        let (batch, index) = ids.position(number)
        return location(Position(batch: batch, index: index))
    }

    /// Duplicate and unsafe ids, unknown posts and parents, replies across posts, and cycles.
    /// Locations are made for problems only: a valid site of 100,000 comments makes none. The
    /// ids are entered in one table, in order (the first of a repeated id is the one that
    /// counts); the comments are then checked against it in stretches on every core.
    private func commentProblems() async -> [ContentProblem] {
        let references = References(
            posts: Set(content.posts.map(\.id)), friends: Set(content.friends.map(\.id)), batches: commentBatches)
        let stretches = Stretch.all(of: commentBatches.map(\.comments.count), length: stretchLength)
        let checked = await withTaskGroup(of: (Int, StretchProblems).self) { group in
            for (position, stretch) in stretches.enumerated() {
                group.addTask { (position, self.problems(in: stretch, against: references)) }
            }
            var checked = [StretchProblems](repeating: StretchProblems(), count: stretches.count)
            for await (position, problems) in group { checked[position] = problems }
            return checked
        }
        // As one pass would list them: every comment's own problems, then every reply's.
        var problems = checked.flatMap(\.ofComments)
        problems += checked.flatMap(\.ofReplies)
        if checked.contains(where: \.hasReplies), hasCycle(references.ids) {
            problems += cycles()
        }
        return problems
    }

    /// What every stretch of comments is checked against: the posts, the friends, and the table of
    /// comment ids with the comments that repeat an earlier one's.
    private struct References: Sendable {
        let posts: Set<Identifier>
        let friends: Set<Identifier>
        let ids: CommentIdTable
        let repeats: [(number: Int, first: Int)]

        init(posts: Set<Identifier>, friends: Set<Identifier>, batches: [CommentBatch]) {
            self.posts = posts
            self.friends = friends
            var repeats: [(number: Int, first: Int)] = []
            ids = CommentIdTable(batches.map(\.comments), repeats: &repeats)
            self.repeats = repeats
        }
    }

    /// Comments checked together: parts of one batch or more, in order. `number` is the first
    /// one's in the load.
    struct Stretch: Sendable {
        var parts: [(batch: Int, indices: Range<Int>)] = []
        var number: Int
        var count = 0

        /// How many comments a stretch holds at most: enough to be worth a task, few enough to
        /// share the work out evenly. Small batches (a file a post) share a stretch.
        static let length = 1 << 14

        /// The stretches of at most `length` comments that cover batches of these sizes, in order.
        static func all(of batchSizes: [Int], length: Int) -> [Stretch] {
            let length = max(1, length)
            var stretches: [Stretch] = []
            var current = Stretch(number: 0)
            for (batch, size) in batchSizes.enumerated() {
                var start = 0
                while start < size {
                    let end = start + min(length - current.count, size - start)
                    current.parts.append((batch, start..<end))
                    current.count += end - start
                    start = end
                    if current.count == length {
                        stretches.append(current)
                        current = Stretch(number: current.number + current.count)
                    }
                }
            }
            if current.count > 0 { stretches.append(current) }
            return stretches
        }
    }

    /// The problems of a stretch: its comments' own (ids, posts, friends), and its replies'.
    private struct StretchProblems: Sendable {
        var ofComments: [ContentProblem] = []
        var ofReplies: [ContentProblem] = []
        var hasReplies = false
    }

    /// The position of the first repeat at or after comment `number`, found by halving: repeats
    /// are in the comments' order.
    private static func firstRepeat(in repeats: [(number: Int, first: Int)], from number: Int) -> Int {
        var low = 0
        var high = repeats.count
        while low < high {
            let middle = low + (high - low) / 2
            if repeats[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func problems(in stretch: Stretch, against references: References) -> StretchProblems {
        var found = StretchProblems()
        let repeats = references.repeats
        var nextRepeat = Self.firstRepeat(in: repeats, from: stretch.number)
        var number = stretch.number
        for (batch, indices) in stretch.parts {
            let comments = commentBatches[batch].comments
            // Comments are read in place (`comments[index].id`): a for-in loop retains and releases each.
            for index in indices {
                let comment = (id: comments[index].id, postId: comments[index].postId)
                let here = Position(batch: batch, index: index)
                if nextRepeat < repeats.count, repeats[nextRepeat].number == number {
                    let first = location(repeats[nextRepeat].first, in: references.ids)
                    found.ofComments.append(.init(.duplicateId(comment.id, first: first), at: location(here, ".id")))
                    nextRepeat += 1
                }
                number += 1
                if !comment.id.isSafePathSegment {
                    found.ofComments.append(
                        .init(.invalidValue(Self.unsafeIdMessage(comment.id)), at: location(here, ".id")))
                }
                if !references.posts.contains(comment.postId) {
                    found.ofComments.append(.init(.unknownPost(comment.postId), at: location(here, ".postId")))
                }
                if let friendId = comments[index].author.friendId, !references.friends.contains(friendId) {
                    let kind: ContentProblem.Kind =
                        friendId.isSafePathSegment
                        ? .unknownFriend(friendId) : .invalidValue(Self.unsafeIdMessage(friendId))
                    found.ofComments.append(.init(kind, at: location(here, ".author.friendId")))
                }
            }
        }
        for (batch, indices) in stretch.parts {
            let comments = commentBatches[batch].comments
            for index in indices {
                guard let parentId = comments[index].parentId else { continue }
                let comment = (id: comments[index].id, postId: comments[index].postId)
                found.hasReplies = true
                let here = Position(batch: batch, index: index)
                if parentId == comment.id {
                    found.ofReplies.append(.init(.selfReply, at: location(here, ".parentId")))
                } else if let parent = references.ids.first(parentId) {
                    let parentPost = references.ids.comment(parent).postId
                    if parentPost != comment.postId {
                        found.ofReplies.append(
                            .init(
                                .parentInOtherPost(parent: parentId, parentPost: parentPost),
                                at: location(here, ".parentId")))
                    }
                } else {
                    found.ofReplies.append(.init(.unknownParent(parentId), at: location(here, ".parentId")))
                }
            }
        }
        return found
    }

    /// Whether following parents from some comment comes back to it: one pass over the comments'
    /// numbers in `ids`, with no sorting and no locations, for the common case of none.
    private func hasCycle(_ ids: CommentIdTable) -> Bool {
        let count = commentBatches.reduce(0) { $0 + $1.comments.count }
        var parents = [Int](repeating: -1, count: count)
        var number = 0
        for batch in commentBatches {
            let comments = batch.comments
            for index in comments.indices {
                if let parentId = comments[index].parentId, parentId != comments[index].id,
                    let parent = ids.first(parentId)
                {
                    parents[number] = parent
                }
                number += 1
            }
        }
        enum Mark: UInt8 { case new, visiting, done }
        var marks = [Mark](repeating: .new, count: count)
        var chain: [Int] = []
        for start in 0..<count where marks[start] == .new {
            chain.removeAll(keepingCapacity: true)
            var current = start
            while current >= 0, marks[current] == .new {
                marks[current] = .visiting
                chain.append(current)
                current = parents[current]
            }
            if current >= 0, marks[current] == .visiting { return true }
            for node in chain { marks[node] = .done }
        }
        return false
    }

    private func configProblems() -> [ContentProblem] {
        let config = content.config
        let scheme = URLComponents(string: config.baseURL)?.scheme?.lowercased()
        // Each setting's rule: whether it is broken, its key in site.json and what to say.
        let rules: [(broken: Bool, key: String, message: String)] = [
            (
                TimeZone(identifier: config.timeZone) == nil, "timeZone",
                "unknown time zone \"\(config.timeZone)\" (use an IANA name such as Europe/Berlin)"
            ),
            (
                scheme != "http" && scheme != "https", "baseURL",
                "baseURL must be an http or https address, not \"\(config.baseURL)\""
            ),
            (!LanguageTag.isWellFormed(config.language), "language", Self.notALanguageTagMessage(config.language)),
            (config.feedLimit < 0, "feedLimit", "feedLimit cannot be negative"),
            (
                config.threadsPerPage < 1, "threadsPerPage",
                "threadsPerPage must be at least 1, not \(config.threadsPerPage)"
            ),
            (
                config.postsPerPage < 1, "postsPerPage",
                "postsPerPage must be at least 1, not \(config.postsPerPage)"
            ),
            (
                config.friendsPerPage < 1, "friendsPerPage",
                "friendsPerPage must be at least 1, not \(config.friendsPerPage)"
            ),
            (config.friendCommentLimit < 0, "friendCommentLimit", "friendCommentLimit cannot be negative"),
        ]
        return rules.filter(\.broken).map { rule in
            ContentProblem(.invalidValue(rule.message), at: SourceLocation(file: "site.json", jsonPath: rule.key))
        }
    }

    /// A post's own language must have a language tag's shape, as `site.json`'s must.
    private func postLanguageProblems() -> [ContentProblem] {
        content.posts.enumerated().compactMap { index, post in
            guard let language = post.language, !LanguageTag.isWellFormed(language) else { return nil }
            return ContentProblem(
                .invalidValue(Self.notALanguageTagMessage(language)),
                at: SourceLocation(file: "posts.json", jsonPath: "[\(index)].language"))
        }
    }

    static func notALanguageTagMessage(_ language: String) -> String {
        "\"\(language)\" is not a language tag (use one such as en, de, de-AT or pt-BR)"
    }

    /// Post and friend ids become folder names, and comment ids anchors and links, so every id
    /// must be a safe path segment.
    private func unsafePathIds(_ ids: [Identifier], file: String) -> [ContentProblem] {
        ids.enumerated().compactMap { index, id in
            id.isSafePathSegment
                ? nil
                : ContentProblem(
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
                problems.append(
                    .init(
                        .duplicateId(id, first: firstLocation),
                        at: SourceLocation(file: file, jsonPath: "[\(index)].id")))
            } else {
                firstIndex[id] = index
            }
        }
        return problems
    }

    /// Follows parent links from every comment, iteratively, reporting each cycle once.
    /// Each reply cycle once, found from the smallest id in sorted order, so that the problems
    /// read the same however the comments are split into files.
    private func cycles() -> [ContentProblem] {
        // The first comment with each id, as the other checks take it.
        var parents: [Identifier: (parentId: Identifier?, location: SourceLocation)] = [:]
        for (batchIndex, batch) in commentBatches.enumerated() {
            for (index, comment) in batch.comments.enumerated() where parents[comment.id] == nil {
                parents[comment.id] = (comment.parentId, location(Position(batch: batchIndex, index: index)))
            }
        }
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
