/// A place in a fixture file: the file, and where known the line and column (1-based) and the
/// JSON path of the value, such as `[12].author.name`.
public struct SourceLocation: Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var jsonPath: String?

    public init(file: String, line: Int? = nil, column: Int? = nil, jsonPath: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
    }
}

extension SourceLocation: CustomStringConvertible {
    /// `file:line:column: path` as compilers print it, leaving out what is unknown.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        if let jsonPath, !jsonPath.isEmpty { text += ": \(jsonPath)" }
        return text
    }
}
