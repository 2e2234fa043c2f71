import MarginaliaModels
import Testing

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
}
