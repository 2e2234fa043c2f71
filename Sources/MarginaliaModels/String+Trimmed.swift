extension String {
    /// The text without leading and trailing white space (any Unicode white space).
    ///
    /// Written in Swift: Foundation's `trimmingCharacters(in:)` goes through `NSString` on Linux
    /// and showed up in build profiles.
    package var trimmed: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
