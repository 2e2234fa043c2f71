/// How far a long import is, for a progress line.
public enum ImportProgress: Sendable, Equatable {
    /// Reading the export: comments read so far.
    case reading(comments: Int, elapsed: Duration)
    /// Converting bodies and merging them into the fixtures.
    case converting(done: Int, total: Int, elapsed: Duration)
}

extension ImportProgress: CustomStringConvertible {
    public var description: String {
        switch self {
        case .reading(let comments, let elapsed):
            "… read \(comments.grouped) comments (\(elapsed.formattedSeconds))"
        case .converting(let done, let total, let elapsed):
            "… converted \(done.grouped) of \(total.grouped) comments (\(elapsed.formattedSeconds))"
        }
    }
}
