import Foundation
import MarginaliaModels
import Testing

@testable import MarginaliaContent

/// Bodies left in their comments files (`CommentBody.stored`) and read back when a page needs
/// them: the texts a load that holds every body gives, whatever the escapes, the file's layout or
/// the way it was read; and a file that no longer holds a body is found, never shown.
@Suite("Comment bodies left in their files")
struct StoredBodyTests {
    /// Bodies with every kind of escape, a control character the loader drops, text outside the
    /// BMP, and one long body between short ones.
    private static let bodies = [
        #"Hi *there*"#, #"a \"quote\", a back\\slash \/ and\nlines\r\n\ttabbed"#, #"caf\u00e9 \ud83d\ude00 東京"#,
        #"bell\u0007 and \u001b escape"#, String(repeating: "long text, ", count: 12_000), #"last"#,
    ]

    private static func file(bodies: [String] = bodies) -> Data {
        let items = bodies.enumerated().map { position, body in
            // Without white space: a body's string starts right after the colon.
            #"{"id":"c\#(position)","postId":"p1","author":{"id":"u1","name":"Jane"},"body":"\#(body)","postedAt":"2026-03-01T10:00:00Z"}"#
        }
        return Data(ContentFixtures.comments(items).utf8)
    }

    private static func load(_ files: RangeReadingFiles, chunk: Int = 4 << 20, leaving: Bool) async throws
        -> SiteContent
    {
        var store = ContentStore(
            directory: "/c", fileSystem: files.fileSystem, leavesBodiesInFilesFrom: leaving ? 0 : nil)
        store.readChunkLength = chunk
        return try await store.load()
    }

    private static func files(_ comments: Data = file()) -> RangeReadingFiles {
        RangeReadingFiles(["/c/posts.json": Data(ContentFixtures.posts.utf8), "/c/comments.json": comments])
    }

    @Test func bodiesReadBackAreTheTextsAHeldLoadGives() async throws {
        let held = try await Self.load(Self.files(), leaving: false).comments.map(\.body)
        #expect(held.allSatisfy { $0.text != nil })
        #expect(held[3] == "bell and  escape")
        // Whole, and in ranges cut at many places (the bodies' offsets then come from pieces).
        for chunk in [4 << 20, 64, 1_000, 40_000] {
            let files = Self.files()
            let left = try await Self.load(files, chunk: chunk, leaving: true).comments.map(\.body)
            #expect(left.allSatisfy { $0.text == nil }, "chunks of \(chunk)")
            let reader = StoredBodyReader(fileSystem: files.fileSystem)
            #expect(reader.texts(of: left) == held.map(\.text), "chunks of \(chunk)")
            // One at a time, and two far apart (the long body between them: two reads).
            #expect(left.map(reader.text(of:)) == held.map(\.text))
            #expect(reader.texts(of: [left[5], left[0]]) == [held[5].text, held[0].text])
            #expect(reader.problems.isEmpty)
        }
    }

    @Test func aBodyItsFileNoLongerHoldsIsAProblemNamingTheFile() async throws {
        let files = Self.files()
        let left = try await Self.load(files, leaving: true).comments.map(\.body)
        // The same length, one letter changed: only the digest tells.
        let edited = Self.file(bodies: Self.bodies.map { $0 == "last" ? "lost" : $0 })
        let reader = StoredBodyReader(fileSystem: Self.files(edited).fileSystem)
        let texts = reader.texts(of: left)
        #expect(texts[5] == "")
        #expect(texts[0] == "Hi *there*")
        #expect(reader.problems.count == 1)
        #expect(reader.problems.first?.location.file == "comments.json")
        #expect(reader.problems.first?.kind == .changedWhileBuilding(offset: left[5].stored?.offset ?? -1))
        // A file cut short: every body past its end.
        let short = StoredBodyReader(fileSystem: Self.files(Self.file().prefix(200)).fileSystem)
        #expect(short.texts(of: left).filter(\.isEmpty).count == 5)
        #expect(short.problems.count == 5)
    }

    /// A body longer than a stored body can place is held as its text; its neighbours are left
    /// in the file and read back.
    @Test func aBodyTooLongToPlaceIsHeld() async throws {
        let long = String(repeating: "é", count: StoredBody.lengthLimit / 2 + 1)
        let files = Self.files(Self.file(bodies: ["before", long, "after"]))
        let bodies = try await Self.load(files, leaving: true).comments.map(\.body)
        #expect(bodies.map { $0.text == nil } == [true, false, true])
        #expect(bodies[1].text == long)
        let reader = StoredBodyReader(fileSystem: files.fileSystem)
        #expect(reader.texts(of: [bodies[0], bodies[2]]) == ["before", "after"])
        let file = StoredCommentFile(name: "c.json", path: "/c/c.json")
        #expect(
            StoredBody(file: file, offset: 0, length: StoredBody.lengthLimit, digest: 0)?.length
                == StoredBody.lengthLimit)
        #expect(
            StoredBody(file: file, offset: StoredBody.offsetLimit, length: 0, digest: 0)?.offset
                == StoredBody.offsetLimit)
        #expect(StoredBody(file: file, offset: StoredBody.offsetLimit + 1, length: 0, digest: 0) == nil)
        #expect(StoredBody(file: file, offset: -1, length: 1, digest: 0) == nil)
    }

    @Test func aHeldLoadStaysHeldBelowTheThreshold() async throws {
        var store = ContentStore(directory: "/c", fileSystem: Self.files().fileSystem)
        store.leavesBodiesInFilesFrom = Self.file().count + 1
        #expect(try await store.load().comments.allSatisfy { $0.body.text != nil })
        store.leavesBodiesInFilesFrom = Self.file().count
        #expect(try await store.load().comments.allSatisfy { $0.body.text == nil })
    }
}

extension CommentBody {
    /// Where the body was left, when it was.
    fileprivate var stored: StoredBody? {
        guard case .stored(let place) = self else { return nil }
        return place
    }
}
