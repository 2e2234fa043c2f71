/// A friend of the site's owner, shown in the friends list.
public struct Friend: Codable, Sendable, Equatable {
    public let id: Identifier
    public let firstName: String
    public let lastName: String
    public let email: String?
    public let phoneNumber: String?
    public let avatarURL: String?

    public init(
        id: Identifier, firstName: String, lastName: String, email: String? = nil,
        phoneNumber: String? = nil, avatarURL: String? = nil
    ) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.phoneNumber = phoneNumber
        self.avatarURL = avatarURL
    }
}

extension Friend {
    private enum CodingKeys: String, CodingKey {
        case id, firstName, lastName, email, phoneNumber, avatarURL
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Identifier.self, forKey: .id)
        firstName = try container.decodeText(forKey: .firstName)
        lastName = try container.decodeText(forKey: .lastName)
        email = try container.decodeTextIfPresent(forKey: .email)
        phoneNumber = try container.decodeTextIfPresent(forKey: .phoneNumber)
        avatarURL = try container.decodeTextIfPresent(forKey: .avatarURL)
    }
}
