/// How far a long step of a build has come, for a progress line on the terminal.
public struct BuildProgress: Sendable, Equatable {
    /// What is being made, such as "post pages".
    public let step: String
    /// Items finished so far.
    public let done: Int
    /// Items the step has in all.
    public let total: Int

    public init(step: String, done: Int, total: Int) {
        self.step = step
        self.done = done
        self.total = total
    }
}

/// Receives progress from the build's parallel steps, one call at a time per step.
public typealias BuildProgressHandler = @Sendable (BuildProgress) -> Void
