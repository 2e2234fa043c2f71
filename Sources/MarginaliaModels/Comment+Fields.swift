/// The one list of a comment's fields: each case is a stored property of `Comment` (or of its
/// `CommentAuthor`; `storedName` names it) and the key of the fixture record that holds it.
///
/// Everything that handles every field goes through these cases: `Comment`'s `Codable` (they are
/// its `CodingKeys`), the byte decoder (`CommentBytesDecoder`, which switches over them by name),
/// the build's fingerprint of a comment and the importer's writer, each with a `switch` the
/// compiler checks for exhaustiveness. A test compares them with the stored properties, so a field
/// added to `Comment` without a case here fails it, and a case added here fails to compile until
/// every `switch` handles it.
extension Comment {
    /// The fields of a comment, in the order of its stored properties.
    public enum Field: String, CodingKey, CaseIterable, Sendable {
        case id, postId, parentId, author, body, postedAt, editedAt, likes, sourceURL

        /// The name of the stored property that holds the field: its own, or, where the comment
        /// keeps a smaller form than the field's type, that form's (`editedAt` is read from
        /// `storedEditedAt`).
        public var storedName: String {
            switch self {
            case .editedAt, .likes: "stored" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            default: rawValue
            }
        }
    }
}

extension CommentAuthor {
    /// The fields of a comment's author, in the order of its stored properties.
    public enum Field: String, CodingKey, CaseIterable, Sendable {
        case id, name, avatarURL, friendId, url
    }
}
