import MarginaliaLocale

/// The small catalog and helpers the language pack tests share.
enum LanguagePackTesting {
    /// A plain message, one with a placeholder, and a counted one.
    static let catalog = MessageCatalog([
        MessageDeclaration("comment.edited"),
        MessageDeclaration("post.feedTitle", placeholders: ["title"]),
        MessageDeclaration("comment.replies", counted: true),
    ])

    /// Checks one pack given as text, under `Theme/locales/<file>`.
    static func check(_ text: String, file: String = "en.json") -> (
        packs: [String: LanguagePack], problems: [LanguagePackProblem]
    ) {
        LanguagePackChecker.check([source(text, file: file)], against: catalog)
    }

    /// The problems of one pack, as the build prints them.
    static func problems(_ text: String, file: String = "en.json") -> [String] {
        check(text, file: file).problems.map(\.description)
    }

    static func source(_ text: String, file: String) -> LanguagePackSource {
        LanguagePackSource(path: "Theme/locales/" + file, bytes: Array(text.utf8))
    }
}
