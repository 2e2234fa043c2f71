/// One mistake in a theme's language pack, with its place. The kind carries the data; the text
/// is made in one place (`LanguagePackProblem+Description.swift`).
public struct LanguagePackProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The pack's path as given: the theme folder + "/locales/" + the file's name.
    public let file: String
    /// 1-based.
    public let line: Int
    /// 1-based, in Unicode scalars.
    public let column: Int
    public let kind: Kind

    public init(file: String, line: Int, column: Int, kind: Kind) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
    }

    /// What is wrong, as data.
    public enum Kind: Sendable, Equatable {
        /// The file could not be read.
        case unreadableFile(reason: String)
        /// The file is larger than `limit` bytes.
        case fileTooLarge(limit: Int)
        /// The file's name, without ".json", is not a language tag ("german", "de_AT").
        case notALanguageTag(name: String)
        /// A language tag for which Marginalia has no CLDR data; `languages` are those it has.
        case unknownLanguage(tag: String, languages: [String])
        /// A byte sequence that is not UTF-8.
        case invalidUTF8
        /// Not JSON: the first place where the text stops being JSON.
        case syntax(expected: String)
        /// The file holds a JSON value that is not an object (`found` names it).
        case notAnObject(found: String)
        /// A key given a second time in the same object.
        case duplicateKey(key: String, firstLine: Int, firstColumn: Int)
        /// A message of the catalog that the pack does not give.
        case missingMessage(key: String)
        /// A key the catalog does not declare; `suggestion` is the nearest declared key.
        case unknownMessage(key: String, suggestion: String?)
        /// A message that is not counted, given as something other than a text.
        case expectedText(key: String, found: String)
        /// A counted message given as something other than an object of plural forms;
        /// `categories` are those its language uses, when the language is known.
        case expectedPluralForms(key: String, categories: [PluralCategory]?, found: String)
        /// One plural form of a counted message given as something other than a text.
        case formNotText(key: String, form: String, found: String)
        /// A `{` or `}` in a message that opens or closes no placeholder.
        case malformedPlaceholder(key: String)
        /// A character no HTML page may hold (a control character other than tab, line feed and
        /// carriage return, or a noncharacter), as its code point, such as "U+0001".
        case forbiddenCharacter(key: String, codePoint: String)
        /// `{name}` in a message that does not declare `name`; `declared` are those it does.
        case unknownPlaceholder(name: String, key: String, declared: [String])
        /// A counted message without a form for a category its language uses.
        case missingPluralForm(key: String, category: PluralCategory, language: String, categories: [PluralCategory])
        /// A counted message with a form for a CLDR category its language never uses.
        case unusedPluralForm(key: String, category: PluralCategory, language: String, categories: [PluralCategory])
        /// A form named by something that is no CLDR plural category ("plural", "One").
        case unknownPluralCategory(key: String, name: String)
    }
}

/// Every mistake found in a theme's language packs, all files together, each file's in the
/// order found. Its description lists one problem a line.
public struct LanguagePackError: Error, Sendable, Equatable, CustomStringConvertible {
    public let problems: [LanguagePackProblem]

    public init(problems: [LanguagePackProblem]) {
        self.problems = problems
    }

    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
