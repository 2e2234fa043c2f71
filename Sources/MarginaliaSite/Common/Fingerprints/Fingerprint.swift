import Foundation
import MarginaliaModels

/// A stable hash of the values a page is made from, the same in every process, so that one build
/// can tell whether a page's inputs changed since the last: the values' bytes mixed in turn by
/// `ByteMixing`. Not for defence against a chosen collision: at worst, a page keeps its old text.
struct Fingerprint: Sendable, Equatable {
    private(set) var value = ByteMixing.seed

    /// The hash as 16 hexadecimal digits.
    var text: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    mutating func combine(bytes: UnsafeRawBufferPointer) {
        value = ByteMixing.mixing(bytes, into: value)
    }

    /// A tag byte that says what follows, so that different shapes of values cannot give the
    /// same stream of bytes.
    mutating func combine(tag: UInt8) {
        combine(UInt64(tag))
    }

    mutating func combine(_ integer: UInt64) {
        value = ByteMixing.mixing(integer, into: value)
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
