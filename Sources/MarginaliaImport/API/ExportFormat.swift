/// A kind of export the importer reads: its name on the command line, its reader, how its
/// content is recognised, and the words messages use for it. Each kind is declared in its
/// source's folder (`Disqus/DisqusFormat.swift`, …) and listed once, in `ExportFormat.allCases`;
/// the command line, the detection of a file's kind and the messages all read that list.
public struct ExportFormat: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The kind's name on the command line: `disqus` in `marginalia import disqus EXPORT.xml`.
    public let rawValue: String
    /// The product's name, for messages.
    public let displayName: String
    /// What the export is, for the command's help and messages: `a Disqus export (XML)`.
    public let summary: String
    /// What the export calls a post, for the summary.
    let postNoun: String
    /// What the summary calls the records read: `comment`, or `mention` for a webmention.io feed,
    /// whose entries are comments and reactions.
    let entryNoun: String
    /// What the smallest export of the kind holds, for messages.
    let leastContent: String
    /// The versions of a JSON export's format that the importer reads (those the product itself
    /// imports); empty for formats without versions.
    let readableVersions: [Int]
    /// The local name of the root element of an XML export; `nil` for the others.
    let rootElement: String?
    /// Whether the export is a folder rather than a file.
    public let isFolder: Bool
    /// Whether the kind's exports hold deleted comments, for `--keep-deleted` to keep; the import
    /// refuses the flag for a kind without them.
    public let hasDeletedComments: Bool
    /// The source's reader; `nil` for a webmention.io feed, which holds no posts and is matched to
    /// the content folder's own (`WebmentionImport`).
    let reading: (any ExportFileReading.Type)?
    /// Whether a file (or folder) is of this kind, judged by its content.
    let recognizes: @Sendable (ExportSample) -> Bool

    init(
        rawValue: String, displayName: String, summary: String, postNoun: String, entryNoun: String = "comment",
        leastContent: String,
        readableVersions: [Int] = [], rootElement: String? = nil, isFolder: Bool = false,
        hasDeletedComments: Bool = true, reading: (any ExportFileReading.Type)?,
        recognizes: @escaping @Sendable (ExportSample) -> Bool
    ) {
        self.rawValue = rawValue
        self.displayName = displayName
        self.summary = summary
        self.postNoun = postNoun
        self.entryNoun = entryNoun
        self.leastContent = leastContent
        self.readableVersions = readableVersions
        self.rootElement = rootElement
        self.isFolder = isFolder
        self.hasDeletedComments = hasDeletedComments
        self.reading = reading
        self.recognizes = recognizes
    }

    /// The kind named `rawValue` on the command line, if there is one.
    public init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = format
    }

    public var description: String { rawValue }

    public static func == (left: ExportFormat, right: ExportFormat) -> Bool { left.rawValue == right.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
