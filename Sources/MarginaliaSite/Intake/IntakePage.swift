import MarginaliaModels

/// A page the intake answers with.
package enum IntakePage: Sendable {
    /// The form that answers `parent` (or starts a thread on `post`), filled in with `draft`.
    case reply(post: Post, parent: Comment?, draft: CommentDraft)
    /// `draft` as it will appear, with the button that sends it: `fields` are the hidden fields
    /// that button posts (the draft's, when it was made and the signature).
    case preview(post: Post, parent: Comment?, draft: CommentDraft, fields: [(name: String, value: String)])
    /// The note that a comment on `post` arrived and waits for review.
    case received(post: Post)
    /// Why a comment was not taken, with the form filled in with `draft` when there is a post to
    /// send it to.
    case refused(IntakeRefusal, post: Post?, parent: Comment?, draft: CommentDraft?)
}
