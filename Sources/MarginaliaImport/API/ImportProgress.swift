/// How far a long import is, for a progress line.
public enum ImportProgress: Sendable, Equatable {
    /// Reading the export: the records read so far, which `format` names (comments, or a
    /// webmention.io feed's mentions, whose likes and reposts are no comments).
    case reading(records: Int, format: ExportFormat, elapsed: Duration)
    /// Converting bodies and merging them into the fixtures.
    case converting(done: Int, total: Int, elapsed: Duration)
}

extension ImportProgress: CustomStringConvertible {
    public var description: String {
        switch self {
        case .reading(let records, let format, let elapsed):
            "… read \(records.grouped) \(records == 1 ? format.entryNoun : format.entryNoun + "s")"
                + " (\(elapsed.formattedSeconds))"
        case .converting(let done, let total, let elapsed):
            "… converted \(done.grouped) of \(total.grouped) comments (\(elapsed.formattedSeconds))"
        }
    }
}
