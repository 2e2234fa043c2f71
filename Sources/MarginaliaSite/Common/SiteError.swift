import MarginaliaContent

/// Why a build stopped. Each case carries the data; the text is made in `description` only.
public enum SiteError: Error, Sendable, Equatable {
    /// The fixtures are malformed or inconsistent.
    case content(ContentError)
    /// Templates are missing, do not parse or read names no view model declares: every problem
    /// of the theme, in file order.
    case template([TemplateProblem])
    /// The output could not be written.
    case output(path: String, reason: String)
}

/// A problem with a template file, with its line and column where known.
public struct TemplateProblem: Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

extension SiteError: CustomStringConvertible {
    /// One line per problem.
    public var description: String {
        switch self {
        case .content(let error):
            error.description
        case .template(let problems):
            problems.map { "error: \($0.location): \($0.message)" }.joined(separator: "\n")
        case .output(let path, let reason):
            "error: cannot write \(path): \(reason)"
        }
    }

    /// The location of the (first) problem, for an error overlay.
    public var location: SourceLocation? {
        switch self {
        case .content(let error): error.problems.first?.location
        case .template(let problems): problems.first?.location
        case .output(let path, _): SourceLocation(file: path)
        }
    }
}
