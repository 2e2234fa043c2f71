import MarginaliaContent

/// A response's validators, `ETag` and `Last-Modified`, made from the stamp of the file sent, and
/// the check of a conditional request against them (RFC 9110, section 13).
struct Validators: Equatable, Sendable {
    /// A strong entity tag: the file's inode, size and modification time, plus a variant when the
    /// server changed the bytes (the live-reload script added to a page).
    let eTag: String
    /// Seconds since 1970.
    let lastModified: Int64

    init(stamp: FileStamp) {
        eTag =
            "\"\(String(stamp.inode, radix: 16))-\(String(stamp.size, radix: 16))-\(String(stamp.modified, radix: 16))\""
        lastModified = stamp.modifiedSeconds
    }

    private init(eTag: String, lastModified: Int64) {
        self.eTag = eTag
        self.lastModified = lastModified
    }

    /// The validators of bytes made from the file and something else: the tag gets a variant,
    /// and the date is no earlier than `notBefore`.
    func variant(_ variant: String, notBefore: Int64) -> Validators {
        Validators(eTag: String(eTag.dropLast()) + "-" + variant + "\"", lastModified: max(lastModified, notBefore))
    }

    /// Whether a `GET` or `HEAD` with these headers is answered with `304 Not Modified`.
    /// `If-None-Match` (weak comparison, `*` allowed) takes precedence over `If-Modified-Since`.
    func notModified(ifNoneMatch: [String], ifModifiedSince: String?) -> Bool {
        if !ifNoneMatch.isEmpty {
            let tags = ifNoneMatch.flatMap { $0.split(separator: ",") }.map { $0.trimmingWhitespace() }
            return tags.contains { $0 == "*" || Self.opaque($0) == Self.opaque(Substring(eTag)) }
        }
        guard let ifModifiedSince, let since = HTTPDate.parse(ifModifiedSince) else { return false }
        return lastModified <= since
    }

    /// Whether a `Range` is honoured given the request's `If-Range` (RFC 9110, section 13.1.5):
    /// always without one; with an entity tag, only if it is this strong tag; with a date, only
    /// if it is this `Last-Modified` date. Otherwise the whole file is sent.
    func allowsRange(ifRange: String?) -> Bool {
        guard let ifRange = ifRange.map({ Substring($0).trimmingWhitespace() }) else { return true }
        if ifRange.hasPrefix("\"") || ifRange.hasPrefix("W/") { return ifRange == Substring(eTag) }
        return HTTPDate.parse(String(ifRange)) == lastModified
    }

    /// The tag without a weakness prefix, for weak comparison.
    private static func opaque(_ tag: Substring) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : tag
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
