import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// A friend's page (`friends/<id>/`): the friend and the comments they wrote.
enum FriendPage: PageKind {
    struct Inputs: PageInputs {
        let friend: Friend
        /// The comments the friend wrote, in fixture order, and where each is: the content index's
        /// own lists, so that lists unchanged since the last plan are found equal at once.
        let comments: [Comment]
        let places: CommentPlaces

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

    static let name = "friend"
    static let template = TemplateName<PageContext<FriendDetailViewModel>>("friend")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = true

    static func pages(in index: ContentIndex) -> KindPageList<Inputs> {
        var pages = KindPageList<Inputs>()
        pages.reserveCapacity(index.content.friends.count)
        let nowhere = CommentPlaces(of: [], postsById: [:], paginations: [:])
        for friend in index.content.friends {
            let inputs = Inputs(
                friend: friend, comments: index.commentsByFriend[friend.id] ?? [],
                places: index.friendCommentPlaces[friend.id] ?? nowhere)
            pages.append(key: friend.id, inputs: inputs)
        }
        return pages
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
