import MarginaliaTemplates

/// Small declared models for the engine's tests: a page holding comments, each with replies.
struct TestPage: TemplateModel {
    var title: String
    var subtitle: String?
    var isOpen = true
    var count: Int? = 3
    var comments: [TestComment] = []
    var tags: [String] = []
    var author: TestAuthor?
    var bodyHTML = "<p>Hi</p>"
    var dataJSON = Array(#"{"a":"<b>"}"#.utf8)

    static let templateFields = TemplateFields<TestPage>([
        .text("title") { $0.title },
        .text("subtitle") { $0.subtitle },
        .flag("isOpen") { $0.isOpen },
        .number("count") { $0.count },
        .list("comments", of: TestComment.self) { $0.comments },
        .texts("tags") { $0.tags },
        .object("author", of: TestAuthor.self) { $0.author },
        .html("bodyHTML") { $0.bodyHTML },
        .htmlUTF8("dataJSON") { $0.dataJSON },
    ])
}

struct TestComment: TemplateModel {
    var text: String
    var title: String?
    var replyURL: String?
    var replies: [TestComment] = []
    var author: TestAuthor?

    static let templateFields = TemplateFields<TestComment>([
        .text("text") { $0.text },
        .text("title") { $0.title },
        .text("replyURL") { $0.replyURL },
        .list("replies", of: TestComment.self) { $0.replies },
        .flag("hasReplies") { !$0.replies.isEmpty },
        .object("author", of: TestAuthor.self) { $0.author },
    ])
    static let templateDescription = "a test comment"
}

struct TestAuthor: TemplateModel {
    var name: String

    static let templateFields = TemplateFields<TestAuthor>([
        .text("name") { $0.name }
    ])
}

/// Loads templates from memory (origin "T") with one root, `page`, rendered with `TestPage`.
func library(_ templates: [String: String], root: String = "page") throws(TemplateLoadError) -> TemplateLibrary {
    try TemplateLibrary(templates: templates, roots: [TemplateRoot(root, TestPage.self)], origin: "T")
}

/// The problems loading `templates` reports, as "file:line:col: message" lines.
func problems(_ templates: [String: String]) -> [String] {
    do {
        _ = try library(templates)
        return []
    } catch {
        return error.problems.map(\.description)
    }
}
