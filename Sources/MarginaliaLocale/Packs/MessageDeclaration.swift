/// A message the program shows, as every language pack must give it: its key, the placeholders
/// it may use, and whether it is counted (one form per plural category of the language, chosen by
/// a count that the placeholder `{count}` shows).
public struct MessageDeclaration: Sendable, Hashable {
    /// The key packs give it under, such as "comment.replies".
    public let key: String
    /// The placeholders a translation may use; a counted message may also use `count`.
    public let placeholders: [String]
    /// Whether the message takes one form per plural category.
    public let isCounted: Bool

    public init(_ key: String, placeholders: [String] = [], counted: Bool = false) {
        self.key = key
        self.placeholders = placeholders
        isCounted = counted
    }

    /// Every placeholder a translation may use: the declared ones, and `count` when counted.
    public var allowedPlaceholders: [String] {
        isCounted && !placeholders.contains("count") ? placeholders + ["count"] : placeholders
    }
}
