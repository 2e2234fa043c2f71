/// One language's messages, loaded from a theme's `locales/<tag>.json` and checked against a
/// `MessageCatalog` (`LanguagePackChecker`).
///
/// Every text it returns is plain text, placeholders filled in: escaping it for HTML, XML or
/// JSON is the renderer's job, as for any other text.
public struct LanguagePack: Sendable, Equatable {
    /// A message as the pack gives it.
    enum Message: Sendable, Equatable {
        case text(MessagePattern)
        case counted([PluralCategory: MessagePattern])
    }

    /// The pack's tag, from its file name ("pt-BR" for `pt-BR.json`).
    public let language: String
    /// The plural rules of the shipped language the tag falls back to.
    public let pluralRules: PluralRules
    /// How `{count}` is written.
    public let integerFormat: IntegerFormat
    let messages: [String: Message]

    /// The message `key`, not counted, as written; nil when the pack has no such message.
    public func pattern(_ key: String) -> MessagePattern? {
        guard case .text(let pattern)? = messages[key] else { return nil }
        return pattern
    }

    /// The message `key` with its placeholders filled from `values`; nil when the pack has no
    /// message `key` that is not counted.
    public func text(_ key: String, _ values: [String: String] = [:]) -> String? {
        pattern(key)?.text(values)
    }

    /// The form of the counted message `key` that `count` takes in the pack's language, with
    /// `{count}` written in the language's grouping and the other placeholders filled from
    /// `values`; nil when the pack has no counted message `key`.
    public func text(_ key: String, count: Int, _ values: [String: String] = [:]) -> String? {
        guard case .counted(let forms)? = messages[key],
            let pattern = forms[pluralRules.category(for: count)] ?? forms[.other]
        else { return nil }
        var values = values
        values["count"] = integerFormat.string(for: count)
        return pattern.text(values)
    }

    /// The message `key`, not counted, split at its first placeholder `name`: the text before it
    /// and after it, the other placeholders filled from `values`. For a page that shows `name`
    /// in markup of its own (a link, a `<time>`). Nil when the pack has no such message; a
    /// message without `{name}` is all "before".
    public func parts(_ key: String, around name: String, _ values: [String: String] = [:]) -> (
        before: String, after: String
    )? {
        guard case .text(let pattern)? = messages[key] else { return nil }
        let split = pattern.segments.firstIndex(of: .placeholder(name)) ?? pattern.segments.endIndex
        return (
            MessagePattern.text(of: pattern.segments[..<split]) { values[$0] },
            MessagePattern.text(of: pattern.segments[split...].dropFirst()) { values[$0] }
        )
    }

    public static func == (lhs: LanguagePack, rhs: LanguagePack) -> Bool {
        lhs.language == rhs.language && lhs.integerFormat == rhs.integerFormat && lhs.messages == rhs.messages
    }
}
