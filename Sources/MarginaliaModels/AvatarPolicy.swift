/// What the site does with the remote avatar images named in the fixtures (`"avatars"` in
/// `site.json`).
public enum AvatarPolicy: String, Codable, Sendable, Equatable, CaseIterable {
    /// Download each avatar at build time and serve it from the site (the default): no page
    /// makes a request to another host.
    case fetch
    /// Link to the remote images as they are; the pages' Content-Security-Policy then allows
    /// their hosts, and readers' browsers contact them.
    case hotlink
    /// Show no images, only the initials.
    case none
}

extension AvatarPolicy {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let policy = AvatarPolicy(rawValue: text) else {
            let choices = Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected one of \(choices), found \"\(text)\".")
        }
        self = policy
    }
}
