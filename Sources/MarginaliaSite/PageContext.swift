import MarginaliaViewModels
import Mustache

/// What a page template reads: `layout` (the frame) and `page` (the page's view model).
struct PageContext<Page: Sendable>: Sendable {
    let layout: PageLayoutViewModel
    let page: Page
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
