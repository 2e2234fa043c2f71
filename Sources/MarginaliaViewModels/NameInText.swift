import MarginaliaText

/// A line of text around an untrusted name or title ("Comments by ", "Zoë Lefèvre", " (12)"), in
/// parts, so that a template isolates the name in `<bdi>`: a name that ends in a right-to-left
/// override then cannot reverse the words after it.
public struct NameInText: Sendable, Equatable {
    /// The words before the name; may be empty.
    public let before: String
    /// The untrusted name, as shown.
    public let name: String
    /// The words after the name; may be empty.
    public let after: String

    public init(before: String, name: String, after: String) {
        self.before = before
        self.name = name
        self.after = after
    }
}

extension NameInText {
    /// The whole line for places that take no markup (a `<title>`, an attribute, an Atom title):
    /// the name without bidi controls, since it cannot be isolated there.
    public var plainText: String { before + name.withoutBidiControls + after }
}
