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
