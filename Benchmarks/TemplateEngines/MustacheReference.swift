import MarginaliaModels
import MarginaliaText
import MarginaliaViewModels
import Mustache

// How the build handed view models to swift-mustache before `MarginaliaTemplates` (commit
// 502cf5a, `Sources/MarginaliaSite/TemplateBindings/`), kept here so that the benchmark renders
// the page with the old binding exactly as the build did.

/// A view model handed to swift-mustache by reference: casting a struct to `MustacheParent` for
/// every tag boxes a copy of it.
struct TemplateReference<Model: MustacheParent & Sendable>: MustacheParent, Sendable {
    private let storage: Storage

    init(_ model: Model) {
        storage = Storage(model)
    }

    private final class Storage: Sendable {
        let model: Model

        init(_ model: Model) {
            self.model = model
        }
    }

    func child(named name: String) -> Any? {
        let value = storage.model.child(named: name)
        if let text = value as? String { return TemplateText(renderText: text) }
        return value
    }

    static func each(_ models: [Model]) -> [TemplateReference<Model>] {
        models.map(TemplateReference.init)
    }
}

/// Text printed from `renderText` after two casts instead of five.
struct TemplateText: MustacheCustomRenderable, MustacheParent, Sendable {
    let renderText: String

    var isNull: Bool { false }

    func child(named name: String) -> Any? { nil }
}

/// The escaper the templates select with `{{% CONTENT_TYPE: HTML }}`.
struct HTMLEscaping: MustacheContentType {
    func escapeText(_ text: String) -> String {
        text.attributeEscaped
    }

    static func register() {
        MustacheContentTypes.register(HTMLEscaping(), named: "HTML")
    }
}

/// What a page template reads: `layout` and `page`.
struct MustachePageContext<Page: MustacheParent & Sendable>: MustacheParent, Sendable {
    let layout: TemplateReference<PageLayoutViewModel>
    let page: TemplateReference<Page>

    init(layout: PageLayoutViewModel, page: Page) {
        self.layout = TemplateReference(layout)
        self.page = TemplateReference(page)
    }

    func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "page": page
        default: nil
        }
    }
}
