import Foundation
import MarginaliaModels

/// A large comments file read a range at a time, so that its bytes are never held whole beside
/// the comments decoded from them (a 1,000,000-comment file is 600 MB of text): the file is cut
/// into pieces by `JSONArrayCutter` reading one chunk after another, then each piece is read and
/// decoded on its own, on every core, and dropped.
extension ContentStore {
    /// What reading a comments file in ranges gave: its comments (or the problems of the file,
    /// found by decoding it whole), or the whole file, when it fits in one chunk.
    enum RangedRead {
        case decoded(Result<[Comment], ContentError>)
        case whole(Data)
    }

    /// About how many bytes a piece read and decoded at once holds, in chunks.
    static let chunksPerPiece = 4

    /// Reads `file` through `read` (`ContentFileSystem.contentsOfRange`), `readChunkLength`
    /// bytes at a time. Each piece is decoded on another core as soon as the cutter has found
    /// its end, while the rest of the file is still being scanned. A file that is not one array
    /// the cutter and the decoders accept, or that changed while it was read, is decoded whole,
    /// as a small file is, so that a problem is named as it is without ranges.
    func readInRanges(
        _ file: String, with read: @escaping @Sendable (String, Range<Int>) throws -> Data,
        authors: AuthorTable = AuthorTable(), leavingBodiesIn bodyFile: StoredCommentFile? = nil
    ) async -> RangedRead {
        let path = path(file)
        let chunkLength = max(1, readChunkLength)
        let first: Data
        do {
            first = try read(path, 0..<chunkLength)
        } catch {
            return .decoded(.failure(Self.unreadable(file, error)))
        }
        guard first.count == chunkLength else { return .whole(first) }
        guard let start = first.withUnsafeBytes(JSONArraySplitter.contentStart(of:)) else {
            return .decoded(decodedWhole(file))
        }
        var cutter = JSONArrayCutter(contentStart: start, pieceLength: chunkLength * Self.chunksPerPiece)
        first.withUnsafeBytes { cutter.scan($0, at: 0) }
        let decoded = await withTaskGroup(of: (Int, [Comment]?).self) { group -> [[Comment]?]? in
            var started = 0
            /// Starts decoding the pieces found since the last call. `isOnlyPiece`: the array is
            /// one piece, which need not be checked as whole (it may be empty).
            func decodeFoundPieces(isOnlyPiece: Bool = false) {
                for piece in cutter.foundPieces.dropFirst(started) {
                    let index = started
                    started += 1
                    group.addTask {
                        let context = CommentBytesDecoder.Context(
                            authors: authors, bodiesIn: bodyFile, offset: piece.lowerBound)
                        guard let bytes = try? read(path, piece), bytes.count == piece.count,
                            isOnlyPiece || JSONArraySplitter.isWholePiece(bytes)
                        else { return (index, nil) }
                        return (index, bytes.withUnsafeBytes { Self.decodePiece($0, context) })
                    }
                }
            }
            var offset = first.count
            while true {
                // A piece found before the array closed has another after it.
                decodeFoundPieces()
                guard let chunk = try? read(path, offset..<offset + chunkLength) else { return nil }
                chunk.withUnsafeBytes { cutter.scan($0, at: offset) }
                offset += chunk.count
                if chunk.count < chunkLength { break }
            }
            guard let pieces = cutter.finish() else { return nil }
            decodeFoundPieces(isOnlyPiece: pieces.count == 1)
            var results = [[Comment]?](repeating: nil, count: pieces.count)
            for await (index, comments) in group { results[index] = comments }
            return results
        }
        guard let decoded, let comments = Self.joined(decoded) else { return .decoded(decodedWhole(file)) }
        return .decoded(.success(comments))
    }

    /// The comments of `count` pieces, each decoded by `decode` (given its index) on its own, in
    /// parallel, joined in order; `nil` if one piece gives none.
    static func decodeInParallel(
        _ count: Int, _ decode: @escaping @Sendable (_ index: Int) -> [Comment]?
    ) async -> [Comment]? {
        joined(await inParallel(count, atMost: count, decode))
    }

    /// The pieces' comments joined in order; `nil` if one piece gave none.
    private static func joined(_ decoded: [[Comment]?]) -> [Comment]? {
        guard decoded.allSatisfy({ $0 != nil }) else { return nil }
        var comments: [Comment] = []
        comments.reserveCapacity(decoded.reduce(0) { $0 + ($1?.count ?? 0) })
        for piece in decoded { comments += piece ?? [] }
        return comments
    }

    /// The comments of a piece of an array's elements, without its brackets: by the byte
    /// decoder (in `context`), else by `JSONDecoder`.
    static func decodePiece(_ bytes: UnsafeRawBufferPointer, _ context: CommentBytesDecoder.Context) -> [Comment]? {
        if let comments = CommentBytesDecoder.comments(inElements: bytes, context: context) { return comments }
        var piece = Data("[".utf8)
        piece.append(contentsOf: bytes)
        piece.append(contentsOf: "]".utf8)
        return try? JSONDecoder().decode([Comment].self, from: piece)
    }

    /// The comments of `file` decoded whole, or its problems with their places.
    private func decodedWhole(_ file: String) -> Result<[Comment], ContentError> {
        Result { () throws(ContentError) in
            try FixtureDecoder(file: file).decode([Comment].self, from: contents(of: file))
        }
    }
}
