/// One language's messages, loaded from a theme's `locales/<tag>.json` and checked against a
/// `MessageCatalog` (`LanguagePackChecker`).
///
/// Every text it returns is plain text, placeholders filled in: escaping it for HTML, XML or
/// JSON is the renderer's job, as for any other text.
public struct LanguagePack: Sendable {
    /// A message as the pack gives it.
    enum Message: Sendable {
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

    /// The message `key` with its placeholders filled from `values`; nil when the pack has no
    /// message `key` that is not counted.
    public func text(_ key: String, _ values: [String: String] = [:]) -> String? {
        guard case .text(let pattern)? = messages[key] else { return nil }
        return pattern.text(values)
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
}
