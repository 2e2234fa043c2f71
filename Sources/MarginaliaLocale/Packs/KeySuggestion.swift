/// The nearest declared key to a misspelt one, for "did you mean" hints. The same rule as the
/// template checker's `EditDistance` in MarginaliaTemplates (which this target cannot import):
/// Levenshtein distance over characters, at most a third of the key's length and at least 2.
enum KeySuggestion {
    static func nearest(to key: String, in candidates: [String]) -> String? {
        let limit = max(2, key.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != key && abs(candidate.count - key.count) <= limit {
            let distance = distanceBetween(key, candidate)
            if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.candidate
    }

    static func distanceBetween(_ first: String, _ second: String) -> Int {
        let first = Array(first)
        let second = Array(second)
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        var previous = Array(0...second.count)
        var current = previous
        for row in 1...first.count {
            current[0] = row
            for column in 1...second.count {
                let substitution = previous[column - 1] + (first[row - 1] == second[column - 1] ? 0 : 1)
                current[column] = min(substitution, previous[column] + 1, current[column - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[second.count]
    }
}
