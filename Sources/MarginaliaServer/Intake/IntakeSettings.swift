import MarginaliaSite

/// How the intake takes comments: where it keeps its state, and its rules against spam, with
/// defaults in the spirit of Isso's guard.
package struct IntakeSettings: Sendable {
    /// The private state folder: the secret, the queue (`pending/`), the block list.
    package var stateDirectory: String
    /// How long a name, website, e-mail and body may be.
    package var limits = CommentDraft.Limits()
    /// A preview sent back sooner than this is refused: people read before they send.
    package var minimumAge: Duration = .seconds(3)
    /// A preview older than this is refused.
    package var maximumAge: Duration = .seconds(2 * 60 * 60)
    /// How long a comment waits in the queue before it is dropped.
    package var queueLifetime: Duration = .seconds(30 * 24 * 60 * 60)
    /// A comment with more links than this is held with that reason.
    package var maximumLinks = 2
    /// How many previews and how many sent comments one network (/24, /48) may make.
    package var previewLimits = [
        RateLimiter.Limit(count: 20, seconds: 60), RateLimiter.Limit(count: 300, seconds: 86_400),
    ]
    package var confirmLimits = [
        RateLimiter.Limit(count: 3, seconds: 60), RateLimiter.Limit(count: 30, seconds: 86_400),
    ]
    /// The reverse proxy whose `X-Forwarded-For` is believed; `nil`: none is.
    package var trustedProxy: TrustedProxy?
    /// The largest form body taken, in bytes.
    package var maximumFormBytes = 64 * 1024

    package init(stateDirectory: String) {
        self.stateDirectory = stateDirectory
    }

    /// The settings `serve` takes comments with on the owner's own machine: the same rules but no
    /// rate limit (every request comes from the owner).
    package func onOwnMachine() -> IntakeSettings {
        var settings = self
        settings.previewLimits = []
        settings.confirmLimits = []
        return settings
    }
}
