import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// The friends list (`friends/`, then `friends/page/<n>/`): every friend in name order, with how
/// many comments each wrote, `friendsPerPage` a page.
enum FriendsListPage: PageKind {
    struct Inputs: PageInputs {
        /// This page's friends, in name order, and how many comments each wrote, at their positions.
        let friends: ArraySlice<Friend>
        let commentCounts: ArraySlice<Int>
        let page: ListPage
        /// Every friend, on all the pages.
        let friendCount: Int

        var key: Identifier? { page.key }

        func combine(into fingerprint: inout Fingerprint) {
            fingerprint.combine(encoding: Array(friends))
            fingerprint.combine(encoding: Array(commentCounts))
            fingerprint.combine(encoding: [page.number, page.count, friendCount])
        }
    }

    static let name = "friends list"
    static let template = TemplateName<PageContext<FriendsListViewModel>>("friends")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [Inputs] {
        let friends = index.friendsByName
        return ListPages.pages(of: friends.count, perPage: index.content.config.friendsPerPage).map { page, items in
            Inputs(
                friends: friends[items], commentCounts: index.friendCommentCounts[items], page: page,
                friendCount: friends.count)
        }
    }

    /// How many pages the friends list of `index` has.
    static func pageCount(in index: ContentIndex) -> Int {
        ListPages.count(of: index.friendsByName.count, perPage: index.content.config.friendsPerPage)
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.friendsListPage(inputs.page.number)]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let list = renderer.factory.friendsList(
            inputs.friends, commentCounts: inputs.commentCounts, page: inputs.page, friendCount: inputs.friendCount)
        return [
            renderer.framed(
                list, at: SiteURLs.friendsListPage(inputs.page.number), title: list.pageTitle, section: .friendsList,
                template: template)
        ]
    }
}
