/// Cuts the text of a large top-level JSON array into a few pieces at element boundaries, so that
/// the pieces can be decoded on all cores at once. `JSONDecoder` works on one core, and one big
/// `comments.json` is common (exports come that way).
///
/// It only tracks strings and nesting; whether the text is valid JSON is left to the decoder.
package enum JSONArraySplitter {
    /// Byte ranges of the array's content (without the outer brackets), each a comma-separated run
    /// of whole elements, about `count` of them; `nil` if the text is not an array.
    package static func pieces(of bytes: UnsafeRawBufferPointer, count: Int) -> [Range<Int>]? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
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
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 {
                        pieces.append(pieceStart..<index)
                        return pieces
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
}
