/// The fields of the comment form, by the names the form posts them under: the theme's form
/// (`partials/comment-form.mustache`) and the intake server read this one list.
public enum CommentFormField: String, CaseIterable, Sendable {
    /// The post the comment is on (its id).
    case post
    /// The comment it answers (its id); empty or absent for a top-level comment.
    case parent
    case name
    /// The author's website, optional.
    case website
    /// The author's e-mail address, optional; kept in the intake's private state only.
    case email
    /// The comment in Markdown.
    case body
    /// The field people leave empty (hidden from view); a program that fills every field fills it.
    case trap = "homepage"
    /// When the preview was made, in seconds since 1970 (the preview's confirm form only).
    case issued
    /// The preview's signature over the other fields (the preview's confirm form only).
    case token
}
