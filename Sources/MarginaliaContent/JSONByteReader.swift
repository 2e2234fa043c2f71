import MarginaliaModels

/// Reads JSON values from UTF-8 bytes, one token at a time, for `CommentBytesDecoder`.
///
/// Every read answers `nil` when the text is not in the narrow form it accepts (a string with a
/// raw control byte, a lone surrogate escape or invalid UTF-8; a number that is not a plain integer
/// of at most 18 digits). `nil` never means "invalid JSON" for sure: it means "let `JSONDecoder`
/// decide", which also reports the error.
struct JSONByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset: Int

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes.assumingMemoryBound(to: UInt8.self)
        self.offset = 0
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte after white space, without consuming it.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return isAtEnd ? nil : bytes[offset]
    }

    /// Consumes `byte` (after white space) if it comes next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    /// Consumes `null` if it comes next.
    mutating func consumeNull() -> Bool {
        guard peek() == UInt8(ascii: "n"), offset + 4 <= bytes.count,
            bytes[offset + 1] == UInt8(ascii: "u"), bytes[offset + 2] == UInt8(ascii: "l"),
            bytes[offset + 3] == UInt8(ascii: "l")
        else { return false }
        offset += 4
        return true
    }

    /// An object key made only of bytes that need no escape, as raw bytes; it must be followed by `:`.
    mutating func key() -> UnsafeBufferPointer<UInt8>? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = offset
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
            guard bytes[offset] != UInt8(ascii: "\\"), bytes[offset] >= 0x20 else { return nil }
            offset += 1
        }
        guard offset < bytes.count else { return nil }
        let key = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        offset += 1
        return consume(UInt8(ascii: ":")) ? key : nil
    }

    /// Where a string value's UTF-8 bytes are once it is read: between its quotes in the input,
    /// when it holds no escape, or in the caller's `scratch`, with its escapes decoded there.
    private enum StringBytes {
        case input(Range<Int>)
        case scratch
    }

    /// A string value. `scratch` is reused between calls for strings with escapes.
    mutating func string(scratch: inout [UInt8]) -> String? {
        switch stringBytes(scratch: &scratch) {
        case .input(let range): Self.validString(UnsafeBufferPointer(rebasing: bytes[range]))
        case .scratch: scratch.withUnsafeBufferPointer(Self.validString)
        case nil: nil
        }
    }

    /// The text of `bytes` if they are valid UTF-8. Checked as a `UTF8Span`, then copied:
    /// `String(validating:as:)` is generic over the encoding, and looked its type up in the
    /// runtime's shared table, under a lock, for every string of every comment.
    private static func validString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let span = try? UTF8Span(validating: bytes.span) else { return nil }
        return String(copying: span)
    }

    /// A string value checked as `string(scratch:)` checks it, given as where its bytes are
    /// (between the quotes, still escaped) and their digest (`StoredBody.digest(of:)`), for a body
    /// left in its file. No `String` is made: its UTF-8 is checked where it lies, rather than
    /// copied into a text made only to be dropped.
    mutating func storedString(scratch: inout [UInt8]) -> (range: Range<Int>, digest: UInt64)? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = offset + 1
        let isValid =
            switch stringBytes(scratch: &scratch) {
            case .input(let range): Self.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[range]))
            case .scratch: scratch.withUnsafeBufferPointer(Self.isValidUTF8)
            case nil: false
            }
        guard isValid else { return nil }
        let range = start..<(offset - 1)
        return (range, StoredBody.digest(of: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range]))))
    }

    /// Reads a string value up to and past its closing quote: where its bytes are, or `nil` for
    /// a raw control byte, a bad escape or no closing quote. The UTF-8 is not checked yet.
    private mutating func stringBytes(scratch: inout [UInt8]) -> StringBytes? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = offset
        skipPlainStringBytes()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
            offset += 1
            return .input(start..<(offset - 1))
        }
        // An escape, a control byte or the end of the text: `escapedRest` takes it from here.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        return escapedRest(into: &scratch) ? .scratch : nil
    }

    /// Whether `bytes` are valid UTF-8, checked where they lie.
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        (try? UTF8Span(validating: bytes.span)) != nil
    }

    /// The rest of a string that holds an escape, decoded into `text`; `false` for a bad
    /// escape, a raw control byte or no closing quote.
    private mutating func escapedRest(into text: inout [UInt8]) -> Bool {
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return true
            case UInt8(ascii: "\\"):
                guard offset < bytes.count else { return false }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return false }
                    UTF8.encode(scalar) { text.append($0) }
                default: return false
                }
            case 0x00..<0x20:
                return false
            default:
                // Copy the run up to the next quote, escape or control byte at once.
                let runStart = offset - 1
                skipPlainStringBytes()
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
            }
        }
        return false
    }

    /// Moves past bytes that stand for themselves inside a string: not a quote, a backslash or a
    /// control byte.
    private mutating func skipPlainStringBytes() {
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { return }
            offset += 1
        }
    }

    /// The scalar of a `\u` escape (its four hex digits come next), or of a surrogate pair of
    /// them; `nil` for a lone surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let unit = hexQuad() else { return nil }
        guard (0xD800..<0xDC00).contains(unit) else { return Unicode.Scalar(unit) }
        guard offset + 2 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
        else { return nil }
        offset += 2
        guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00))
    }

    /// Four hex digits.
    private mutating func hexQuad() -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            offset += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A plain integer: an optional `-` and 1 to 18 digits, no leading zero, no fraction or
    /// exponent, followed by a byte that ends a value.
    mutating func integer() -> Int64? {
        skipWhitespace()
        var index = offset
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let digitsStart = index
        var value: Int64 = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            // A 19th digit could overflow `value`: such numbers are left to JSONDecoder.
            guard index - digitsStart < 18 else { return nil }
            value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        let digitCount = index - digitsStart
        guard digitCount > 0, digitCount == 1 || bytes[digitsStart] != UInt8(ascii: "0"),
            !(negative && value == 0)
        else { return nil }
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: break
            default: return nil
            }
        }
        offset = index
        return negative ? -value : value
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }
}
