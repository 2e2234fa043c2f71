import Foundation
import MarginaliaContent
import MarginaliaModels

/// Decodes the payload as a comments file whole, and in the pieces `JSONArraySplitter` cuts (as
/// `ContentStore` does for large files). Invariants: the pieces are in order, inside the text and
/// apart; when every piece decodes, the whole file decodes to the same comments, because the
/// store then trusts the pieces and never decodes the whole. And wherever `CommentBytesDecoder`
/// gives comments (for the whole or a piece), `JSONDecoder` gives the same ones.
struct SplitterCheck {
    let data: Data

    init(payload: [UInt8]) {
        data = Data(payload)
    }

    func run() throws(FuzzFailure) {
        let whole = try? JSONDecoder().decode([Comment].self, from: data)
        if let fast = data.withUnsafeBytes { CommentBytesDecoder.comments(inArray: $0) }, fast != whole {
            throw FuzzFailure(
                .splitter,
                "the byte decoder gives \(fast.count) comments, JSONDecoder \(whole.map { "\($0.count)" } ?? "an error")"
            )
        }
        for count in [2, 3, 16] {
            let pieces = data.withUnsafeBytes { JSONArraySplitter.pieces(of: $0, count: count) }
            try checkChunks(count: count, against: pieces)
            guard let pieces else { continue }
            var end = 0
            for piece in pieces {
                guard piece.lowerBound >= end, piece.upperBound <= data.count else {
                    throw FuzzFailure(.splitter, "pieces out of order or outside the text: \(pieces)")
                }
                end = piece.upperBound
            }
            guard let decoded = try decode(pieces) else { continue }
            guard decoded == whole else {
                let wholeText = whole.map { "\($0.count) comments" } ?? "an error"
                throw FuzzFailure(
                    .splitter,
                    "\(pieces.count) pieces decode to \(decoded.count) comments, the whole file to \(wholeText)")
            }
        }
    }

    /// Cuts the text fed in chunks of 7 bytes, as `ContentStore` reads a large file: the same
    /// pieces as `whole`, the cut of the whole text.
    private func checkChunks(count: Int, against whole: [Range<Int>]?) throws(FuzzFailure) {
        let bytes = [UInt8](data)
        let start = bytes.withUnsafeBytes(JSONArraySplitter.contentStart(of:))
        guard let start else { return }
        var cutter = JSONArrayCutter(contentStart: start, pieceLength: max(1, (bytes.count - start) / count))
        for offset in stride(from: 0, to: bytes.count, by: 7) {
            bytes[offset..<min(offset + 7, bytes.count)].withUnsafeBytes { cutter.scan($0, at: offset) }
        }
        var chunked = cutter.finish()
        if let pieces = chunked, pieces.count > 1, !pieces.allSatisfy({ JSONArraySplitter.isWholePiece(bytes[$0]) }) {
            chunked = nil
        }
        guard chunked == whole else {
            throw FuzzFailure(
                .splitter,
                "cut in chunks: \(chunked.map { "\($0)" } ?? "refused"), whole: \(whole.map { "\($0)" } ?? "refused")")
        }
    }

    /// The comments of every piece, in order, or `nil` if a piece does not decode.
    private func decode(_ pieces: [Range<Int>]) throws(FuzzFailure) -> [Comment]? {
        var comments: [Comment] = []
        for range in pieces {
            var piece = Data("[".utf8)
            piece.append(data[range])
            piece.append(contentsOf: "]".utf8)
            let decoded = try? JSONDecoder().decode([Comment].self, from: piece)
            let fast = data.withUnsafeBytes {
                CommentBytesDecoder.comments(inElements: UnsafeRawBufferPointer(rebasing: $0[range]))
            }
            if let fast, fast != decoded {
                throw FuzzFailure(
                    .splitter,
                    "the byte decoder gives \(fast.count) comments for piece \(range), JSONDecoder \(decoded.map { "\($0.count)" } ?? "an error")"
                )
            }
            guard let decoded else { return nil }
            comments += decoded
        }
        return comments
    }
}
