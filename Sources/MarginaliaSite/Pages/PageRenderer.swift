import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// What the kinds of page render with (`PageKind.files(for:with:)`): the view-model factory and
/// the theme. It writes nothing.
package struct PageRenderer: Sendable {
    let factory: ViewModelFactory
    let templates: TemplateRenderer

    package init(factory: ViewModelFactory, templates: TemplateRenderer) {
        self.factory = factory
        self.templates = templates
    }

    /// A page in the site's frame: `page` in the layout made for the file at `path`, rendered with
    /// `template`.
    func framed<Page: TemplateModel>(
        _ page: Page, at path: String, title: String, section: PageLayoutViewModel.Section,
        template: TemplateName<PageContext<Page>>
    ) -> RenderedFile {
        let layout = factory.layout(forFileAt: path, pageTitle: title, section: section)
        return RenderedFile(
            path: path, bytes: templates.render(PageContext(layout: layout, page: page), template: template))
    }
}
