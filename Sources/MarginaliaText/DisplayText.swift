/// Text shown for untrusted names and titles that may be blank.
package enum DisplayText {
    /// A person's name, or "Anonymous" when it is blank.
    package static func name(_ text: String) -> String {
        let trimmed = text.trimmed
        return trimmed.isEmpty ? "Anonymous" : trimmed
    }

    /// A post's title, or "Untitled post" when it is blank.
    package static func title(_ text: String) -> String {
        let trimmed = text.trimmed
        return trimmed.isEmpty ? "Untitled post" : trimmed
    }
}
