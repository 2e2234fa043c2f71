import Foundation
import Testing

/// Compares text with a file under `Tests/MarginaliaTests/Golden/`.
///
/// After an intended change, run `MARGINALIA_RECORD_GOLDEN=1 swift test` to write the files anew.
/// Record mode fails every comparison it rewrites, so that a run with the switch left on can never
/// pass: review the diff, then run the tests again without it.
enum GoldenFile {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["MARGINALIA_RECORD_GOLDEN"] == "1" }

    static func assertMatches(
        _ actual: String, golden name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = PackagePaths.golden.appendingPathComponent(name)
        if isRecording {
            try record(actual, to: url)
            Issue.record(
                "Recorded golden file \(name). Review the diff, then run the tests without MARGINALIA_RECORD_GOLDEN.",
                sourceLocation: sourceLocation
            )
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "No golden file \(name): run MARGINALIA_RECORD_GOLDEN=1 swift test", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        Issue.record(
            Comment(rawValue: difference(name: name, actual: actual, expected: expected)),
            sourceLocation: sourceLocation)
    }

    private static func record(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private static func difference(name: String, actual: String, expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        return """
            \(name) differs from the golden file at line \(line + 1):
              expected: \(line < expectedLines.count ? expectedLines[line] : "<end of file>")
              actual:   \(line < actualLines.count ? actualLines[line] : "<end of file>")
            If the change is intended: MARGINALIA_RECORD_GOLDEN=1 swift test
            """
    }
}
