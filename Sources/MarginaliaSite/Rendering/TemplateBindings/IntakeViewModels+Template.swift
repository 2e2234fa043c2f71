import MarginaliaTemplates
import MarginaliaViewModels

extension CommentFormViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("actionURL") { $0.actionURL },
        .text("postId") { $0.postId },
        .text("parentId") { $0.parentId },
        .text("name") { $0.name },
        .text("website") { $0.website },
        .text("email") { $0.email },
        .text("body") { $0.body },
        .flag("asksForEmail") { $0.asksForEmail },
        .text("formId") { $0.formId },
        .text("headingId") { $0.headingId },
        .text("hintId") { $0.hintId },
        .text("headingText") { $0.headingText },
        .object("replyHeading", of: NameInText.self) { $0.replyHeading },
        .object("words", of: Phrasebook.self) { $0.words },
    ])
}

extension IntakePageViewModel: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .object("layout", of: PageLayoutViewModel.self) { $0.layout },
        .text("displayPostTitle") { $0.displayPostTitle },
        .text("postPageURL") { $0.postPageURL },
        .object("notice", of: Notice.self) { $0.notice },
        .object("parent", of: CommentCellViewModel.self) { $0.parent },
        .object("preview", of: CommentCellViewModel.self) { $0.preview },
        .object("confirmation", of: Confirmation.self) { $0.confirmation },
        .object("form", of: CommentFormViewModel.self) { $0.form },
        .object("words", of: Phrasebook.self) { $0.words },
    ])
}

extension IntakePageViewModel.Notice: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("title") { $0.title },
        .text("message") { $0.message },
        .text("refusal") { $0.refusal },
    ])
}

extension IntakePageViewModel.Confirmation: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("actionURL") { $0.actionURL },
        .list("fields", of: IntakePageViewModel.HiddenField.self) { $0.fields },
    ])
}

extension IntakePageViewModel.HiddenField: TemplateModel {
    public static let templateFields = TemplateFields<Self>([
        .text("name") { $0.name },
        .text("value") { $0.value },
    ])
}
