import MarginaliaTemplates
import MarginaliaViewModels

extension NameInText: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("before") { $0.before },
        .text("name") { $0.name },
        .text("after") { $0.after },
    ])
}
