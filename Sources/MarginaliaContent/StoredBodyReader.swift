import Foundation
import MarginaliaModels
import MarginaliaText
import Synchronization

/// Reads the bodies a build left in their comments files (`CommentBody.stored`) when a page shows
/// them, and keeps a problem for every body its file no longer holds, for the build to report
/// before it puts anything in place.
package final class StoredBodyReader: Sendable {
    private let read: @Sendable (_ path: String, _ ranges: [Range<Int>]) throws -> [Data]
    private let found = Mutex<[ContentProblem]>([])

    package init(fileSystem: ContentFileSystem) {
        let whole = fileSystem.contents
        read =
            fileSystem.contentsOfRanges ?? { path, ranges in
                let data = try whole(path)
                return ranges.map { data.subdata(in: min($0.lowerBound, data.count)..<min($0.upperBound, data.count)) }
            }
    }

    /// The bodies that were not found, in the order pages asked for them.
    package var problems: [ContentProblem] { found.withLock { $0 } }

    /// The text of `body`: held, or read from its file. A body its file no longer holds is
    /// empty, and a problem.
    package func text(of body: CommentBody) -> String {
        texts(of: [body])[0]
    }

    /// The texts of `bodies`, in order. The stored bodies of one file are read together, in one
    /// read when they lie close together (a post's comments, most often).
    package func texts(of bodies: [CommentBody]) -> [String] {
        var texts = bodies.map { $0.text ?? "" }
        var stored: [(position: Int, body: StoredBody)] = []
        for (position, body) in bodies.enumerated() {
            if case .stored(let place) = body { stored.append((position, place)) }
        }
        guard !stored.isEmpty else { return texts }
        stored.sort { ($0.body.file.path, $0.body.offset) < ($1.body.file.path, $1.body.offset) }
        var start = 0
        while start < stored.count {
            // The bodies of one file.
            var end = start + 1
            while end < stored.count, stored[end].body.file == stored[start].body.file { end += 1 }
            read(stored[start..<end], into: &texts)
            start = end
        }
        return texts
    }

    /// Reads the bodies of one file, sorted by offset, into their `texts`, with the file opened
    /// once: one range over them all when that spans little more than they take, else a range
    /// each.
    private func read(_ bodies: ArraySlice<(position: Int, body: StoredBody)>, into texts: inout [String]) {
        guard let first = bodies.first, let last = bodies.map({ Self.quoted($0.body).upperBound }).max() else { return }
        let span = Self.quoted(first.body).lowerBound..<last
        let wanted = bodies.reduce(0) { $0 + Self.quoted($1.body).count }
        let readsSpan = span.count <= max(Self.closeEnough, 2 * wanted)
        let ranges = readsSpan ? [span] : bodies.map { Self.quoted($0.body) }
        // A file that cannot be read gives no bytes: each body is then a problem.
        let pieces = (try? read(first.body.file.path, ranges)) ?? []
        for (index, (position, body)) in bodies.enumerated() {
            let piece = readsSpan ? 0 : index
            let bytes = piece < pieces.count ? pieces[piece] : Data()
            texts[position] = text(of: body, in: bytes, startingAt: ranges[piece].lowerBound)
        }
    }

    /// How many bytes one read may span, whatever the bodies in it take.
    private static let closeEnough = 64 << 10

    /// The bytes of `body`'s JSON string, quotes included.
    private static func quoted(_ body: StoredBody) -> Range<Int> {
        (body.offset - 1)..<(body.offset + body.length + 1)
    }

    /// The text of `body` from `bytes`, which were read from its file starting at `start`.
    private func text(of body: StoredBody, in bytes: Data, startingAt start: Int) -> String {
        let range = Self.quoted(body)
        let text = bytes.withUnsafeBytes { buffer -> String? in
            let low = range.lowerBound - start
            guard low >= 0, range.upperBound - start <= buffer.count else { return nil }
            let quoted = UnsafeRawBufferPointer(rebasing: buffer[low..<(range.upperBound - start)])
            guard StoredBody.digest(of: UnsafeRawBufferPointer(rebasing: quoted.dropFirst().dropLast())) == body.digest
            else { return nil }
            var reader = JSONByteReader(quoted)
            var scratch: [UInt8] = []
            guard let text = reader.string(scratch: &scratch), reader.isAtEnd else { return nil }
            return text.withoutControlCharacters
        }
        guard let text else {
            let problem = ContentProblem(
                .changedWhileBuilding(offset: body.offset), at: SourceLocation(file: body.file.name))
            found.withLock { $0.append(problem) }
            return ""
        }
        return text
    }
}
