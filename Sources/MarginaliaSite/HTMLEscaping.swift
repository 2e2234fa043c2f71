import MarginaliaModels
import Mustache

/// The escaping of `{{value}}` in the templates: `String.attributeEscaped`, the project's one
/// HTML escaper, registered as the `HTML` content type, which the templates select with
/// `{{% CONTENT_TYPE: HTML }}`.
///
/// It escapes the same five characters as swift-mustache's own HTML content type (`& < > " '`),
/// with two differences. It is a single pass over UTF-8 bytes: a large build escapes millions of
/// short values, and the library's escaper, a dictionary lookup per `Character`, was an eighth of
/// the build's time. And it also escapes one of the five when a combining mark follows it: the
/// library's escaper sees `"` U+0301 as one `Character` unequal to `"` and leaves the quote, so
/// untrusted text could end an attribute. A theme without the pragma line gets the library's
/// escaper, with that weakness.
struct HTMLEscaping: MustacheContentType {
    func escapeText(_ text: String) -> String {
        text.attributeEscaped
    }

    /// Makes `{{% CONTENT_TYPE: HTML }}` select this escaper in templates parsed afterwards.
    static func register() {
        MustacheContentTypes.register(HTMLEscaping(), named: "HTML")
    }
}
