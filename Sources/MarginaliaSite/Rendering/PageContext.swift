import MarginaliaTemplates
import MarginaliaViewModels

/// What a page template reads: `layout` (the frame every page shares) and `page` (the page's own
/// view model).
package struct PageContext<Page: TemplateModel>: TemplateModel {
    package let layout: PageLayoutViewModel
    package let page: Page

    package init(layout: PageLayoutViewModel, page: Page) {
        self.layout = layout
        self.page = page
    }

    /// A generic type cannot hold a stored `static let`; the engine reads this once per page.
    package static var templateFields: TemplateFields<Self> {
        TemplateFields([
            .object("layout", of: PageLayoutViewModel.self) { $0.layout },
            .object("page", of: Page.self) { $0.page },
        ])
    }

    /// How the checker's messages name it ("names nothing a post page or a page (layout and
    /// page) can answer").
    package static var templateDescription: String { "a page (layout and page)" }
}
