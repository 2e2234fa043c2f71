import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// A friend's page (`friends/<id>/`): the friend and the comments they wrote.
enum FriendPage: PageKind {
    struct Inputs: PageInputs {
        let friend: Friend
        /// The comments the friend wrote, in fixture order.
        let comments: [LinkedComment]

        var shownComments: [Comment] { comments.map(\.comment) }

        func combine(into fingerprint: inout Fingerprint) {
            fingerprint.combine(encoding: friend)
            fingerprint.combine(comments)
        }
    }

    static let name = "friend"
    static let template = TemplateName<PageContext<FriendDetailViewModel>>("friend")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = true

    static func pages(in index: ContentIndex) -> [(key: Identifier?, inputs: Inputs)] {
        index.content.friends.map { friend in
            let comments = (index.commentsByFriend[friend.id] ?? []).map { LinkedComment($0, in: index) }
            return (friend.id, Inputs(friend: friend, comments: comments))
        }
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.friendPage(inputs.friend.id)]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let page = renderer.factory.friendDetail(inputs.friend, comments: inputs.comments)
        return [
            renderer.framed(
                page, at: SiteURLs.friendPage(inputs.friend.id), title: page.friend.fullName, section: .friend,
                template: template)
        ]
    }
}
