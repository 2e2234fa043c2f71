/// What the intake answers: a status, a page, and for a confirmed comment where to go next.
struct IntakeResponse: Sendable {
    var status: Int
    var page: [UInt8]
    /// The `Location` of a `303 See Other`.
    var location: String?
    /// Seconds for `Retry-After`, when rate-limited.
    var retryAfter: Int?
}
