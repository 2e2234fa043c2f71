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
        let perPage = max(1, index.content.config.friendsPerPage)
        let pageCount = pageCount(in: index)
        return (1...pageCount).map { page in
            // Below `friends.count`, since every page but the last is full: no overflow.
            let start = (page - 1) * perPage
            let end = friends.count - start > perPage ? start + perPage : friends.count
            return Inputs(
                friends: friends[start..<end], commentCounts: index.friendCommentCounts[start..<end], page: page,
                pageCount: pageCount, friendCount: friends.count)
        }
    }

    /// How many pages the list of `friendCount` friends has, `perPage` a page: at least 1.
    static func pageCount(friendCount: Int, perPage: Int) -> Int {
        let perPage = max(1, perPage)
        return max(1, friendCount / perPage + (friendCount % perPage == 0 ? 0 : 1))
    }

    /// How many pages the friends list of `index` has.
    static func pageCount(in index: ContentIndex) -> Int {
        pageCount(friendCount: index.friendsByName.count, perPage: index.content.config.friendsPerPage)
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
