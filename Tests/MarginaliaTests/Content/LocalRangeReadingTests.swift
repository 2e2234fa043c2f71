import Foundation
import MarginaliaContent
import Testing

/// The disk's range reads: several ranges of one file in one call, each its own bytes.
@Suite("Ranges read from the disk")
struct LocalRangeReadingTests {
    @Test func eachRangeGivesItsOwnBytesAndARangePastTheEndGivesWhatIsThere() throws {
        let folder = try TemporaryDirectory()
        try folder.write("0123456789abcdefghij", to: "file.json")
        let read = try #require(ContentFileSystem.local.contentsOfRanges)
        let pieces = try read(folder.path("file.json"), [2..<5, 0..<1, 10..<14, 18..<30, 25..<26])
        #expect(pieces.map { String(decoding: $0, as: UTF8.self) } == ["234", "0", "abcd", "ij", ""])
    }

    @Test func aMissingFileThrows() throws {
        let folder = try TemporaryDirectory()
        let read = try #require(ContentFileSystem.local.contentsOfRanges)
        #expect(throws: (any Error).self) { try read(folder.path("absent.json"), [0..<1]) }
    }
}
