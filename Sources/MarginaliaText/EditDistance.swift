/// The nearest candidate to a misspelt name, for "did you mean" hints: a template's or model's
/// name in the template checker, a message key in the language pack checker.
public enum EditDistance {
    /// Levenshtein distance over characters.
    public static func between(_ first: String, _ second: String) -> Int {
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

    /// The candidate closest to `name`, if it is close enough to be a likely typo (at most a
    /// third of the name's length, and at least 2, of edits); ties go to the first.
    public static func nearest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        var best: (candidate: String, distance: Int)?
        // The distance is at least the difference in length: far longer or shorter names are
        // skipped without the quadratic comparison (a tag's name can be a whole line).
        for candidate in candidates where candidate != name && abs(candidate.count - name.count) <= limit {
            let distance = between(name, candidate)
            if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
