import Foundation
import MarginaliaModels
import Testing

@testable import MarginaliaContent

private typealias Comment = MarginaliaModels.Comment

/// The content check's table of comment ids (`CommentIdTable`): every id found at its first
/// comment, every repeat reported with that comment, across batches of any size, empty ones too.
@Suite("Comment id table")
struct CommentIdTableTests {
    /// Batch sizes with empty batches first, between and last; ids repeated within a batch and
    /// across batches, one three times.
    private static let batches: [[Comment]] = [
        [],
        (0..<700).map { Comment.minimal(Identifier("c\($0)")) },
        [],
        [Comment.minimal("c5"), Comment.minimal("x1"), Comment.minimal("x1")],
        [],
        (700..<1_000).map { Comment.minimal(Identifier("c\($0)")) } + [Comment.minimal("c5"), Comment.minimal("c999")],
        [],
    ]

    @Test func everyIdIsFoundAtItsFirstComment() {
        var repeats: [(number: Int, first: Int)] = []
        let table = CommentIdTable(Self.batches, repeats: &repeats)
        let all = Self.batches.flatMap { $0 }
        var firsts: [Identifier: Int] = [:]
        for (number, comment) in all.enumerated() where firsts[comment.id] == nil { firsts[comment.id] = number }
        #expect(firsts.count == 1_001)
        for (id, number) in firsts {
            #expect(table.first(id) == number, "\(id)")
        }
        #expect(table.first("c1000") == nil)
        #expect(table.first("") == nil)
    }

    @Test func repeatsNameTheirFirstComment() {
        var repeats: [(number: Int, first: Int)] = []
        _ = CommentIdTable(Self.batches, repeats: &repeats)
        // c5 (batch 3), x1 (batch 3), c5 and c999 (batch 5): numbers in the load's order.
        #expect(repeats.map(\.number) == [700, 702, 1_003, 1_004])
        #expect(repeats.map(\.first) == [5, 701, 5, 1_002])
    }

    @Test func numbersLeadBackToBatchAndIndex() {
        var repeats: [(number: Int, first: Int)] = []
        let table = CommentIdTable(Self.batches, repeats: &repeats)
        var number = 0
        for (batch, comments) in Self.batches.enumerated() {
            for index in comments.indices {
                #expect(table.position(number) == (batch, index))
                #expect(table.comment(number) === comments[index])
                number += 1
            }
        }
    }

    /// Every id hashed alike, or hashes differing only in the bits a slot keeps of them: ids are
    /// told apart by comparing them, and every one is still found.
    @Test(arguments: Collision.allCases)
    func collidingIdsAreToldApart(_ collision: Collision) {
        var repeats: [(number: Int, first: Int)] = []
        let batches = [(0..<50).map { Comment.minimal(Identifier("c\($0)")) }, [Comment.minimal("c7")]]
        let table = CommentIdTable(batches, repeats: &repeats, hash: collision.hash)
        for number in 0..<50 {
            #expect(table.first(Identifier("c\(number)")) == number)
        }
        #expect(table.first("c50") == nil)
        #expect(repeats.map(\.number) == [50])
        #expect(repeats.map(\.first) == [7])
    }

    @Test func anEmptyLoadHasNoIds() {
        var repeats: [(number: Int, first: Int)] = []
        let table = CommentIdTable([[], []], repeats: &repeats)
        #expect(table.first("c1") == nil)
        #expect(repeats.isEmpty)
    }

    enum Collision: CaseIterable {
        /// Every id the same hash.
        case allAlike
        /// Hashes alike in their high bits, the tag a slot keeps.
        case tagsAlike

        func hash(_ id: Identifier) -> UInt64 {
            switch self {
            case .allAlike: 7
            case .tagsAlike: UInt64(id.rawValue.utf8.count) | 1 << 60
            }
        }
    }
}
