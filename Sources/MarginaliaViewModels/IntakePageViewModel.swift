import MarginaliaText

/// A page of the intake server, in the post's language: the form to answer a comment, the preview
/// of a comment with the button that sends it, the note that it was received, or why it was not.
/// Each part is optional and the page shows those it has.
public struct IntakePageViewModel: Sendable, Equatable {
    public let layout: PageLayoutViewModel
    /// The post's title as written (untrusted), and its discussion on the site.
    public let postTitle: String
    public let postPageURL: String?
    /// What the page is about: its heading and, below it, what happens next or what to do.
    public let notice: Notice
    /// The comment being answered, as the site shows it.
    public let parent: CommentCellViewModel?
    /// The comment as it will appear, rendered by the site's pipeline.
    public let preview: CommentCellViewModel?
    /// The preview's send button: the same fields, hidden, with their signature.
    public let confirmation: Confirmation?
    /// The form, filled in with what was sent.
    public let form: CommentFormViewModel?
    public var words: Phrasebook { layout.words }

    /// The page's heading and what it has to say: what happens next, or why a comment was not
    /// taken and what to do (shown as an alert).
    public struct Notice: Sendable, Equatable {
        public let title: String
        public let message: String?
        public let refusal: String?

        public init(title: String, message: String? = nil, refusal: String? = nil) {
            self.title = title
            self.message = message
            self.refusal = refusal
        }
    }

    /// The hidden form that sends a previewed comment: every field as previewed, when the preview
    /// was made and the signature over them.
    public struct Confirmation: Sendable, Equatable {
        public let actionURL: String
        public let fields: [HiddenField]

        public init(actionURL: String, fields: [HiddenField]) {
            self.actionURL = actionURL
            self.fields = fields
        }
    }

    /// One hidden field of the confirmation.
    public struct HiddenField: Sendable, Equatable {
        public let name: String
        public let value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(
        layout: PageLayoutViewModel, postTitle: String, postPageURL: String?, notice: Notice,
        parent: CommentCellViewModel? = nil, preview: CommentCellViewModel? = nil, confirmation: Confirmation? = nil,
        form: CommentFormViewModel? = nil
    ) {
        self.layout = layout
        self.postTitle = postTitle
        self.postPageURL = postPageURL
        self.notice = notice
        self.parent = parent
        self.preview = preview
        self.confirmation = confirmation
        self.form = form
    }
}

extension IntakePageViewModel {
    /// The post's title, or "Untitled post" when it is blank.
    public var displayPostTitle: String { DisplayText.title(postTitle, blank: words.text(.untitledPost)) }
}
