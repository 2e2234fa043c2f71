import CSystemShims
import MarginaliaModels
import Testing

private typealias Comment = MarginaliaModels.Comment

/// A build of ten million comments holds one `CommentBody` in each: its size is part of the
/// memory budget (ARCHITECTURE.md, "What a build holds in memory").
@Suite("The size of a comment's body")
struct CommentBodyLayoutTests {
    /// The text's 16 bytes or a stored body's 24, with no byte more for the case: `StoredBody`
    /// keeps its file reference last, where the enum finds spare bits.
    @Test func aBodyTakesTwentyFourBytes() {
        #expect(MemoryLayout<StoredBody>.size == 24)
        #expect(MemoryLayout<CommentBody>.size == 24)
    }

    /// A comment object takes 136 bytes (glibc gives it a chunk of 144; 137 to 152 bytes take 160):
    /// the edit date and the likes are kept in 8 bytes each, not as 16-byte optionals. glibc may
    /// hand any one allocation a free chunk a size larger, which it does not split (a CI run saw
    /// 152 usable bytes), so the smallest of 256 comments held at once is measured: a comment of
    /// 137 bytes or more gets no chunk below 160.
    @Test func aCommentTakesAtMost136Bytes() {
        let author = CommentAuthor(id: "u1", name: "J")
        let comments = (0..<256).map { _ in
            Comment(id: "c1", postId: "p1", author: author, body: "", postedAt: .now)
        }
        let smallest = comments.map { marginalia_allocation_size(Unmanaged.passUnretained($0).toOpaque()) }.min()
        #expect(smallest.map { $0 <= 136 } == true)
    }
}
