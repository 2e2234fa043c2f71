/// A CLDR plural category: which form of a counted word a number takes in a language.
///
/// The cases are in CLDR's order; a language uses a subset that always includes `other`
/// (English: one, other; Arabic: all six; Japanese: other alone).
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
