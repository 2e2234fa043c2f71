/// A problem with the theme that does not stop the build (a template no page, partial or parent
/// reaches): `marginalia build` prints it to standard error, `serve` with the summary of the
/// build that loaded the theme.
public struct ThemeWarning: Sendable, Equatable, CustomStringConvertible {
    public let problem: TemplateProblem

    public init(_ problem: TemplateProblem) {
        self.problem = problem
    }

    public var description: String { "warning: \(problem.location): \(problem.message)" }
}
