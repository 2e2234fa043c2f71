import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import PropertyBased
import Testing

@testable import MarginaliaFuzz

/// The fuzz target's invariants (Sources/MarginaliaFuzz/) as property-based tests, so every
/// `swift test` checks them on fresh generated inputs, not only `Fuzz/run` and the fixed corpus.
/// Inputs are built from generated choice bytes by small grammars (`TextGrammar`,
/// `MarkdownGrammar`, `JSONGrammar`), so a failing case shrinks to a short input, and the test
/// prints the seed that reproduces it (`.fixedSeed("…")`). The counts keep the suite to a few
/// seconds in a debug build.
@Suite("Fuzz invariants, property-based")
struct FuzzPropertyTests {
    /// Choice bytes for a grammar.
    static func choices(upTo count: Int) -> Generator<[UInt8], some Sequence & SendableMetatype> {
        Gen.uint8(in: 0...255).array(of: 0...count)
    }

    @Test func untrustedURLsAndTextKeepTheirInvariants() async {
        await propertyCheck(count: 400, input: Self.choices(upTo: 24)) { bytes in
            try TextCheck(payload: Array(TextGrammar.url(bytes).utf8)).run()
        }
    }

    @Test func timestampsAreReadAndWrittenAsFoundationDoes() async {
        await propertyCheck(count: 400, input: Self.choices(upTo: 40)) { bytes in
            try TextCheck(payload: Array(TextGrammar.timestamp(bytes).utf8)).run()
        }
    }

    /// Any instant from 1600 to 9999 is written as Foundation writes it (seconds rounded down),
    /// and read back, by us and by Foundation, as the same second.
    @Test func writtenTimestampsAreReadBack() async {
        // 1600-01-01T00:00:00Z up to the last second of 9999, and a fraction of a second.
        let seconds = Gen.int(in: -11_676_096_000...253_402_300_799)
        await propertyCheck(count: 300, input: seconds, Gen.int(in: 0...999)) { second, milliseconds in
            let date = Date(timeIntervalSince1970: Double(second) + Double(milliseconds) / 1000)
            let text = ISO8601Text.string(from: date)
            #expect(text == Date.ISO8601FormatStyle(timeZone: .gmt).format(date))
            try TextCheck(payload: Array(text.utf8)).run()
            #expect(ISO8601Text.date(from: text) == Date(timeIntervalSince1970: Double(second)))
        }
    }

    @Test func renderedCommentBodiesAreSafeHTML() async {
        await propertyCheck(count: 300, input: Self.choices(upTo: 48)) { bytes in
            try MarkdownCheck(payload: Array(MarkdownGrammar.body(bytes).utf8)).run()
        }
    }

    /// The HTML rules are what makes the Markdown property meaningful: raw markup slipped into
    /// rendered output, between any two of its tags, is caught.
    @Test func theHTMLRulesCatchInjectedMarkup() async {
        let injections = [
            "<script>x</script>", "<img src=x onerror=y>", #"<a href="javascript:x" rel="nofollow ugc noopener">"#,
            "<iframe>",
        ]
        await propertyCheck(count: 200, input: Self.choices(upTo: 48), Gen.int(in: 0...3), Gen.int(in: 0...10_000)) {
            bytes, which, place in
            let html = CMarkRenderer().html(fromMarkdown: MarkdownGrammar.body(bytes))
            // Text positions only: the start, the end, and after each tag.
            let cuts = [html.startIndex] + html.indices.filter { html[$0] == ">" }.map { html.index(after: $0) }
            let cut = cuts[place % cuts.count]
            let broken = String(html[..<cut]) + injections[which] + String(html[cut...])
            #expect(RenderedHTMLRules.violation(in: broken) != nil, "\(broken.debugDescription)")
        }
    }

    @Test func splittingACommentsFileNeverChangesWhatItDecodesTo() async {
        await propertyCheck(count: 250, input: Self.choices(upTo: 200)) { bytes in
            var grammar = JSONGrammar(bytes)
            try SplitterCheck(payload: grammar.commentsFile()).run()
        }
    }

    @Test func loadingAContentFolderWholeOrInPiecesAgrees() async {
        await propertyCheck(count: 60, input: Self.choices(upTo: 400)) { bytes in
            var grammar = JSONGrammar(bytes)
            try await ContentLoadCheck(payload: grammar.contentFolder()).run()
        }
    }
}
