/// Unicode's `White_Space` property, by code point, and trimming it from the ends of UTF-8 text.
///
/// The property is a short, stable list (it last changed in Unicode 6.3), so a switch answers it
/// without the table look-up that `Unicode.Scalar.Properties.isWhitespace` makes. A test checks
/// the two agree on every scalar.
package enum UnicodeWhiteSpace {
    /// Whether `scalar` has the `White_Space` property.
    package static func contains(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The range of `utf8` (valid UTF-8) left when white space is trimmed from both ends.
    package static func trimmedRange(of utf8: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = 0
        var end = utf8.count
        while start < end {
            let first = scalar(startingAt: start, in: utf8)
            guard contains(first.value) else { break }
            start += first.length
        }
        while start < end {
            var scalarStart = end - 1
            while scalarStart > start, utf8[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
            guard contains(scalar(startingAt: scalarStart, in: utf8).value) else { break }
            end = scalarStart
        }
        return start..<end
    }

    /// The code point that starts at `position` of valid UTF-8, and its length in bytes.
    private static func scalar(startingAt position: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (
        value: UInt32, length: Int
    ) {
        let lead = UInt32(utf8[position])
        let length =
            switch lead {
            case ..<0x80: 1
            case ..<0xE0: 2
            case ..<0xF0: 3
            default: 4
            }
        guard length > 1, position + length <= utf8.count else { return (lead, 1) }
        var value = lead & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(utf8[position + offset] & 0x3F) }
        return (value, length)
    }
}
