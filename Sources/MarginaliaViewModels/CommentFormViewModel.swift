import MarginaliaText

/// The comment form: where it posts, which post and comment it answers, and what it holds when it
/// is shown again (after a preview or a refusal, so that nothing typed is lost). The generator
/// supplies the address; the field names are `CommentFormField`'s.
public struct CommentFormViewModel: Sendable, Equatable {
    /// Where the form posts: the intake's preview page.
    public let actionURL: String
    /// The post the comment is on.
    public let postId: String
    /// The comment it answers; `nil` for a top-level comment.
    public let parentId: String?
    /// The parent's author as written, for the "Reply to" heading.
    public let parentAuthorName: String?
    /// The fields as last sent (empty for a new form).
    public let name: String
    public let website: String
    public let email: String
    public let body: String
    /// Whether the form asks for an e-mail address (kept private by the intake).
    public let asksForEmail: Bool
    /// The form's id on its page, unique there (a post page may show several).
    public let formId: String
    public let words: Phrasebook

    public init(
        actionURL: String, postId: String, parentId: String? = nil, parentAuthorName: String? = nil,
        name: String = "", website: String = "", email: String = "", body: String = "", asksForEmail: Bool = false,
        formId: String = "comment-form", words: Phrasebook
    ) {
        self.actionURL = actionURL
        self.postId = postId
        self.parentId = parentId
        self.parentAuthorName = parentAuthorName
        self.name = name
        self.website = website
        self.email = email
        self.body = body
        self.asksForEmail = asksForEmail
        self.formId = formId
        self.words = words
    }
}

extension CommentFormViewModel {
    /// "Leave a comment", above a form that starts a thread.
    public var headingText: String? { parentAuthorName == nil ? words.text(.commentFormHeading) : nil }

    /// "Reply to Zoë", the name apart (the template isolates it), above a form that answers.
    public var replyHeading: NameInText? {
        parentAuthorName.map { name in
            words.text(
                .commentFormReplyHeading, around: "name", value: DisplayText.title(name, blank: words.text(.anonymous)))
        }
    }

    /// The ids of the form's parts, unique on a page with several forms.
    public var headingId: String { formId + "-heading" }
    public var hintId: String { formId + "-hint" }
}
