/// The kinds of export the importer reads.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// A Disqus export: `<disqus>` with `<thread>` and `<post>` elements.
    case disqus
    /// A WordPress export (WXR): an RSS `<channel>` of `<item>` posts holding `<wp:comment>`s.
    case wordpress
    /// A Commento or Commento++ export: one JSON object with `comments` and `commenters`,
    /// plain or gzipped.
    case commento
    /// A Remark42 backup: JSON lines (a meta line, then one comment a line), plain or gzipped.
    case remark42
    /// An Isso database: SQLite, with `threads` and `comments` tables.
    case isso
    /// A Staticman data folder: a folder per post, one YAML or JSON file per comment.
    case staticman

    /// The product's name, for messages.
    public var displayName: String {
        switch self {
        case .disqus: "Disqus"
        case .wordpress: "WordPress"
        case .commento: "Commento"
        case .remark42: "Remark42"
        case .isso: "Isso"
        case .staticman: "Staticman"
        }
    }

    /// The versions of a JSON export's format that the importer reads (those the product itself
    /// imports).
    var readableVersions: [Int] {
        switch self {
        case .disqus, .wordpress, .isso, .staticman: []
        case .commento: [1]
        case .remark42: [0, 1]
        }
    }

    /// What the smallest export of the kind holds, for messages.
    var leastContent: String {
        switch self {
        case .disqus: "a <disqus> element"
        case .wordpress: "an <rss> element"
        case .commento: "a JSON object"
        case .remark42: "a line of meta data"
        case .isso: "a comments table"
        case .staticman: "one comment file (.yml, .yaml or .json) in a post's folder"
        }
    }

    /// Whether the export is a folder rather than a file.
    var isFolder: Bool { self == .staticman }

    /// The local name of the root element of an XML export; `nil` for the JSON ones.
    var rootElement: String? {
        switch self {
        case .disqus: "disqus"
        case .wordpress: "rss"
        case .commento, .remark42, .isso, .staticman: nil
        }
    }
}
