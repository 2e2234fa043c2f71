/// A fingerprint of an output file's text, to tell whether a page rendered again differs from
/// the file already written. It uses `Hasher` (SipHash, seeded per process), so digests are
/// compared within one process only and are never stored.
enum OutputDigest {
    static func of(_ text: String) -> Int {
        var hasher = Hasher()
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return hasher.finalize()
    }
}
