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
        if let fast = data.withUnsafeBytes(CommentBytesDecoder.comments(inArray:)), fast != whole {
            throw FuzzFailure(
                .splitter,
                "the byte decoder gives \(fast.count) comments, JSONDecoder \(whole.map { "\($0.count)" } ?? "an error")"
            )
        }
        for count in [2, 3, 16] {
            guard let pieces = data.withUnsafeBytes({ JSONArraySplitter.pieces(of: $0, count: count) }) else {
                continue
            }
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
