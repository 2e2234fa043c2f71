import MarginaliaContent

/// Content errors as a failed load reports them.
enum ContentErrorFixture {
    static let syntaxError = ContentError([
        ContentProblem(
            .syntax(expected: "':' after the key"),
            at: SourceLocation(file: "comments/p1.json", line: 3, column: 14, jsonPath: ""))
    ])
}
