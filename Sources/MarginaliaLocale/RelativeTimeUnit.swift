/// A unit of CLDR's relative-time fields (`dates/fields/field type="…"`, long form).
public enum RelativeTimeUnit: String, CaseIterable, Sendable, Hashable {
    case second, minute, hour, day, week, month, year
}
