/// The limits a theme can reach, each a load problem rather than a trap: loading, checking and
/// rendering recurse once per level of nesting, and offsets are kept in 32 bits.
public enum TemplateLimits {
    /// Sections, inverted sections, blocks, partials and parents open inside one another, along
    /// any walk from a root (in one template for the parser; through partials and parents for
    /// the checker).
    public static let maximumNesting = 100
    /// The bytes of a theme's templates, all together.
    public static let maximumThemeBytes = 64 << 20
}
