import Foundation
import MarginaliaModels
import Testing

@testable import MarginaliaImport

@Suite("Import internals")
struct ImportInternalsTests {
    @Test(
        "export dates",
        arguments: [
            ("2013-10-10T19:20:29Z", 1_381_432_829.0, "2013-10-10T19:20:29Z"),
            ("2020-01-01T01:00:00+01:00", 1_577_836_800, "2020-01-01T00:00:00Z"),
            ("2020-01-01T00:00:00.250Z", 1_577_836_800.25, "2020-01-01T00:00:00.250Z"),
            ("1969-12-31T23:59:59Z", -1, "1969-12-31T23:59:59Z"),
            ("2000-02-29T12:00:00Z", 951_825_600, "2000-02-29T12:00:00Z"),
        ])
    func iso8601(text: String, seconds: Double, written: String) throws {
        let date = try #require(Timestamp.iso8601(text))
        #expect(date.timeIntervalSince1970 == seconds)
        #expect(Timestamp.string(from: date) == written)
    }

    @Test(
        "impossible or malformed export dates",
        arguments: [
            "2013-02-30T10:00:00Z", "2013-02-30T10:00:00+01:00", "2013-10-10 19:20:29", "2013-10-10T25:00:00Z",
            "yesterday", "",
        ])
    func impossibleDates(text: String) {
        #expect(Timestamp.iso8601(text) == nil)
    }

    @Test(
        "WordPress dates",
        arguments: [
            ("2014-01-14 17:31:03", 1_389_720_663.0 as Double?),
            ("2000-02-29 00:00:00", 951_782_400),
            ("2001-02-29 00:00:00", nil),
            ("0000-00-00 00:00:00", nil),
            ("2014-13-01 00:00:00", nil),
            ("2014-01-14T17:31:03", nil),
            ("yesterday", nil),
        ])
    func wordpress(text: String, seconds: Double?) {
        #expect(Timestamp.wordpress(text)?.timeIntervalSince1970 == seconds)
    }

    @Test func identifiersAreSafeAndDistinct() {
        #expect(ImportIdentifier.make("disqus", "123") == "disqus-123")
        #expect(ImportIdentifier.make("wp", "18", "7") == "wp-18-7")
        #expect(ImportIdentifier.make("wp", "a-b", "c") != ImportIdentifier.make("wp", "a", "b-c"))
        #expect(ImportIdentifier.make("wp", "a_b") != ImportIdentifier.make("wp", "a-b"))
        #expect(ImportIdentifier.make("disqus", "../../etc/passwd")?.rawValue == "disqus-.._2F.._2Fetc_2Fpasswd")
        #expect(ImportIdentifier.make("disqus", String(repeating: "9", count: 200)) == nil)
        for raw in ["", ".", "..", "ä", "a b", "/", "\u{0}", "x\ny", "<script>", "東京"] {
            #expect(ImportIdentifier.make("disqus", raw)?.isSafePathSegment == true, "\(raw)")
        }
    }

    @Test func pageIdentifiersOfLongAddressesAreCutAndHashed() {
        #expect(ImportIdentifier.page("remark42", "blog.example.org/a-b/") == "remark42-blog.example.org_2Fa_2Db_2F")
        let long = "blog.example.org/" + String(repeating: "x", count: 300)
        let ids = [long + "1", long + "2", long + "1"].map { ImportIdentifier.page("commento", $0) }
        #expect(ids.allSatisfy { $0.isSafePathSegment })
        #expect(ids.map(\.rawValue.utf8.count) == [128, 128, 128])
        #expect(ids[0] != ids[1] && ids[0] == ids[2])
        #expect(ids[0].rawValue.hasPrefix("commento-blog.example.org_2Fxxx"))
    }

    @Test func theSpoolGivesBackWhatItWasGivenAndCleansUp() throws {
        var path = ""
        do {
            let spool = try CommentSpool()
            path = spool.path
            var slots: [(CommentSpool.Slot, CommentSpool.Content)] = []
            for index in 0..<5_000 {
                let content = CommentSpool.Content(
                    authorId: "a\(index)", authorName: "Zoë \(index)",
                    body: String(repeating: "<p>é</p>", count: index % 300),
                    markup: [.html, .htmlWithLineBreaks, .markdown][index % 3]
                )
                slots.append((try spool.append(content), content))
            }
            for (slot, content) in slots.shuffled().prefix(500) {
                #expect(try spool.content(at: slot) == content)
            }
            #expect(FileManager.default.fileExists(atPath: path))
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o077 } == 0)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func fixturesArePrettyPrintedTheSameWayEverywhere() throws {
        let value = JSONValue.array([
            .object([
                "b": .string("quote \" backslash \\ slash / tab \t nul \u{0} é 😀"), "a": .integer(-3),
                "c": .number(1.5), "d": .array([]), "e": .object([:]), "f": .null, "g": .bool(false),
            ])
        ])
        let text = value.prettyPrinted()
        #expect(
            text == """
                [
                  {
                    "a": -3,
                    "b": "quote \\" backslash \\\\ slash / tab \\t nul \\u0000 é 😀",
                    "c": 1.5,
                    "d": [],
                    "e": {},
                    "f": null,
                    "g": false
                  }
                ]
                """)
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) == value)
    }
}
