/// The hash step a page's `Fingerprint` and a stored body's digest (`StoredBody.digest(of:)`) are
/// made with, the same in every process (Swift's `Hasher` is seeded anew in each one): FNV-1a's
/// xor-then-multiply over 8-byte words, with an odd 64-bit multiplier (the golden ratio's) and a
/// shift that mixes the high bits down. Not for defence against a chosen collision.
public enum ByteMixing {
    /// The value to start from (FNV-1a's offset basis).
    public static let seed: UInt64 = 0xCBF2_9CE4_8422_2325
    public static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// `value` with `word` mixed in.
    @inlinable
    public static func mixing(_ word: UInt64, into value: UInt64) -> UInt64 {
        let mixed = (value ^ word) &* multiplier
        return mixed ^ (mixed >> 29)
    }

    /// `value` with `bytes` mixed in, eight at a time, then the bytes left one by one.
    @inlinable
    public static func mixing(_ bytes: UnsafeRawBufferPointer, into value: UInt64) -> UInt64 {
        var value = value
        var offset = 0
        while offset + 8 <= bytes.count {
            value = mixing(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self), into: value)
            offset += 8
        }
        while offset < bytes.count {
            value = mixing(UInt64(bytes[offset]), into: value)
            offset += 1
        }
        return value
    }
}
