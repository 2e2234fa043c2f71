/// Initials for an avatar fallback: the first letter of the first and of the last name.
enum Initials {
    /// Up to two uppercased first letters (whole characters, so any script works); "?" for none.
    static func from(_ names: [String]) -> String {
        let words = names.flatMap { $0.split(whereSeparator: \.isWhitespace) }
        let chosen = words.count > 1 ? [words[0], words[words.count - 1]] : words
        let letters = chosen.compactMap { $0.first(where: \.isLetter) ?? $0.first }
        return letters.isEmpty ? "?" : letters.map { $0.uppercased() }.joined()
    }
}
