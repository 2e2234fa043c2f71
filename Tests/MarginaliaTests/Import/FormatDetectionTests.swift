import Foundation
import MarginaliaImport
import Testing

/// `marginalia import EXPORT` without a kind: the kind is told from the content, on every kind's
/// test files, and under names that say otherwise.
@Suite("Telling an export's kind from its content")
struct FormatDetectionTests {
    static let samples: [(system: String, name: String, format: ExportFormat)] = [
        ("isso", "disqus.xml", .disqus),
        ("isso", "wordpress.xml", .wordpress),
        ("commento", "remark42-migrator.json", .commento),
        ("commento", "remark42-api.json", .commento),
        ("commento", "commentoplusplus-import-test.json.gz", .commento),
        ("remark42", "native-import.jsonl", .remark42),
        ("remark42", "native-import.jsonl.gz", .remark42),
        ("isso-db", "comments.db", .isso),
        ("staticman", "minimal-mistakes/_data/comments", .staticman),
        ("staticman", "staticman-docs", .staticman),
        ("staticman", "hugo/data/comments", .staticman),
        ("webmention", "feed.jf2.json", .webmention),
        ("webmention", "cache-updated.json", .webmention),
    ]

    @Test func everyKindsTestFiles() throws {
        for sample in Self.samples {
            #expect(try FormatDetection.detect(ImportSample.path(sample.system, sample.name)) == sample.format)
        }
        #expect(Set(Self.samples.map(\.format)) == Set(ExportFormat.allCases))
    }

    @Test func theNameIsNotLookedAt() throws {
        let workspace = try ImportWorkspace()
        for (index, sample) in Self.samples.enumerated() where !sample.format.isFolder {
            let data = try Data(contentsOf: URL(fileURLWithPath: ImportSample.path(sample.system, sample.name)))
            let misleading = workspace.directory.path("export-\(index).xml")
            try data.write(to: URL(fileURLWithPath: misleading))
            #expect(try FormatDetection.detect(misleading) == sample.format)
        }
    }

    @Test func writtenExportsOfEachKind() throws {
        let workspace = try ImportWorkspace()
        let cases: [(String, ExportFormat)] = [
            (DisqusXML.export(DisqusXML.thread("1")), .disqus),
            ("\u{FEFF}\n<!-- made by hand -->\n<disqus xmlns=\"http://disqus.com\"></disqus>", .disqus),
            (CommentoJSON.export(comments: [CommentoJSON.comment("a")]), .commento),
            (#"{"version":1,"comments":[],"commenters":[]}"#, .commento),
            (#"{"version":1,"users":[],"posts":[]}"# + "\n", .remark42),
        ]
        for (index, (text, format)) in cases.enumerated() {
            let path = try workspace.write(text, to: "written-\(index)")
            #expect(try FormatDetection.detect(path) == format)
        }
    }

    @Test func webmentionFeedsAndCachedArraysAreWebmention() throws {
        let workspace = try ImportWorkspace()
        let feed = #"{"type": "feed", "name": "Webmentions", "children": [{"type": "entry", "wm-id": 1}]}"#
        let array = #"[{"type": "entry", "author": {"name": "A"}, "wm-id": 1590000000, "wm-property": "like-of"}]"#
        for (name, text) in [("feed.json", feed), ("cache.json", array)] {
            #expect(try FormatDetection.detect(try workspace.write(text, to: name)) == .webmention)
        }
    }

    @Test func anUnknownKindIsAnErrorListingTheKinds() throws {
        let workspace = try ImportWorkspace()
        let cases: [(String, String)] = [
            ("notes.txt", "Dear diary"),
            ("feed.xml", #"<?xml version="1.0"?><rss version="2.0"><channel></channel></rss>"#),
            ("other.json", #"{"title": "not an export"}"#),
            ("numbers.json", "[1, 2, 3]"),
            ("empty.json", ""),
            ("fake.db", "SQLite format 3\u{0}" + String(repeating: "x", count: 200)),
        ]
        for (name, text) in cases {
            let path = try workspace.write(text, to: name)
            let error = try #require(throws: ImportError.self) { try FormatDetection.detect(path) }
            guard case .unknownKind = error else {
                Issue.record("\(name): \(error)")
                continue
            }
            for format in ExportFormat.allCases { #expect(error.description.contains(format.rawValue)) }
        }
        let notIsso = ImportSample.path("isso-db", "not-isso.db")
        #expect(
            throws: ImportError.unknownKind(
                path: notIsso, appearance: "an SQLite database without Isso's comments and threads tables")
        ) {
            try FormatDetection.detect(notIsso)
        }
        try workspace.write("", to: "folder/post/.keep")
        let folder = workspace.directory.path("folder")
        #expect(
            throws: ImportError.unknownKind(
                path: folder, appearance: "a folder without comment files (.yml, .yaml or .json) in folders below it")
        ) {
            try FormatDetection.detect(folder)
        }
    }

    @Test func theChoiceIsSaid() {
        #expect(
            FormatDetection.choice(.staticman, path: "_data/comments")
                == "Detected a Staticman data folder (_data/comments/) in _data/comments: reading it as `marginalia import staticman` does."
        )
    }
}
