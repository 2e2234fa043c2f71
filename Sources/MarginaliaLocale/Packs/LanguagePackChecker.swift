/// A language pack file's path and bytes, as read from a theme (or given by a test).
public struct LanguagePackSource: Sendable {
    /// The theme folder + "/locales/" + the file's name, which is the language's tag + ".json".
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Checks language packs against a `MessageCatalog` and CLDR's plural categories, and makes a
/// `LanguagePack` of each pack without mistakes. Pure: `LanguagePackFolder` reads the files.
public enum LanguagePackChecker {
    /// The largest pack file read; a pack of every message is a few KiB.
    public static let maximumFileSize = 1 << 20

    /// Every pack checked: the packs without problems, by tag, and the problems of all of them,
    /// file by file in the order given, each file's in the order found.
    public static func check(_ sources: [LanguagePackSource], against catalog: MessageCatalog) -> (
        packs: [String: LanguagePack], problems: [LanguagePackProblem]
    ) {
        var packs: [String: LanguagePack] = [:]
        var problems: [LanguagePackProblem] = []
        for source in sources {
            var file = PackFileCheck(source: source, catalog: catalog)
            if let pack = file.run() { packs[pack.language] = pack }
            problems += file.problems
        }
        return (packs, problems)
    }
}
