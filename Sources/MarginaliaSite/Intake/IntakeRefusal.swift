import MarginaliaLocale
import MarginaliaViewModels

/// Why the intake did not take a comment: each is a page in the reader's language that says what
/// to do (`message`), and a status for the server to send.
package enum IntakeRefusal: Error, Sendable, Equatable {
    case nameMissing, bodyMissing
    case nameTooLong(limit: Int)
    case websiteTooLong(limit: Int)
    case bodyTooLong(limit: Int)
    case websiteInvalid, emailInvalid, controlCharacters
    case unknownPost, unknownParent
    /// The preview was sent back sooner than its minimum age, or later than its maximum.
    case tooFast, expired
    /// The fields differ from those the preview signed.
    case tampered
    /// The preview was sent before.
    case used
    /// The field people leave empty was filled in.
    case trap
    /// Too many requests from the sender's network; `retryAfter` in seconds.
    case rateLimited(retryAfter: Int)
    /// The same body is already on the post, or waiting for review.
    case duplicate
    /// The form could not be read: not form encoding, invalid UTF-8, a field given twice.
    case malformed
    /// The body was sent as something else than form encoding.
    case unsupportedType
    case tooLarge
    /// The comment could not be saved (the disk is full, say).
    case unavailable

    /// The rule's name, for the log.
    package var rule: String {
        switch self {
        case .nameMissing: "name-missing"
        case .bodyMissing: "body-missing"
        case .nameTooLong: "name-too-long"
        case .websiteTooLong: "website-too-long"
        case .bodyTooLong: "body-too-long"
        case .websiteInvalid: "website-invalid"
        case .emailInvalid: "email-invalid"
        case .controlCharacters: "control-characters"
        case .unknownPost: "unknown-post"
        case .unknownParent: "unknown-parent"
        case .tooFast: "token-too-young"
        case .expired: "token-expired"
        case .tampered: "token-mismatch"
        case .used: "token-used"
        case .trap: "honeypot"
        case .rateLimited: "rate-limit"
        case .duplicate: "duplicate"
        case .malformed: "malformed"
        case .unsupportedType: "content-type"
        case .tooLarge: "too-large"
        case .unavailable: "unavailable"
        }
    }

    /// What the reader is told, in their language.
    package func message(in words: Phrasebook) -> String {
        switch self {
        case .nameMissing: words.text(.refusedNameMissing)
        case .bodyMissing: words.text(.refusedBodyMissing)
        case .nameTooLong(let limit): words.text(.refusedNameTooLong, count: limit)
        case .websiteTooLong(let limit): words.text(.refusedWebsiteTooLong, count: limit)
        case .bodyTooLong(let limit): words.text(.refusedBodyTooLong, count: limit)
        case .websiteInvalid: words.text(.refusedWebsiteInvalid)
        case .emailInvalid: words.text(.refusedEmailInvalid)
        case .controlCharacters: words.text(.refusedControlCharacters)
        case .unknownPost: words.text(.refusedUnknownPost)
        case .unknownParent: words.text(.refusedUnknownParent)
        case .tooFast: words.text(.refusedTooFast)
        case .expired: words.text(.refusedExpired)
        case .tampered: words.text(.refusedTampered)
        case .used: words.text(.refusedUsed)
        case .trap: words.text(.refusedTrap)
        case .rateLimited: words.text(.refusedRateLimited)
        case .duplicate: words.text(.refusedDuplicate)
        case .malformed, .unsupportedType: words.text(.refusedMalformed)
        case .tooLarge: words.text(.refusedTooLarge)
        case .unavailable: words.text(.refusedUnavailable)
        }
    }

    /// The HTTP status the refusal is sent with.
    package var status: Int {
        switch self {
        case .unknownPost: 404
        case .rateLimited: 429
        case .duplicate, .used: 409
        case .malformed: 400
        case .unsupportedType: 415
        case .tooLarge: 413
        case .unavailable: 503
        default: 422
        }
    }
}
