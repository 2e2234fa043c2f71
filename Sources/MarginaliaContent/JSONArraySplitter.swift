import MarginaliaText

/// Cuts the text of a large top-level JSON array into a few pieces at element boundaries, so that
/// the pieces can be decoded on all cores at once. `JSONDecoder` works on one core, and one big
/// `comments.json` is common (exports come that way).
///
/// It tracks strings and nesting only, and leaves the rest of JSON to the decoder, which sees
/// every byte inside the pieces. What no piece holds is checked here, since a store that decoded
/// every piece never decodes the whole text: the array must close with `]` and nothing but white
/// space may follow it, and no element next to a cut may be empty. A piece must not end with a
/// comma either: Foundation accepts one trailing comma (`[a,]`), so `[a, , b]` cut after the
/// second comma would pass as `[a, ]` and `[ b]`. A NUL byte (never in UTF-8 JSON) also gives
/// `nil`: after `[` it would make the decoder read a piece as UTF-16.
package enum JSONArraySplitter {
    /// Byte ranges of the array's content (without the outer brackets), each a comma-separated run
    /// of whole elements, about `count` of them; `nil` if the text is not an array, or not one that
    /// can be cut safely.
    package static func pieces(of bytes: UnsafeRawBufferPointer, count: Int) -> [Range<Int>]? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, isWhiteSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "["), count > 0 else { return nil }
        let start = index + 1
        let target = max(1, (bytes.count - start) / count)
        var pieces: [Range<Int>] = []
        var pieceStart = start
        var depth = 1
        var inString = false
        index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 { return nil }
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                } else {
                    // Most bytes are inside strings: skip to the byte before the next quote,
                    // backslash or NUL, eight bytes at a time.
                    let utf8 = bytes.assumingMemoryBound(to: UInt8.self)
                    let runEnd = utf8.firstIndex(from: index + 1, where: endsStringRun, wordMayMatch: mayEndStringRun)
                    index = (runEnd ?? bytes.count) - 1
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 {
                        pieces.append(pieceStart..<index)
                        return isWellFormed(pieces, in: bytes, closingAt: index) ? pieces : nil
                    }
                case UInt8(ascii: ","):
                    if depth == 1, index - pieceStart >= target {
                        pieces.append(pieceStart..<index)
                        pieceStart = index + 1
                    }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// Whether the array closes with `]` followed by white space only, and, when there are several
    /// pieces, each holds an element at both ends: not blank (`[a, ]` cut at the comma, `[ ,a]`),
    /// not starting or ending with a comma (`[a, , b]`).
    private static func isWellFormed(_ pieces: [Range<Int>], in bytes: UnsafeRawBufferPointer, closingAt close: Int)
        -> Bool
    {
        guard bytes[close] == UInt8(ascii: "]"),
            bytes[(close + 1)...].allSatisfy(isWhiteSpace)
        else { return false }
        guard pieces.count > 1 else { return true }
        return pieces.allSatisfy { range in
            let piece = bytes[range]
            guard let first = piece.first(where: { !isWhiteSpace($0) }),
                let last = piece.last(where: { !isWhiteSpace($0) })
            else { return false }
            return first != UInt8(ascii: ",") && last != UInt8(ascii: ",")
        }
    }

    private static func endsStringRun(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0
    }

    /// Whether eight bytes may hold one that `endsStringRun` (never a wrong "no").
    private static func mayEndStringRun(_ word: UInt64) -> Bool {
        ByteWords.contains(UInt8(ascii: "\""), in: word) || ByteWords.contains(UInt8(ascii: "\\"), in: word)
            || ByteWords.containsByte(below: 1, in: word)
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
