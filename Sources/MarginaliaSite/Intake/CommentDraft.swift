import Foundation
import MarginaliaModels
import MarginaliaText

/// A comment as a reader sent it through the form, before it is checked: every field as text.
package struct CommentDraft: Sendable, Equatable {
    package var postId: String
    /// The comment it answers; empty for a top-level comment.
    package var parentId: String
    package var name: String
    package var website: String
    package var email: String
    package var body: String

    package init(
        postId: String, parentId: String = "", name: String, website: String = "", email: String = "", body: String
    ) {
        self.postId = postId
        self.parentId = parentId
        self.name = name
        self.website = website
        self.email = email
        self.body = body
    }

    /// How long each field may be, in characters.
    package struct Limits: Sendable, Equatable {
        package var name: Int
        package var website: Int
        package var email: Int
        package var body: Int

        package init(name: Int = 100, website: Int = 300, email: Int = 254, body: Int = 10_000) {
            self.name = name
            self.website = website
            self.email = email
            self.body = body
        }
    }

    /// The draft with the name, website and e-mail on one line (a line break or tab made a space)
    /// and trimmed, and the body's line ends made `\n` (as browsers send `\r\n`), so that what
    /// was previewed is what is signed and stored.
    package var normalized: CommentDraft {
        func oneLine(_ text: String) -> String {
            String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 }).trimmed
        }
        return CommentDraft(
            postId: postId.trimmed, parentId: parentId.trimmed, name: oneLine(name), website: oneLine(website),
            email: oneLine(email), body: body.replacing("\r\n", with: "\n").replacing("\r", with: "\n"))
    }

    /// The first rule the fields break, by the content reader's rules (no control characters, a
    /// link only to an `http(s)` address) and `limits`; `nil` when they break none. Whether the
    /// post and parent exist is the site's to say (`IntakeSite.check`).
    package func problem(limits: Limits) -> IntakeRefusal? {
        for text in [postId, parentId, name, website, email, body] where text != text.withoutControlCharacters {
            return .controlCharacters
        }
        if name.isEmpty { return .nameMissing }
        if name.count > limits.name { return .nameTooLong(limit: limits.name) }
        if website.count > limits.website { return .websiteTooLong(limit: limits.website) }
        if !website.isEmpty, SafeURL.checked(website, schemes: SafeURL.imageSchemes) != website {
            return .websiteInvalid
        }
        if email.count > limits.email || (!email.isEmpty && !Self.looksLikeAnAddress(email)) { return .emailInvalid }
        if body.trimmed.isEmpty { return .bodyMissing }
        if body.count > limits.body { return .bodyTooLong(limit: limits.body) }
        if !Identifier(postId).isSafePathSegment { return .unknownPost }
        if !parentId.isEmpty, !Identifier(parentId).isSafePathSegment { return .unknownParent }
        return nil
    }

    /// One `@` between a local part and a domain with a dot, no white space: enough to catch a
    /// slip, without pretending to validate an address.
    private static func looksLikeAnAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."),
            !parts[1].hasSuffix(".")
        else { return false }
        return !text.unicodeScalars.contains { $0.properties.isWhitespace }
    }

    /// The comment the draft becomes, with the id and author id the intake gives it, posted at `date`.
    package func comment(id: String, authorId: String, postedAt date: Date) -> Comment {
        Comment(
            id: Identifier(id), postId: Identifier(postId), parentId: parentId.isEmpty ? nil : Identifier(parentId),
            author: CommentAuthor(id: Identifier(authorId), name: name, url: website.isEmpty ? nil : website),
            body: body, postedAt: date)
    }
}
