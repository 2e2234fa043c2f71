import Foundation

extension KeyedDecodingContainer {
    /// Decodes an ISO 8601 date (`2026-11-20T10:00:00Z`, fractional seconds and offsets accepted).
    ///
    /// Decoding dates here rather than with `JSONDecoder.dateDecodingStrategy` keeps the key in the
    /// error's coding path, so a bad date is reported as `[12].postedAt`, not `[12]`.
    func decodeISO8601Date(forKey key: Key) throws -> Date {
        let text = try decode(String.self, forKey: key)
        guard let date = ISO8601Text.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "Expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"\(text)\"."
            )
        }
        return date
    }

    /// Like `decodeISO8601Date(forKey:)`, for an optional date; `null` and a missing key give `nil`.
    func decodeISO8601DateIfPresent(forKey key: Key) throws -> Date? {
        guard try decodeNil(forKey: key) == false else { return nil }
        return try decodeISO8601Date(forKey: key)
    }
}
