/// The parts of a webmention.io entry (jf2, as its API's `mentions.jf2` returns them) that the
/// import uses. Nothing else of an entry is declared, so nothing else is decoded: no e-mail
/// address or IP address can reach a fixture.
struct WebmentionEntry: Decodable {
    var type: String?
    var author: Author?
    /// The mention's own address (the source's permalink, or Bridgy's copy of it).
    var url: String?
    var published: String?
    var name: String?
    var content: Content?
    var wmId: WebmentionID?
    var wmReceived: String?
    var wmSource: String?
    var wmTarget: String?
    /// `in-reply-to`, `like-of`, `repost-of`, `bookmark-of`, `mention-of` (or `rsvp`).
    var wmProperty: String?
    var wmPrivate: Bool?

    private enum CodingKeys: String, CodingKey {
        case type, author, url, published, name, content
        case wmId = "wm-id"
        case wmReceived = "wm-received"
        case wmSource = "wm-source"
        case wmTarget = "wm-target"
        case wmProperty = "wm-property"
        case wmPrivate = "wm-private"
    }

    /// The h-card of the person who wrote the source.
    struct Author: Decodable {
        var name: String?
        var photo: String?
        var url: String?
    }

    struct Content: Decodable {
        var html: String?
        var text: String?
    }
}

/// webmention.io's id of a mention: a number in its API, sometimes a string in caches that
/// blogs keep.
struct WebmentionID: Decodable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int64.self) {
            text = String(number)
        } else {
            text = try container.decode(String.self)
        }
    }
}
