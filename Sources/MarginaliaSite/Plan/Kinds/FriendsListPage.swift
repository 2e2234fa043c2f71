import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// The friends list (`friends/`): every friend in name order, with how many comments each wrote.
enum FriendsListPage: PageKind {
    struct Inputs: PageInputs {
        let friends: [FriendSummary]

        func combine(into fingerprint: inout Fingerprint) { fingerprint.combine(encoding: friends) }
    }

    static let name = "friends list"
    static let template = TemplateName<PageContext<FriendsListViewModel>>("friends")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [(key: Identifier?, inputs: Inputs)] {
        let friends = index.friendsByName.map {
            FriendSummary(friend: $0, commentCount: index.commentsByFriend[$0.id]?.count ?? 0)
        }
        return [(nil, Inputs(friends: friends))]
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.friendsPage]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let list = renderer.factory.friendsList(inputs.friends)
        return [
            renderer.framed(
                list, at: SiteURLs.friendsPage, title: list.title, section: .friendsList, template: template)
        ]
    }
}
