extension KeyedDecodingContainer {
    /// Decodes a count (a comment's likes): an integer, not negative; `null` and a missing key
    /// give `nil`.
    func decodeCountIfPresent(forKey key: Key) throws -> Int? {
        guard let count = try decodeIntegerIfPresent(forKey: key) else { return nil }
        guard count >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Expected a count of 0 or more, found \(count).")
        }
        return count
    }

    /// Decodes an `Int`; `null` and a missing key give `nil`. A number that is not one (`1.5`,
    /// `1e30`) is an error at `key`: Foundation's decoder throws its own error for it, which it
    /// reports as invalid JSON at no path.
    func decodeIntegerIfPresent(forKey key: Key) throws -> Int? {
        do {
            return try decodeIfPresent(Int.self, forKey: key)
        } catch let error as DecodingError {
            throw error
        } catch {
            let number = (try? decodeIfPresent(Double.self, forKey: key)).flatMap { $0 }
            let found: String =
                switch number {
                case .some(let number) where number.rounded() != number: ", found \(number)."
                case .some(let number): " from \(Int.min) to \(Int.max), found \(number)."
                case nil: " from \(Int.min) to \(Int.max)."
                }
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Expected a whole number" + found)
        }
    }
}
