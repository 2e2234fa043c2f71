import Foundation
import MarginaliaContent
import MarginaliaModels
import Testing

/// An input the fuzzer found (Fuzz/README.md, finding 5): a number of 19 or more digits in a
/// comment overflowed `JSONByteReader`'s integer and crashed the build. Such numbers are now left
/// to `JSONDecoder`, which reports the file. The input itself is the seed `split-long-number`, which
/// `FuzzCorpusTests` replays.
@Suite("Fuzz findings: decoding comments from bytes")
struct ByteDecoderFindingsTests {
    static let numbers = [
        "9999999999999999999", "99999999999999999999", String(repeating: "6", count: 40), "-99999999999999999999",
    ]

    @Test("a number too long for 64 bits is reported, not a crash", arguments: numbers)
    func aLongNumberIsReported(number: String) async {
        let comment = ContentFixtures.comment("c1").replacingOccurrences(
            of: #""body""#, with: #""likes": \#(number), "body""#)
        let bytes = Array("[\(comment)]".utf8)
        #expect(bytes.withUnsafeBytes { CommentBytesDecoder.comments(inArray: $0) } == nil)
        for threshold in [1, Int.max] {
            let files = [
                "/c/posts.json": Data(ContentFixtures.posts.utf8),
                "/c/comments.json": Data(ContentFixtures.comments([comment, ContentFixtures.comment("c2")]).utf8),
            ]
            do {
                _ = try await ContentStore(
                    directory: "/c", fileSystem: .memory(files), parallelDecodingThreshold: threshold
                ).load()
                Issue.record("the load should fail")
            } catch {
                // JSONDecoder calls a number it cannot hold "not valid JSON", without a place.
                #expect(error.problems.map(\.location.file) == ["comments.json"])
            }
        }
    }
}
