import Foundation
import Testing

/// Compares text with a file under `Tests/MarginaliaTests/Golden/`. Run with
/// `MARGINALIA_RECORD_GOLDEN=1 swift test` to write the files anew after an intended change, then
/// review the diff before committing.
enum GoldenFile {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["MARGINALIA_RECORD_GOLDEN"] == "1" }

    static func assertMatches(_ actual: String, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = PackagePaths.golden.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("No golden file \(name): run MARGINALIA_RECORD_GOLDEN=1 swift test", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actualLines.count, expectedLines.count)
        Issue.record(
            """
            \(name) differs from the golden file at line \(firstDifference + 1):
              expected: \(firstDifference < expectedLines.count ? expectedLines[firstDifference] : "<end of file>")
              actual:   \(firstDifference < actualLines.count ? actualLines[firstDifference] : "<end of file>")
            If the change is intended: MARGINALIA_RECORD_GOLDEN=1 swift test
            """,
            sourceLocation: sourceLocation
        )
    }
}
