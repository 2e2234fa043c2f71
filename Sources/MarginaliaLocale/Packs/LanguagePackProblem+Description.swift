extension LanguagePackProblem {
    /// "path:line:col: message", the form compilers use, so editors can jump to it.
    public var description: String {
        "\(file):\(line):\(column): \(kind.message)"
    }
}

extension LanguagePackProblem.Kind {
    /// The message, without the place.
    public var message: String {
        switch self {
        case .unreadableFile(let reason):
            "cannot read this language pack: \(reason)"
        case .fileTooLarge(let limit):
            "this language pack is larger than \(limit / (1 << 20)) MiB"
        case .notALanguageTag(let name):
            "\"\(name)\" is not a language tag; name a pack after its language, as in de.json or pt-BR.json"
        case .unknownLanguage(let tag, let languages):
            "there is no CLDR data for the language \"\(tag)\"; the languages there are: "
                + languages.joined(separator: ", ")
        case .invalidUTF8:
            "the file is not valid UTF-8 text"
        case .syntax(let expected):
            "invalid JSON: expected \(expected)"
        case .notAnObject(let found):
            "a language pack is an object of messages by key, found \(found)"
        case .duplicateKey(let key, let line, let column):
            "\"\(key)\" is given twice (first at line \(line), column \(column))"
        case .missingMessage(let key):
            "the message \"\(key)\" is missing"
        case .unknownMessage(let key, let suggestion):
            "\"\(key)\" is not a message the program uses" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case .expectedText(let key, let found):
            "\"\(key)\" is not counted: give it as a text, found \(found)"
        case .expectedPluralForms(let key, let categories, let found):
            "\"\(key)\" is counted: give it as an object of one text per plural category ("
                + (categories.map(Self.list) ?? "each its language uses") + "), found \(found)"
        case .formNotText(let key, let form, let found):
            "the \"\(form)\" form of \"\(key)\" must be a text, found \(found)"
        case .malformedPlaceholder(let key):
            "this brace in \"\(key)\" opens or closes no placeholder; a placeholder is {name}, and a message has no other braces"
        case .forbiddenCharacter(let key, let codePoint):
            "\"\(key)\" holds \(codePoint), a character no page may hold (a control character or a noncharacter); remove it"
        case .unknownPlaceholder(let name, let key, let declared):
            "{\(name)} is not a placeholder of \"\(key)\"; "
                + (declared.isEmpty ? "it has none" : "it has " + declared.map { "{\($0)}" }.joined(separator: ", "))
        case .missingPluralForm(let key, let category, let language, let categories):
            "\"\(key)\" lacks the \"\(category.rawValue)\" form, which \(language) needs (its categories: \(Self.list(categories)))"
        case .unusedPluralForm(let key, let category, let language, let categories):
            "\(language) never uses the \"\(category.rawValue)\" form of \"\(key)\" (its categories: \(Self.list(categories))); remove it"
        case .unknownPluralCategory(let key, let name):
            "\"\(name)\" in \"\(key)\" is not a CLDR plural category (\(Self.list(PluralCategory.allCases)))"
        }
    }

    private static func list(_ categories: [PluralCategory]) -> String {
        categories.map(\.rawValue).joined(separator: ", ")
    }
}
