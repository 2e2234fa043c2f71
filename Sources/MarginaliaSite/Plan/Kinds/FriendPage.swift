import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// A friend's page (`friends/<id>/`): the friend and the comments they wrote.
enum FriendPage: PageKind {
    /// The friend, their comments and where those are: the content index keeps them up to date.
    typealias Inputs = FriendWithComments

    static let name = "friend"
    static let template = TemplateName<PageContext<FriendDetailViewModel>>("friend")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = true

    static func pages(in index: ContentIndex) -> [Inputs] {
        index.friendsWithComments
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.friendPage(inputs.friend.id)]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let page = renderer.factory.friendDetail(inputs.friend, comments: inputs.linkedComments)
        return [
            renderer.framed(
                page, at: SiteURLs.friendPage(inputs.friend.id), title: page.friend.fullName, section: .friend,
                template: template)
        ]
    }
}

extension FriendWithComments: PageInputs {
    var key: Identifier? { friend.id }
    var shownComments: [Comment] { comments }

    /// Each comment with its post's title and its page.
    var linkedComments: [LinkedComment] {
        comments.indices.map {
            LinkedComment(comment: comments[$0], postTitle: places.postTitles[$0], page: places.pages[$0])
        }
    }

    func combine(into fingerprint: inout Fingerprint) {
        fingerprint.combine(encoding: friend)
        fingerprint.combine(comments)
        fingerprint.combine(encoding: places.postTitles)
        fingerprint.combine(encoding: places.pages)
    }
}
