extension KeyedDecodingContainer {
    /// Decodes a count (a comment's likes): an integer, not negative; `null` and a missing key
    /// give `nil`.
    func decodeCountIfPresent(forKey key: Key) throws -> Int? {
        guard let count = try decodeIfPresent(Int.self, forKey: key) else { return nil }
        guard count >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Expected a count of 0 or more, found \(count).")
        }
        return count
    }
}
