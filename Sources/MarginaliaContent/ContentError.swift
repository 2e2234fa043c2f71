import MarginaliaModels

/// Something wrong with the fixtures, with where it is. Text is made in `description` only.
public struct ContentProblem: Sendable, Equatable {
    /// What is wrong.
    public enum Kind: Sendable, Equatable {
        case unreadable(reason: String)
        /// A folder where a file belongs, a file where a folder belongs, and the like.
        case wrongKind(KindMismatch)
        case invalidUTF8
        case syntax(expected: String)
        case typeMismatch(expected: String)
        case missingKey(String)
        case invalidValue(String)
        case unknownPost(Identifier)
        case unknownFriend(Identifier)
        case unknownParent(Identifier)
        case parentInOtherPost(parent: Identifier, parentPost: Identifier)
        case selfReply
        case replyCycle([Identifier])
        case duplicateId(Identifier, first: SourceLocation)
        /// A body left in its file (`StoredBody`) was not there when a page needed it.
        case changedWhileBuilding(offset: Int)
    }

    public var location: SourceLocation
    public var kind: Kind

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

extension ContentProblem: CustomStringConvertible {
    public var description: String {
        "\(location): \(message)"
    }

    /// The human sentence for `kind`, without the location.
    public var message: String {
        switch kind {
        case .unreadable(let reason): "cannot read the file: \(reason)"
        case .wrongKind(let mismatch): mismatch.description
        case .invalidUTF8: "the file is not valid UTF-8 text"
        case .syntax(let expected): "invalid JSON: expected \(expected)"
        case .typeMismatch(let expected): "expected \(expected)"
        case .missingKey(let key): "missing required key \"\(key)\""
        case .invalidValue(let reason): reason
        case .unknownPost(let id): "postId \"\(id)\" names no post in posts.json"
        case .unknownFriend(let id): "friendId \"\(id)\" names no friend in friends.json"
        case .unknownParent(let id): "parentId \"\(id)\" names no comment"
        case .parentInOtherPost(let parent, let post):
            "parentId \"\(parent)\" is a comment on another post (\"\(post)\")"
        case .selfReply: "a comment cannot reply to itself"
        case .replyCycle(let ids): "replies form a cycle: " + ids.map(\.rawValue).joined(separator: " → ")
        case .duplicateId(let id, let first): "duplicate id \"\(id)\" (first used at \(first))"
        case .changedWhileBuilding(let offset):
            "the file changed while the site was built (the comment body at byte \(offset) is not the one read): "
                + "nothing was written; build again"
        }
    }
}

/// The error a failed load throws: every problem found, in file order.
public struct ContentError: Error, Sendable, Equatable {
    public var problems: [ContentProblem]

    public init(_ problems: [ContentProblem]) {
        self.problems = problems
    }
}

extension ContentError: CustomStringConvertible {
    /// How many problems are printed before the rest are only counted.
    static let shownProblems = 20

    public var description: String {
        var lines = problems.prefix(Self.shownProblems).map { "error: \($0)" }
        if problems.count > Self.shownProblems {
            lines.append("… and \(problems.count - Self.shownProblems) more problems")
        }
        return lines.joined(separator: "\n")
    }
}
