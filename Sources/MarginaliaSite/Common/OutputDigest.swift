/// A fingerprint of an output file's bytes, to tell whether a page rendered again differs from
/// the file already written. It uses `Hasher` (SipHash, seeded per process), so digests are
/// compared within one process only and are never stored.
enum OutputDigest {
    static func of(_ bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}
