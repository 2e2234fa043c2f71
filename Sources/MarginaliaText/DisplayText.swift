/// Text shown for untrusted names and titles that may be blank.
package enum DisplayText {
    /// A person's name, trimmed, or `blank` (the language's "Anonymous") when it is blank.
    package static func name(_ text: String, blank: @autoclosure () -> String) -> String {
        let trimmed = text.trimmed
        return trimmed.isEmpty ? blank() : trimmed
    }

    /// A post's title, trimmed, or `blank` (the language's "Untitled post") when it is blank.
    package static func title(_ text: String, blank: @autoclosure () -> String) -> String {
        let trimmed = text.trimmed
        return trimmed.isEmpty ? blank() : trimmed
    }
}
