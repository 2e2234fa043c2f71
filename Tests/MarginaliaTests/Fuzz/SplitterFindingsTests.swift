import Foundation
import MarginaliaContent
import MarginaliaModels
import Testing

/// Inputs the fuzzer found (Fuzz/README.md): comments files that are not JSON, yet loaded when
/// decoded in parallel pieces, because every piece was valid and the whole was never decoded.
@Suite("Fuzz findings: decoding a comments file in pieces")
struct SplitterFindingsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// The problem the whole file gives (and so must the pieces); `nil` when it loads.
        let message: String?
        var testDescription: String { name }
    }

    static let a = ContentFixtures.comment("c1")
    static let b = ContentFixtures.comment("c2")

    static let cases: [Case] = [
        Case(
            name: "text after the array", text: "[\(a), \(b)] x", message: "invalid JSON: expected the end of the file"),
        Case(
            name: "text after an empty array", text: "[]\n  \(a)", message: "invalid JSON: expected the end of the file"
        ),
        Case(name: "array closed with }", text: "[\(a), \(b)}", message: "invalid JSON: expected ',' or ']'"),
        // Foundation's parser accepts one trailing comma (on purpose: swift-corelibs-foundation#4682).
        Case(name: "trailing comma", text: "[\(a), \(b),]", message: nil),
        Case(
            name: "leading comma", text: "[ ,\(a), \(b)]",
            message: "invalid JSON: expected a value (object, array, string, number, true, false or null)"),
        Case(
            name: "two commas", text: "[\(a), , \(b)]",
            message: "invalid JSON: expected a value (object, array, string, number, true, false or null)"),
        Case(
            name: "two commas, cut after the second",
            text: "[\(a),,\(b), \(a.replacingOccurrences(of: "c1", with: "c3"))]",
            message: "invalid JSON: expected a value (object, array, string, number, true, false or null)"),
    ]

    private func problems(_ text: String, parallelDecodingThreshold: Int) async -> [ContentProblem] {
        let files = [
            "/c/posts.json": Data(ContentFixtures.posts.utf8),
            "/c/comments.json": Data(text.utf8),
        ]
        let store = ContentStore(
            directory: "/c", fileSystem: .memory(files), parallelDecodingThreshold: parallelDecodingThreshold)
        do {
            _ = try await store.load()
            return []
        } catch {
            return error.problems
        }
    }

    @Test("decoded in pieces, the file fails as it does whole", arguments: cases)
    func failsInPiecesAsWhole(_ row: Case) async {
        let whole = await problems(row.text, parallelDecodingThreshold: .max)
        let inPieces = await problems(row.text, parallelDecodingThreshold: 1)
        #expect(whole.map(\.message) == (row.message.map { [$0] } ?? []))
        #expect(inPieces == whole)
    }

    /// Whether the splitter cuts the text into pieces that all decode.
    private func piecesAllDecode(_ bytes: [UInt8], count: Int) -> Bool {
        guard let pieces = bytes.withUnsafeBytes({ JSONArraySplitter.pieces(of: $0, count: count) }) else {
            return false
        }
        return pieces.allSatisfy { range in
            (try? JSONDecoder().decode(
                [MarginaliaModels.Comment].self, from: Data("[".utf8) + Data(bytes[range]) + Data("]".utf8))) != nil
        }
    }

    @Test("the splitter never vouches for a file that is not JSON", arguments: cases.filter { $0.message != nil })
    func splitterNeverVouchesForIt(_ row: Case) {
        // 2 pieces, and as many as there are commas.
        for count in [2, 1000] {
            #expect(!piecesAllDecode(Array(row.text.utf8), count: count), "\(count) pieces")
        }
    }

    @Test func aNULByteStopsTheSplitter() {
        let bytes = Array("[\(Self.a),".utf8) + [0] + Array("\(Self.b)]".utf8)
        #expect(bytes.withUnsafeBytes { JSONArraySplitter.pieces(of: $0, count: 8) } == nil)
    }

    @Test func validArraysStillSplit() {
        let text = "\u{FEFF}[\(Self.a), \(Self.b), \(Self.a)]\n"
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { JSONArraySplitter.pieces(of: $0, count: 8) }?.count == 3)
        #expect(Array("[ ]".utf8).withUnsafeBytes { JSONArraySplitter.pieces(of: $0, count: 8) } == [1..<2])
    }
}
