import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// A friend's page (`friends/<id>/`): the friend and the comments they wrote.
enum FriendPage: PageKind {
    struct Inputs: PageInputs {
        let friend: Friend
        /// The comments the friend wrote, in fixture order: the content index's own list, so that
        /// a list unchanged since the last plan is found equal at once.
        let comments: [Comment]
        /// The title of each comment's post, at the comment's position.
        let postTitles: [String]
        /// The page of its post's discussion that shows each comment, at the comment's position.
        let pages: [Int]

        var shownComments: [Comment] { comments }

        /// Each comment with its post's title and its page.
        var linkedComments: [LinkedComment] {
            comments.indices.map { LinkedComment(comment: comments[$0], postTitle: postTitles[$0], page: pages[$0]) }
        }

        func combine(into fingerprint: inout Fingerprint) {
            fingerprint.combine(encoding: friend)
            fingerprint.combine(comments)
            fingerprint.combine(encoding: postTitles)
            fingerprint.combine(encoding: pages)
        }
    }

    static let name = "friend"
    static let template = TemplateName<PageContext<FriendDetailViewModel>>("friend")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = true

    static func pages(in index: ContentIndex) -> [(key: Identifier?, inputs: Inputs)] {
        index.content.friends.map { friend in
            let comments = index.commentsByFriend[friend.id] ?? []
            // By position: a comment passed to a closure is copied whole (a retain per field).
            var postTitles: [String] = []
            var pages: [Int] = []
            postTitles.reserveCapacity(comments.count)
            pages.reserveCapacity(comments.count)
            for position in comments.indices {
                let postId = comments[position].postId
                postTitles.append(index.postsById[postId]?.title ?? "")
                pages.append(index.pagination(of: postId).page(of: comments[position].id))
            }
            return (friend.id, Inputs(friend: friend, comments: comments, postTitles: postTitles, pages: pages))
        }
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
