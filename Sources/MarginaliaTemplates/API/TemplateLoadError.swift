/// Everything wrong with a theme, found in one load: syntax errors and checker findings, in file
/// order. Its description lists one problem a line.
public struct TemplateLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Each problem with its place.
    public let problems: [TemplateProblem]

    public init(problems: [TemplateProblem]) {
        self.problems = problems
    }

    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
