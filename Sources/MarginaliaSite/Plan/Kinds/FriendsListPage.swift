import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// The friends list (`friends/`): every friend in name order, with how many comments each wrote.
enum FriendsListPage: PageKind {
    struct Inputs: PageInputs {
        /// Every friend in name order, and how many comments each wrote, at their positions.
        let friends: [Friend]
        let commentCounts: [Int]

        func combine(into fingerprint: inout Fingerprint) {
            fingerprint.combine(encoding: friends)
            fingerprint.combine(encoding: commentCounts)
        }
    }

    static let name = "friends list"
    static let template = TemplateName<PageContext<FriendsListViewModel>>("friends")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [Inputs] {
        [Inputs(friends: index.friendsByName, commentCounts: index.friendCommentCounts)]
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.friendsPage]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let list = renderer.factory.friendsList(inputs.friends, commentCounts: inputs.commentCounts)
        return [
            renderer.framed(
                list, at: SiteURLs.friendsPage, title: list.title, section: .friendsList, template: template)
        ]
    }
}
