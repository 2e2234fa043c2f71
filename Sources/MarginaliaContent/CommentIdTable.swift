import MarginaliaModels

/// Every comment of a load by id, for the content check: which comment first has an id, and so
/// which later ones repeat it. 8-byte slots, at least a third more than comments, not a dictionary
/// of ids and positions (32 bytes a slot; about 540 MB at 10,000,000 comments, ARCHITECTURE.md,
/// "What a build holds in memory"): the ids are the comments' own, read where they are.
///
/// Open addressing with linear probing over `Hasher` (seeded per process, so ids chosen to
/// collide cannot be). A slot holds a comment's number in the load (its batch's offset plus its
/// index) plus one, 0 for empty, and in the bits that number does not need, some of its id's hash,
/// so that probing past another id rarely reads that comment.
struct CommentIdTable: Sendable {
    private let batches: [[Comment]]
    /// The number of each batch's first comment.
    private let offsets: [Int]
    private var slots: [UInt64]
    /// The bits of a slot that hold a comment's number plus one; the others hold the tag.
    private let numberMask: UInt64
    private let hash: @Sendable (Identifier) -> UInt64

    /// Every comment of `batches` entered in order; `repeats` holds, for each comment whose id an
    /// earlier comment has, its number and that earlier comment's number. `hash` is for tests
    /// that make ids collide.
    init(
        _ batches: [[Comment]], repeats: inout [(number: Int, first: Int)],
        hash: @escaping @Sendable (Identifier) -> UInt64 = { UInt64(bitPattern: Int64($0.hashValue)) }
    ) {
        self.batches = batches
        self.hash = hash
        var offsets: [Int] = []
        offsets.reserveCapacity(batches.count)
        var count = 0
        for batch in batches {
            offsets.append(count)
            count += batch.count
        }
        self.offsets = offsets
        var capacity = 16
        while capacity - capacity / 4 <= count { capacity *= 2 }
        slots = [UInt64](repeating: 0, count: capacity)
        let numberBits = UInt64.bitWidth - UInt64(count + 1).leadingZeroBitCount
        numberMask = numberBits >= UInt64.bitWidth ? ~0 : (1 << numberBits) - 1
        var number = 0
        for batch in batches {
            for index in batch.indices {
                if let first = insert(batch[index].id, number: number) { repeats.append((number, first)) }
                number += 1
            }
        }
    }

    /// The number of the first comment entered with `id`.
    func first(_ id: Identifier) -> Int? {
        probe(id, hash: hash(id)).number
    }

    /// The comment numbered `number`.
    func comment(_ number: Int) -> Comment {
        let (batch, index) = position(number)
        return batches[batch][index]
    }

    /// The batch and the index in it of the comment numbered `number`.
    func position(_ number: Int) -> (batch: Int, index: Int) {
        // The last batch starting at or before `number`; empty batches share their offset.
        var low = 0
        var high = offsets.count - 1
        while low < high {
            let middle = high - (high - low) / 2
            if offsets[middle] <= number { low = middle } else { high = middle - 1 }
        }
        return (low, number - offsets[low])
    }

    /// Enters the comment numbered `number` unless an earlier one has its id: then that one's number.
    private mutating func insert(_ id: Identifier, number: Int) -> Int? {
        let hash = hash(id)
        let (slot, first) = probe(id, hash: hash)
        if first == nil { slots[slot] = UInt64(number + 1) | tag(hash) }
        return first
    }

    /// Where `id`'s probe ends: at the slot of the first comment with it, or at an empty slot.
    private func probe(_ id: Identifier, hash: UInt64) -> (slot: Int, number: Int?) {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != 0 {
            if let number = number(in: slots[slot], matching: id, hash: hash) { return (slot, number) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (slot, nil)
    }

    /// The number a slot holds, if its comment's id is `id`.
    private func number(in slot: UInt64, matching id: Identifier, hash: UInt64) -> Int? {
        guard slot & ~numberMask == tag(hash) else { return nil }
        let number = Int(slot & numberMask) - 1
        return comment(number).id == id ? number : nil
    }

    /// The hash's high bits, where the slot has room for them.
    private func tag(_ hash: UInt64) -> UInt64 { hash & ~numberMask }
}
