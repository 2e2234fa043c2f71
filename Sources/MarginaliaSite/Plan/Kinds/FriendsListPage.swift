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
        /// This page's number, from 1, and how many pages the list has.
        let page: Int
        let pageCount: Int
        /// Every friend, on all the pages.
        let friendCount: Int

        /// Page 1 is the list's only page when it has one: `nil`, like every kind of one page.
        var key: Identifier? { page > 1 ? Identifier(String(page)) : nil }

        func combine(into fingerprint: inout Fingerprint) {
            fingerprint.combine(encoding: Array(friends))
            fingerprint.combine(encoding: Array(commentCounts))
            fingerprint.combine(encoding: [page, pageCount, friendCount])
        }
    }

    static let name = "friends list"
    static let template = TemplateName<PageContext<FriendsListViewModel>>("friends")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [Inputs] {
        let friends = index.friendsByName
        let pageCount = pageCount(in: index)
        return (1...pageCount).map { page in
            let range = ListPages.range(
                ofPage: page, count: friends.count, perPage: index.content.config.friendsPerPage)
            return Inputs(
                friends: friends[range], commentCounts: index.friendCommentCounts[range], page: page,
                pageCount: pageCount, friendCount: friends.count)
        }
    }

    /// How many pages the friends list of `index` has.
    static func pageCount(in index: ContentIndex) -> Int {
        ListPages.count(of: index.friendsByName.count, perPage: index.content.config.friendsPerPage)
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.friendsListPage(inputs.page)]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let list = renderer.factory.friendsList(
            inputs.friends, commentCounts: inputs.commentCounts, page: inputs.page, pageCount: inputs.pageCount,
            friendCount: inputs.friendCount)
        return [
            renderer.framed(
                list, at: SiteURLs.friendsListPage(inputs.page), title: list.pageTitle, section: .friendsList,
                template: template)
        ]
    }
}
