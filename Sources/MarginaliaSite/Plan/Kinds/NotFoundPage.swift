import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// The not-found page (`404.html`), made from the shared inputs alone.
enum NotFoundPage: PageKind {
    struct Inputs: PageInputs {
        func combine(into fingerprint: inout Fingerprint) {}
    }

    static let name = "not found"
    static let template = TemplateName<PageContext<NotFoundPageViewModel>>("404")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [Inputs] {
        [Inputs()]
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.notFoundPage]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let page = NotFoundPageViewModel(words: renderer.factory.words)
        return [
            renderer.framed(
                page, at: SiteURLs.notFoundPage, title: page.title, section: .other,
                template: template)
        ]
    }
}
