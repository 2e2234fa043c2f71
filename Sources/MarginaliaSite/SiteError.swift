import MarginaliaContent

/// Why a build stopped. Each case carries the data; the text is made in `description` only.
public enum SiteError: Error, Sendable, Equatable {
    /// The fixtures are malformed or inconsistent.
    case content(ContentError)
    /// A template is missing or does not parse.
    case template(TemplateProblem)
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
}

extension SiteError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .content(let error):
            error.description
        case .template(let problem):
            "error: " + SourceLocation(file: problem.file, line: problem.line, column: problem.column).description
                + ": \(problem.message)"
        case .output(let path, let reason):
            "error: cannot write \(path): \(reason)"
        }
    }

    /// The location of the (first) problem, for an error overlay.
    public var location: SourceLocation? {
        switch self {
        case .content(let error): error.problems.first?.location
        case .template(let problem): SourceLocation(file: problem.file, line: problem.line, column: problem.column)
        case .output(let path, _): SourceLocation(file: path)
        }
    }
}
