import MarginaliaSite

/// The preview's signature: HMAC-SHA256 (RFC 2104) with the intake's secret over the post, the
/// parent, the name, the website, the e-mail, the body and when the preview was made, each field
/// preceded by its length, so that no two drafts sign alike.
struct CommentSignature: Sendable {
    private let innerKey: [UInt8]
    private let outerKey: [UInt8]

    /// A signer with `secret` (at most one block of 64 bytes is used as it is; longer is hashed).
    init(secret: [UInt8]) {
        var key = secret.count > 64 ? SHA256.digest(secret) : secret
        key += [UInt8](repeating: 0, count: 64 - key.count)
        innerKey = key.map { $0 ^ 0x36 }
        outerKey = key.map { $0 ^ 0x5c }
    }

    /// HMAC-SHA256 of `message`, 32 bytes.
    func mac(_ message: [UInt8]) -> [UInt8] {
        SHA256.digest(outerKey + SHA256.digest(innerKey + message))
    }

    /// The token of `draft` previewed at `issued` (seconds since 1970), as 64 hexadecimal digits.
    func token(for draft: CommentDraft, issued: Int) -> String {
        var message: [UInt8] = []
        for field in [draft.postId, draft.parentId, draft.name, draft.website, draft.email, draft.body, String(issued)]
        {
            let bytes = Array(field.utf8)
            message += withUnsafeBytes(of: UInt64(bytes.count).bigEndian, Array.init)
            message += bytes
        }
        return SHA256.hex(mac(message))
    }

    /// Whether `token` is the token of `draft` at `issued`, compared in constant time.
    func verifies(_ token: String, for draft: CommentDraft, issued: Int) -> Bool {
        let expected = Array(self.token(for: draft, issued: issued).utf8)
        let given = Array(token.utf8)
        guard given.count == expected.count else { return false }
        var difference: UInt8 = 0
        for index in given.indices { difference |= given[index] ^ expected[index] }
        return difference == 0
    }
}
