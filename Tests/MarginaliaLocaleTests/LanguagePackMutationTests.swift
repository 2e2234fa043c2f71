import MarginaliaLocale
import Testing

/// Packs damaged at random: the checker answers every one with either a pack or problems placed
/// inside the file, and never traps.
@Suite("Language pack checker on damaged packs")
struct LanguagePackMutationTests {
    private static let validPack = Array(
        """
        {
          "comment.edited": "Edited \\u00e9",
          "post.feedTitle": "Comments on {title}",
          "comment.replies": {"one": "{count} reply", "other": "{count} replies"}
        }
        """.utf8)

    /// Bytes that matter to JSON, to placeholders and to UTF-8.
    private static let interestingBytes: [UInt8] = Array("{}[]\":,\\u0 \na-".utf8) + [0xC3, 0xA9, 0xFF, 0x00]

    @Test("every damaged pack gives a pack or at least one problem, placed inside the file")
    func damagedPacks() {
        var random = LinearCongruentialGenerator(seed: 28)
        for _ in 0..<3000 {
            var bytes = Self.validPack
            for _ in 0...random.next(below: 3) {
                let position = random.next(below: bytes.count + 1)
                let byte = Self.interestingBytes[random.next(below: Self.interestingBytes.count)]
                switch random.next(below: 3) {
                case 0 where position < bytes.count: bytes[position] = byte
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(byte, at: position)
                }
            }
            let result = LanguagePackChecker.check(
                [LanguagePackSource(path: "locales/en.json", bytes: bytes)], against: LanguagePackTesting.catalog)
            let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
            #expect(result.packs.count + (result.problems.isEmpty ? 0 : 1) == 1, "\(bytes)")
            for problem in result.problems {
                #expect((1...lines).contains(problem.line) && problem.column >= 1, "\(problem) in \(bytes)")
            }
        }
    }
}

/// A small seeded generator (Knuth's MMIX constants), so a failure replays.
private struct LinearCongruentialGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
