import MarginaliaViewModels
import Mustache

extension PageLayoutViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": siteTitle
        case "siteDescription": siteDescription
        case "hasDescription": hasDescription
        case "language": language
        case "documentTitle": documentTitle
        case "canonicalURL": canonicalURL
        case "homeURL": homeURL
        case "friendsURL": friendsURL
        case "feedURL": feedURL
        case "stylesheetURL": stylesheetURL
        case "assetsURL": assetsURL
        case "homeNavCurrent": homeNavCurrent
        case "friendsNavCurrent": friendsNavCurrent
        case "contentSecurityPolicy": contentSecurityPolicy
        case "relativeDatesScriptURL": relativeDatesScriptURL
        case "asOfTimestamp": asOfTimestamp
        case "asOfText": asOfText
        default: nil
        }
    }
}

extension PostPageViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "postId": postId
        case "displayTitle": displayTitle
        case "postLink": postLink
        case "comments": TemplateReference.each(comments)
        case "commentCountText": commentCountText
        case "hasComments": hasComments
        case "feedURL": feedURL
        case "publishedRelative": publishedRelative
        case "publishedTimestamp": publishedTimestamp
        case "publishedAbsolute": publishedAbsolute
        // Triple-mustached in post.mustache: JSON escaped for a script element (see `json`).
        case "structuredDataJSON": structuredData.json
        default: nil
        }
    }
}

extension PostSummaryViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "postId": postId
        case "displayTitle": displayTitle
        case "pageURL": pageURL
        case "commentCountText": commentCountText
        case "hasActivity": hasActivity
        case "latestActivityRelative": latestActivityRelative
        case "latestActivityTimestamp": latestActivityTimestamp
        case "latestActivityAbsolute": latestActivityAbsolute
        default: nil
        }
    }
}

extension HomePageViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "posts": TemplateReference.each(posts)
        case "summary": summary
        case "hasPosts": hasPosts
        default: nil
        }
    }
}

extension NotFoundPageViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        name == "message" ? message : nil
    }
}
