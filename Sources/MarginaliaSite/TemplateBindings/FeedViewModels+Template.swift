import MarginaliaViewModels
import Mustache

extension FeedViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "feedURL": feedURL
        case "pageURL": pageURL
        case "entries": TemplateReference.each(entries)
        case "updatedTimestamp": updatedTimestamp
        default: nil
        }
    }
}

extension FeedEntryViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "displayAuthor": displayAuthor
        case "permalink": permalink
        case "bodyHTML": bodyHTML
        case "publishedTimestamp": publishedTimestamp
        case "updatedTimestamp": updatedTimestamp
        default: nil
        }
    }
}

extension SitemapViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        name == "urls" ? urls : nil
    }
}
