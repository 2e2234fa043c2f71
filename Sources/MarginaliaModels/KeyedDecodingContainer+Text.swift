import MarginaliaText

extension KeyedDecodingContainer {
    /// Decodes text from an untrusted fixture, without control characters.
    func decodeText(forKey key: Key) throws -> String {
        try decode(String.self, forKey: key).withoutControlCharacters
    }

    /// Like `decodeText(forKey:)`, for optional text.
    func decodeTextIfPresent(forKey key: Key) throws -> String? {
        try decodeIfPresent(String.self, forKey: key)?.withoutControlCharacters
    }
}
