/// The kinds of export the importer reads.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// A Disqus export: `<disqus>` with `<thread>` and `<post>` elements.
    case disqus
    /// A WordPress export (WXR): an RSS `<channel>` of `<item>` posts holding `<wp:comment>`s.
    case wordpress

    /// The product's name, for messages.
    public var displayName: String {
        switch self {
        case .disqus: "Disqus"
        case .wordpress: "WordPress"
        }
    }

    /// The local name of the root element.
    var rootElement: String {
        switch self {
        case .disqus: "disqus"
        case .wordpress: "rss"
        }
    }
}
