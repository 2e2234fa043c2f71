import MarginaliaViewModels
import Mustache

/// What a page template reads: `layout` (the frame) and `page` (the page's view model), both
/// handed to the renderer by reference (see `TemplateReference`).
struct PageContext<Page: MustacheParent & Sendable>: Sendable {
    let layout: TemplateReference<PageLayoutViewModel>
    let page: TemplateReference<Page>

    init(layout: PageLayoutViewModel, page: Page) {
        self.layout = TemplateReference(layout)
        self.page = TemplateReference(page)
    }
}

extension PageContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "page": page
        default: nil
        }
    }
}
