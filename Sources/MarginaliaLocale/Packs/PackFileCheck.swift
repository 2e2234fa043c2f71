import MarginaliaText

/// The check of one pack file: its name, its text, its messages against the catalog and its
/// plural forms against its language. Collects every problem it finds before giving up on the
/// file (a syntax error ends the file's check: nothing after it can be read for sure).
struct PackFileCheck {
    typealias Kind = LanguagePackProblem.Kind

    let source: LanguagePackSource
    let catalog: MessageCatalog
    private(set) var problems: [LanguagePackProblem] = []
    /// The shipped language the file's name falls back to, once the name is checked.
    private var language: (tag: String, rules: PluralRules, format: IntegerFormat)?

    init(source: LanguagePackSource, catalog: MessageCatalog) {
        self.source = source
        self.catalog = catalog
    }

    /// The pack, when the file has no problem.
    mutating func run() -> LanguagePack? {
        checkName()
        guard source.bytes.count <= LanguagePackChecker.maximumFileSize else {
            report(.fileTooLarge(limit: LanguagePackChecker.maximumFileSize), at: 0)
            return nil
        }
        if let offset = source.bytes.firstInvalidUTF8Offset {
            report(.invalidUTF8, at: offset)
            return nil
        }
        var parser = PackJSONParser(bytes: source.bytes)
        let document: PackJSONValue
        do {
            document = try parser.parseDocument()
        } catch {
            report(.syntax(expected: error.expected), at: error.offset)
            return nil
        }
        guard case .object(let members) = document.content else {
            report(.notAnObject(found: Self.describe(document)), at: document.offset)
            return nil
        }
        let messages = checkMessages(members, objectOffset: document.offset)
        guard problems.isEmpty, let language else { return nil }
        return LanguagePack(
            language: language.tag, pluralRules: language.rules, integerFormat: language.format, messages: messages)
    }

    /// The file's name must be a language tag with CLDR data ("de-AT" falls back to "de").
    private mutating func checkName() {
        let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
        let tag = name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : name
        guard LanguageTag.isWellFormed(tag) else { return report(.notALanguageTag(name: tag), at: 0) }
        guard let shipped = CLDR.language(matching: tag), let rules = PluralRules.forLanguage(shipped),
            let format = IntegerFormat(language: shipped)
        else { return report(.unknownLanguage(tag: tag, languages: CLDR.languages), at: 0) }
        language = (tag, rules, format)
    }

    private mutating func checkMessages(_ members: [PackJSONMember], objectOffset: Int) -> [String: LanguagePack
        .Message]
    {
        let given = Set(members.map(\.key.text))
        let missing = catalog.keys.filter { !given.contains($0) }
        var firstOffsets: [String: Int] = [:]
        var messages: [String: LanguagePack.Message] = [:]
        for member in members {
            let key = member.key.text
            guard noteFirst(key, at: member.keyOffset, in: &firstOffsets) else { continue }
            guard let declaration = catalog[key] else {
                report(
                    .unknownMessage(key: key, suggestion: EditDistance.nearest(to: key, in: missing)),
                    at: member.keyOffset)
                continue
            }
            if let message = checkMessage(member.value, declaration) { messages[key] = message }
        }
        for key in missing { report(.missingMessage(key: key), at: objectOffset) }
        return messages
    }

    private mutating func checkMessage(_ value: PackJSONValue, _ declaration: MessageDeclaration) -> LanguagePack
        .Message?
    {
        let key = declaration.key
        if declaration.isCounted {
            guard case .object(let forms) = value.content else {
                let categories = language?.rules.categories
                report(
                    .expectedPluralForms(key: key, categories: categories, found: Self.describe(value)),
                    at: value.offset)
                return nil
            }
            return checkForms(forms, objectOffset: value.offset, declaration).map { .counted($0) }
        }
        guard case .string(let text) = value.content else {
            report(.expectedText(key: key, found: Self.describe(value)), at: value.offset)
            return nil
        }
        return checkPattern(text, declaration).map { .text($0) }
    }

    /// One text per category of the language, no other; nil when any is wrong.
    private mutating func checkForms(_ forms: [PackJSONMember], objectOffset: Int, _ declaration: MessageDeclaration)
        -> [PluralCategory: MessagePattern]?
    {
        let key = declaration.key
        let problemsBefore = problems.count
        var firstOffsets: [String: Int] = [:]
        var patterns: [PluralCategory: MessagePattern] = [:]
        for form in forms {
            let name = form.key.text
            guard noteFirst(name, at: form.keyOffset, in: &firstOffsets) else { continue }
            guard let category = PluralCategory(rawValue: name) else {
                report(.unknownPluralCategory(key: key, name: name), at: form.keyOffset)
                continue
            }
            if let language, !language.rules.categories.contains(category) {
                report(
                    .unusedPluralForm(
                        key: key, category: category, language: language.tag, categories: language.rules.categories),
                    at: form.keyOffset)
                continue
            }
            guard case .string(let text) = form.value.content else {
                report(.formNotText(key: key, form: name, found: Self.describe(form.value)), at: form.value.offset)
                continue
            }
            patterns[category] = checkPattern(text, declaration)
        }
        if let language {
            for category in language.rules.categories where firstOffsets[category.rawValue] == nil {
                report(
                    .missingPluralForm(
                        key: key, category: category, language: language.tag, categories: language.rules.categories),
                    at: objectOffset)
            }
        }
        return problems.count == problemsBefore ? patterns : nil
    }

    /// The text's characters must be ones a page can hold, and its placeholders well formed and
    /// declared.
    private mutating func checkPattern(_ text: PackJSONString, _ declaration: MessageDeclaration) -> MessagePattern? {
        if let index = text.text.unicodeScalars.firstIndex(where: Self.isForbiddenInPages) {
            let scalar = text.text.unicodeScalars[index]
            report(
                .forbiddenCharacter(key: declaration.key, codePoint: Self.codePoint(scalar)),
                at: text.offset(
                    ofScalar: text.text.unicodeScalars.distance(from: text.text.unicodeScalars.startIndex, to: index)))
            return nil
        }
        let pattern: MessagePattern
        do {
            pattern = try MessagePattern(parsing: text.text)
        } catch {
            report(.malformedPlaceholder(key: declaration.key), at: text.offset(ofScalar: error.scalarIndex))
            return nil
        }
        let allowed = declaration.allowedPlaceholders
        var isValid = true
        for (name, start) in zip(pattern.placeholders, pattern.placeholderStarts) where !allowed.contains(name) {
            report(
                .unknownPlaceholder(name: name, key: declaration.key, declared: allowed),
                at: text.offset(ofScalar: start))
            isValid = false
        }
        return isValid ? pattern : nil
    }

    /// Records the first place of `key`; false (and a problem) when it was given before.
    private mutating func noteFirst(_ key: String, at offset: Int, in firstOffsets: inout [String: Int]) -> Bool {
        guard let first = firstOffsets[key] else {
            firstOffsets[key] = offset
            return true
        }
        let place = lineAndColumn(of: first)
        report(.duplicateKey(key: key, firstLine: place.line, firstColumn: place.column), at: offset)
        return false
    }

    private mutating func report(_ kind: Kind, at offset: Int) {
        let place = lineAndColumn(of: offset)
        problems.append(LanguagePackProblem(file: source.path, line: place.line, column: place.column, kind: kind))
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    private func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        source.bytes.lineAndColumn(ofOffset: offset)
    }

    private static func describe(_ value: PackJSONValue) -> String {
        switch value.content {
        case .string: "a text"
        case .object: "an object"
        case .other(let name): name
        }
    }

    /// Whether HTML forbids `scalar` in a page's text: a control character other than tab, line
    /// feed and carriage return (C0, DEL and C1), or a noncharacter (U+FDD0 to U+FDEF, and the
    /// last two code points of every plane).
    static func isForbiddenInPages(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: return true
        default: return value & 0xFFFE == 0xFFFE
        }
    }

    /// "U+0001".
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).zeroPadded(to: 4)
    }
}
