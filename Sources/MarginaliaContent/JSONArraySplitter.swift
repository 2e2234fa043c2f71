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
        guard count > 0, let start = contentStart(of: bytes) else { return nil }
        var cutter = JSONArrayCutter(contentStart: start, pieceLength: max(1, (bytes.count - start) / count))
        cutter.scan(bytes, at: 0)
        guard let pieces = cutter.finish(), pieces.count <= 1 || pieces.allSatisfy({ isWholePiece(bytes[$0]) }) else {
            return nil
        }
        return pieces
    }

    /// Where the content of the array that `bytes` begin with starts: after a byte order mark,
    /// white space and `[`; `nil` when they do not begin an array.
    package static func contentStart(of bytes: UnsafeRawBufferPointer) -> Int? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, isWhiteSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        return index + 1
    }

    /// Whether one of several pieces holds an element at both ends: it is not blank (`[a, ]` cut at
    /// the comma, `[ ,a]`), and does not start or end with a comma (`[a, , b]`).
    package static func isWholePiece(_ piece: some BidirectionalCollection<UInt8>) -> Bool {
        guard let first = piece.first(where: { !isWhiteSpace($0) }),
            let last = piece.last(where: { !isWhiteSpace($0) })
        else { return false }
        return first != UInt8(ascii: ",") && last != UInt8(ascii: ",")
    }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

/// `JSONArraySplitter`'s cutting, fed the text in consecutive chunks, so that a file need not be
/// held whole to be cut (`ContentStore` reads a large comments file a chunk at a time). It tracks
/// strings and nesting only; the array must close with `]`, followed by white space only.
package struct JSONArrayCutter {
    /// About how many bytes a piece holds: a piece ends at the first top-level comma after it.
    private let pieceLength: Int
    private let contentStart: Int
    private var pieces: [Range<Int>] = []
    private var pieceStart: Int
    private var depth = 1
    private var inString = false
    /// The last chunk ended in a string's backslash: the next chunk's first byte is escaped.
    private var skipsFirstByte = false
    private var closed = false
    private var failed = false

    /// A cutter for a text whose array content starts at offset `contentStart`
    /// (`JSONArraySplitter.contentStart(of:)`).
    package init(contentStart: Int, pieceLength: Int) {
        self.pieceLength = max(1, pieceLength)
        self.contentStart = contentStart
        pieceStart = contentStart
    }

    /// Reads `chunk`, the text's bytes from `offset` on; bytes before the content start are skipped.
    package mutating func scan(_ chunk: UnsafeRawBufferPointer, at offset: Int) {
        guard !failed else { return }
        var index = max(0, contentStart - offset)
        if skipsFirstByte {
            skipsFirstByte = false
            index += 1
        }
        let utf8 = chunk.assumingMemoryBound(to: UInt8.self)
        while index < chunk.count {
            let byte = chunk[index]
            if closed {
                guard JSONArraySplitter.isWhiteSpace(byte) else { return fail() }
                index += 1
                continue
            }
            if byte == 0 { return fail() }
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                    if index == chunk.count { skipsFirstByte = true }
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                } else {
                    // Most bytes are inside strings: skip to the byte before the next quote,
                    // backslash or NUL, eight bytes at a time.
                    let runEnd = utf8.firstIndex(
                        from: index + 1, where: Self.endsStringRun, wordMayMatch: Self.mayEndStringRun)
                    index = (runEnd ?? chunk.count) - 1
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 {
                        guard byte == UInt8(ascii: "]") else { return fail() }
                        pieces.append(pieceStart..<(offset + index))
                        closed = true
                    }
                case UInt8(ascii: ","):
                    if depth == 1, offset + index - pieceStart >= pieceLength {
                        pieces.append(pieceStart..<(offset + index))
                        pieceStart = offset + index + 1
                    }
                default: break
                }
            }
            index += 1
        }
    }

    /// The pieces whose end has been found so far, in order: each but the array's last is
    /// followed by another. (`finish()` says whether the array closed.)
    package var foundPieces: [Range<Int>] { pieces }

    /// The pieces' byte ranges once every chunk is read; `nil` if the array did not close or
    /// something other than white space follows it. The caller checks that each of several pieces
    /// is whole (`JSONArraySplitter.isWholePiece`).
    package func finish() -> [Range<Int>]? {
        closed && !failed ? pieces : nil
    }

    private mutating func fail() {
        failed = true
    }

    private static func endsStringRun(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0
    }

    /// Whether eight bytes may hold one that `endsStringRun` (never a wrong "no").
    private static func mayEndStringRun(_ word: UInt64) -> Bool {
        ByteWords.contains(UInt8(ascii: "\""), in: word) || ByteWords.contains(UInt8(ascii: "\\"), in: word)
            || ByteWords.containsByte(below: 1, in: word)
    }
}
