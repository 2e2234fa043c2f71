import Foundation

/// A stable hash of the values a page is made from, the same in every process (Swift's `Hasher`
/// is seeded anew in each one), so that one build can tell whether a page's inputs changed since
/// the last: FNV-1a's xor-then-multiply over 8-byte words, with an odd 64-bit multiplier (the
/// golden ratio's) and a shift that mixes the high bits down. Not for defence against a chosen
/// collision: at worst, a page keeps its old text.
struct Fingerprint: Sendable, Equatable {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The hash as 16 hexadecimal digits.
    var text: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    mutating func combine(bytes: UnsafeRawBufferPointer) {
        var value = self.value
        var offset = 0
        while offset + 8 <= bytes.count {
            value = (value ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* Self.multiplier
            value ^= value >> 29
            offset += 8
        }
        while offset < bytes.count {
            value = (value ^ UInt64(bytes[offset])) &* Self.multiplier
            value ^= value >> 29
            offset += 1
        }
        self.value = value
    }

    /// A tag byte that says what follows, so that different shapes of values cannot give the
    /// same stream of bytes.
    mutating func combine(tag: UInt8) {
        combine(UInt64(tag))
    }

    mutating func combine(_ integer: UInt64) {
        value = (value ^ integer) &* Self.multiplier
        value ^= value >> 29
    }

    /// The text's length, then its UTF-8 bytes.
    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            combine(UInt64(utf8.count))
            combine(bytes: UnsafeRawBufferPointer(utf8))
        }
    }

    /// Every stored value of `value`, through its `Encodable` conformance: a field added to a model
    /// later is part of the fingerprint without anyone listing it here.
    mutating func combine<Value: Encodable>(encoding value: Value) {
        let encoder = FingerprintEncoder(self)
        // The encoder throws nothing; a value's own `encode(to:)` could, and then the tag marks it.
        do { try value.encode(to: encoder) } catch { encoder.fingerprint.combine(tag: 0xFF) }
        self = encoder.fingerprint
    }
}
