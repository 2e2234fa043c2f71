import Foundation
import MarginaliaSite
import MarginaliaTestSupport
import Testing

@testable import MarginaliaServer

@Suite("Live reload")
struct LiveReloadTests {
    let tag = LiveReloadInjector.tag(file: "posts/p1/index.html", build: 3, server: "s1")

    @Test func theTagNamesTheFileTheBuildAndTheServer() {
        #expect(
            tag
                == #"<script src="/_marginalia/live-reload.js" data-file="posts/p1/index.html" data-build="3" data-server="s1"></script>"#
        )
        #expect(
            LiveReloadInjector.tag(file: #"a"<b>.html"#, build: 0, server: "x").contains(
                #"data-file="a&quot;&lt;b&gt;.html""#))
    }

    @Test(
        "where the script goes",
        arguments: [
            ("<html><body><p>x</p></body></html>", "<html><body><p>x</p>TAG\n</body></html>"),
            ("<P>x</P></BODY></HTML>\n", "<P>x</P>TAG\n</BODY></HTML>\n"),
            (
                "<p>a</body> <p>b</body>",
                "<p>a</body> <p>b</body>".replacingOccurrences(of: "b</body>", with: "bTAG\n</body>")
            ),
            ("<p>no body at all</p>", "<p>no body at all</p>\nTAG\n"),
            ("<p>no body at all</p>\n", "<p>no body at all</p>\nTAG\n"),
            ("", "TAG\n"),
        ])
    func injection(html: String, expected: String) {
        let result = LiveReloadInjector.inject(tag, into: Array(html.utf8))
        #expect(String(decoding: result, as: UTF8.self) == expected.replacingOccurrences(of: "TAG", with: tag))
    }

    @Test func eventsUseTheEventStreamFormat() {
        #expect(
            LiveReloadEvent.hello(server: "s1", build: 2, connection: 4).wireFormat
                == "event: hello\ndata: {\"build\":2,\"connection\":4,\"server\":\"s1\"}\n\n")
        #expect(
            LiveReloadEvent.reload(build: 3, paths: [], all: true, except: ["index.html"]).wireFormat
                == "event: reload\ndata: {\"all\":true,\"build\":3,\"except\":[\"index.html\"],\"paths\":[]}\n\n")
        #expect(
            LiveReloadEvent.reload(build: 3, paths: ["posts/p1/index.html"], all: false).wireFormat
                == "event: reload\ndata: {\"all\":false,\"build\":3,\"paths\":[\"posts/p1/index.html\"]}\n\n")
        #expect(LiveReloadEvent.ping.wireFormat == ": ping\n\n")
        let failure = LiveReloadEvent.failure(
            BuildFailure(message: "error: a\nb <script>", file: "Content/c.json", line: 2, column: 5))
        #expect(
            failure.wireFormat
                == "event: failure\ndata: {\"column\":5,\"file\":\"Content/c.json\",\"line\":2,\"message\":\"error: a\\nb <script>\"}\n\n"
        )
    }

    /// The events a listener receives for one report.
    func events(after report: RebuildReport) async -> [LiveReloadEvent] {
        let broadcaster = LiveReloadBroadcaster(serverID: "s1")
        let (_, stream, continuation) = await broadcaster.subscribe()
        await broadcaster.buildSucceeded(report, at: Date(timeIntervalSince1970: 1000))
        continuation.finish()
        return await Array(stream.dropFirst())
    }

    func report(
        _ kind: RebuildReport.Kind = .incremental, written: [String] = [], copied: [String] = [], removed: [String] = []
    ) -> RebuildReport {
        var report = RebuildReport(kind: kind)
        report.filesWritten = written
        report.assetsCopied = copied
        report.filesRemoved = removed
        return report
    }

    @Test func rewrittenPagesAreReloaded() async {
        #expect(
            await events(after: report(written: ["feed.xml", "posts/p1/index.html"])) == [
                .success, .reload(build: 1, paths: ["feed.xml", "posts/p1/index.html"], all: false),
            ])
    }

    @Test func removedPagesAreReloaded() async {
        #expect(
            await events(after: report(removed: ["posts/p2/index.html"])) == [
                .success, .reload(build: 1, paths: ["posts/p2/index.html"], all: false),
            ])
    }

    @Test func aStylesheetOnlyChangeSwapsStylesheets() async {
        #expect(
            await events(after: report(copied: ["assets/style.css"])) == [
                .success, .stylesheets(build: 1, paths: ["assets/style.css"]),
            ])
    }

    @Test func otherAssetsAndFullBuildsReloadEveryPage() async {
        #expect(
            await events(after: report(copied: ["assets/logo.svg"])) == [
                .success, .reload(build: 1, paths: [], all: true),
            ])
        #expect(
            await events(after: report(copied: ["assets/style.css"], removed: ["assets/old.css"])) == [
                .success, .reload(build: 1, paths: [], all: true),
            ])
        #expect(
            await events(after: report(.full, written: ["index.html"])) == [
                .success, .reload(build: 1, paths: [], all: true),
            ])
    }

    @Test func theOpenPagesFirstAreReloadedThenNotAgain() async {
        var first = report(written: ["posts/p1/index.html"])
        first.kind = .firstPages
        #expect(
            await events(after: first) == [.success, .reload(build: 1, paths: ["posts/p1/index.html"], all: false)])
        var whole = report(written: ["index.html", "posts/p1/index.html", "posts/p2/index.html"])
        whole.shownFirst = ["posts/p1/index.html"]
        #expect(
            await events(after: whole) == [
                .success, .reload(build: 1, paths: ["index.html", "posts/p2/index.html"], all: false),
            ])
        whole.filesWritten += (1...LiveReloadBroadcaster.pathLimit).map { "friends/f\($0)/index.html" }
        #expect(
            await events(after: whole) == [
                .success, .reload(build: 1, paths: [], all: true, except: ["posts/p1/index.html"]),
            ])
    }

    @Test func eachListenerReportsItsOpenPagesUntilItGoes() async {
        let broadcaster = LiveReloadBroadcaster(serverID: "s1")
        let (first, _, _) = await broadcaster.subscribe()
        let (second, _, _) = await broadcaster.subscribe()
        await broadcaster.setPages(["posts/p1/index.html", "index.html"], of: first)
        await broadcaster.setPages(["posts/p2/index.html"], of: second)
        await broadcaster.setPages(["friends/index.html"], of: 99)
        #expect(await broadcaster.openPages == ["posts/p1/index.html", "index.html", "posts/p2/index.html"])
        await broadcaster.setPages(["index.html"], of: first)
        await broadcaster.unsubscribe(second)
        #expect(await broadcaster.openPages == ["index.html"])
    }

    @Test func aRebuildThatChangedNothingOnlyClearsErrors() async {
        #expect(await events(after: report()) == [.success])
    }

    @Test func aListenerThatConnectsAfterAFailureSeesIt() async {
        let broadcaster = LiveReloadBroadcaster(serverID: "s1")
        let failure = BuildFailure(message: "error: bad", file: "Content/posts.json", line: 1, column: 2)
        await broadcaster.buildFailed(failure)
        let (_, stream, continuation) = await broadcaster.subscribe()
        continuation.finish()
        #expect(await Array(stream) == [.hello(server: "s1", build: 0, connection: 1), .failure(failure)])
        #expect(await broadcaster.failure == failure)
        await broadcaster.buildSucceeded(report())
        #expect(await broadcaster.failure == nil)
    }

    @Test func aBuildFailureNamesTheFileInItsFolder() {
        let options = SiteGenerator.Options(
            contentDirectory: "Content", templatesDirectory: "Templates", outputDirectory: "Output",
            referenceDate: TestDates.now)
        let problem = ContentErrorFixture.syntaxError
        let failure = BuildFailure(.content(problem), options: options)
        #expect(failure.file == "Content/comments/p1.json")
        #expect(failure.line == 3 && failure.column == 14)
        #expect(failure.message == SiteError.content(problem).description)
        let template = BuildFailure(
            .template([TemplateProblem(file: "post.mustache", line: 2, column: 7, message: "unclosed section")]),
            options: options)
        #expect(template.file == "Templates/post.mustache")
    }

    @Test func theBrowserScriptBuildsTheOverlayWithoutParsingErrorText() {
        let script = LiveReloadScript.javaScript
        #expect(script.contains("textContent"))
        for unsafe in [
            "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", ".style.",
            "setAttribute(\"style\"",
        ] {
            #expect(!script.contains(unsafe), "\(unsafe)")
        }
    }
}
