/// What the avatar pre-pass did, for the build's summary.
public struct AvatarReport: Sendable, Equatable {
    /// Images downloaded in this build.
    public var fetched = 0
    /// Images taken from the cache of earlier builds.
    public var fromCache = 0
    /// Images not in the cache and not fetched because the build is offline.
    public var skippedOffline = 0
    /// Images that could not be fetched (their initials show), sorted by URL.
    public var failures: [AvatarProblem] = []

    public init() {}
}

/// One avatar that could not be fetched, and why.
public struct AvatarProblem: Sendable, Equatable, CustomStringConvertible {
    public let url: String
    public let error: AvatarFetchError

    public var description: String { "warning: avatar \(url): \(error); showing initials" }
}
