import Foundation
import MarginaliaSite
import Testing

@testable import MarginaliaFuzz

/// Runs every seed of the fuzzer's corpus (Fuzz/corpus/) through the fuzz target's checks, so the
/// invariants the fuzzer enforces, and the findings it made, are checked by every test run, with
/// no fuzzer needed.
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
    static let corpus = PackagePaths.root.appendingPathComponent("Fuzz/corpus")

    static let seeds: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: corpus.path))?
        .filter { !$0.hasPrefix(".") }.sorted() ?? []

    @Test func theCorpusCoversEveryMode() throws {
        let modes = try Self.seeds.map { name in
            try #require(FuzzInput(Data(contentsOf: Self.corpus.appendingPathComponent(name)))).mode
        }
        #expect(Set(modes) == Set(FuzzMode.allCases))
    }

    @Test("every seed keeps every invariant", arguments: seeds)
    func seedKeepsInvariants(name: String) async throws {
        let bytes = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
        let input = try #require(FuzzInput(bytes))
        do {
            try await input.check()
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func theHTMLRulesCatchWhatTheyAreFor() {
        let broken = [
            "<p>x</p><script>alert(1)</script>",
            #"<a href="https://e.com" rel="nofollow ugc noopener" onclick="x">y</a>"#,
            #"<a href="javascript:alert(1)" rel="nofollow ugc noopener">y</a>"#,
            #"<a href="&#106;avascript:x" rel="nofollow ugc noopener">y</a>"#,
            #"<a href="https://e.com">y</a>"#,
            #"<a href="https://e.com" rel="nofollow ugc noopener"><a href="https://f.com" rel="nofollow ugc noopener">y</a></a>"#,
            #"<img src="https://e.com/x.png" />"#,
            "<p>a > b</p>",
            "<P>x</P>",
            "<!-- x -->",
            "<p>a\u{1}b</p>",
        ]
        for html in broken {
            #expect(RenderedHTMLRules.violation(in: html) != nil, "\(html)")
        }
        #expect(
            RenderedHTMLRules.violation(
                in:
                    #"<ol start="3"><li><a href="mailto:a@b.c" rel="nofollow ugc noopener" title="&quot;t&quot;">x</a></li></ol><hr /><!-- raw HTML omitted -->"#
            ) == nil)
    }
}

/// The theme mode's invariant is not vacuous: the demo it renders shows the planted marker, escaped.
@Suite("Fuzz theme mode")
struct FuzzThemeModeTests {
    @Test func theBundledThemeShowsThePlantedMarkerEscapedOnEveryKindOfPage() throws {
        let renderer = try TemplateRenderer.load(
            templates: DemoSite.theme, directory: ThemeCheck.directory, languages: DemoSite.languages)
        let files = try SiteInMemory.files(
            of: DemoSite.content, templates: renderer, referenceDate: DemoSite.referenceDate, bodies: DemoSite.bodies)
        let escaped = Array("&lt;x-untrusted&gt;".utf8)
        let showing = files.filter { $0.bytes.contains(escaped) }.map(\.path)
        #expect(files.count > 10)
        #expect(showing.count == files.count - 2, "every file but the sitemap and robots.txt: \(showing)")
        #expect(files.allSatisfy { !$0.bytes.contains(Array(ThemeCheck.untrustedMarker.utf8)) })
    }
}
