import MarginaliaLocale
import MarginaliaTemplates
import MarginaliaViewModels

// The words a template writes itself ("Posts", "Comments", "Reply"): every message of the site
// that has no placeholder and no count, under its key (`{{words.navigationPosts}}`). A view model
// gives its language's as `words`; a theme that reads a key no message has fails to load.
extension Phrasebook: TemplateModel {
    public static let templateFields = TemplateFields<Self>(
        SiteMessage.allCases.filter { $0.declaration.allowedPlaceholders.isEmpty }.map { message in
            .text(message.rawValue) { $0.text(message) }
        })
}
