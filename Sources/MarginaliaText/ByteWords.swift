/// Tests on eight bytes at once, read as one 64-bit word: whether the word holds a given byte, or
/// a byte below a bound. Each is exact about whether there is one (never a wrong "no"), so a scan
/// looks at single bytes only in words that hold what it looks for.
///
/// Public rather than `package`: other modules inline public `@inlinable` code, while a
/// `package` one was still called out of line from them (seen in a release build's disassembly).
public enum ByteWords {
    @usableFromInline static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @usableFromInline static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// Whether a byte of `word` is `byte`.
    @inlinable @inline(__always)
    public static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        containsByte(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// Whether a byte of `word` is below `bound`, which is at most 0x80.
    @inlinable @inline(__always)
    public static func containsByte(below bound: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(bound)) & ~word & highBits != 0
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The position of the first byte from `start` on that `matches`. Reads eight bytes at a time
    /// and looks at single bytes only in the words for which `wordMayMatch` is true (it must be
    /// true for every word holding a matching byte).
    @inlinable @inline(__always)
    public func firstIndex(from start: Int = 0, where matches: (UInt8) -> Bool, wordMayMatch: (UInt64) -> Bool)
        -> Int?
    {
        guard let base = baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= count {
            if wordMayMatch(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                for position in index..<index + 8 where matches(self[position]) { return position }
            }
            index += 8
        }
        while index < count {
            if matches(self[index]) { return index }
            index += 1
        }
        return nil
    }
}
