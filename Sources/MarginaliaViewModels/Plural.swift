/// Counted nouns: "1 reply", "2 replies", "no comments".
enum Plural {
    static func text(_ count: Int, one: String, other: String, zero: String? = nil) -> String {
        if count == 0, let zero { return zero }
        return "\(count) \(count == 1 ? one : other)"
    }
}
