import AsyncHTTPClient
import Foundation
import Hummingbird
import HummingbirdTesting
import MarginaliaServer
import Testing

/// `serve` with a live HTTP server: edits on disk reach the pages through the watcher, the
/// incremental rebuild and the event stream (read over a socket of its own, as HummingbirdTesting's
/// client has a single connection).
@Suite("marginalia serve, end to end")
struct DevServerEndToEndTests {
    static func comments(c1 body: String) -> String {
        "[\n  " + SiteOnDisk.comment("c1", post: "p1", body: body) + ",\n  "
            + SiteOnDisk.comment("c2", post: "p1", parent: "c1", body: "A reply", postedAt: "2026-11-20T11:00:00Z")
            + "\n]\n"
    }

    /// One GET with AsyncHTTPClient's shared client, which opens a connection when it needs one.
    /// The in-process tests use it too rather than HummingbirdTesting's single connection, which
    /// the server's idle timeout may close while a test waits for an event on a busy machine.
    static func get(port: Int, path: String) async throws -> (status: Int, body: String) {
        let response = try await HTTPClient.shared.execute(
            HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)"),
            timeout: .seconds(Waiting.hangLimit.components.seconds))
        let body = try await response.body.collect(upTo: 10_000_000)
        return (Int(response.status.code), String(buffer: body))
    }

    /// Runs the server in process (HummingbirdTesting's live mode) with an event stream open.
    func serve(
        _ site: SiteOnDisk, console: RecordingConsole,
        _ body: @Sendable (any TestClientProtocol, EventStreamClient) async throws -> Void
    ) async throws {
        let configuration = DevServer.Configuration(site: site.options, port: 0, quietPeriod: .milliseconds(50))
        let application = await DevServer(configuration: configuration, console: console.console).makeApplication()
        try await application.test(.live) { client in
            let events = try EventStreamClient(port: try #require(client.port))
            defer { events.close() }
            #expect(await events.next("hello") != nil)
            try await body(client, events)
        }
    }

    /// The issue's scenario, with the real executable on a free port. Each step waits for the
    /// server's event; how fast a save reaches the page is measured by
    /// `Benchmarks/serve-latency.py`, not asserted here, where a loaded machine would decide it.
    @Test func anEditReloadsThePageAndABrokenFixtureShowsTheErrorWhileTheOldPageIsServed() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let process = try ServerProcess(
            arguments: ["serve", "--port", "0", "--now", "2026-11-21T12:00:00Z"], in: site.root)
        let port = try #require(await process.port())
        let events = try EventStreamClient(port: port)
        defer { events.close() }
        #expect(await events.next("hello") != nil)
        let before = try await Self.get(port: port, path: "/posts/p1/")
        #expect(before.body.contains("Hello from <em>c1</em>"))

        try site.write(Self.comments(c1: "Edited at the *keyboard*"), to: "Content/comments/p1.json")
        let reload = try #require(await events.next("reload"))
        #expect(reload.data.contains("\"posts/p1/index.html\""))
        // The event comes once the files are in place: the page is already the new one.
        let after = try await Self.get(port: port, path: "/posts/p1/")
        #expect(after.body.contains("Edited at the <em>keyboard</em>"))
        #expect(
            await process.waitForOutput("Rebuilt: Content/comments/p1.json changed; rewrote 3 of 3 rendered pages in "))

        try site.write("[\n  {\"id\": \"c1\",\n    \"postId\" \"p1\"}\n]\n", to: "Content/comments/p1.json")
        let failure = try #require(await events.next("failure"))
        #expect(failure.data.contains("\"file\":\"Content/comments/p1.json\""))
        #expect(failure.data.contains("\"line\":3") && failure.data.contains("\"column\":14"))
        let stillServed = try await Self.get(port: port, path: "/posts/p1/")
        #expect(stillServed.status == 200)
        #expect(stillServed.body.contains("Edited at the <em>keyboard</em>"))
        #expect(await process.waitForOutput("error: comments/p1.json:3:14: invalid JSON: expected ':' after the key\n"))

        // A page opened while the site is broken shows the error at once.
        let late = try EventStreamClient(port: port)
        defer { late.close() }
        #expect(await late.next("failure") != nil)

        try site.write(Self.comments(c1: "Fixed"), to: "Content/comments/p1.json")
        #expect(await events.next("success") != nil)
        #expect(await events.next("reload") != nil)
        #expect(await late.next("success") != nil)
        #expect(try await Self.get(port: port, path: "/posts/p1/").body.contains("Fixed"))

        process.signal(SIGINT)
        #expect(await process.exitStatus() == 0)
    }

    /// A reactions file, in a `reactions/` folder made while the server runs, reaches its post's
    /// page and no other.
    @Test func aNewReactionsFileReloadsItsPostsPage() async throws {
        let site = try SiteOnDisk.make([
            "Templates/post.mustache":
                "{{<layout}}{{$main}}<h1>{{page.displayTitle}}</h1>\n{{#page.reactions}}<p>{{summaryText}}</p>{{/page.reactions}}{{/main}}{{/layout}}"
        ])
        defer { site.remove() }
        try await serve(site, console: RecordingConsole()) { client, events in
            let like =
                #"{"id": "r1", "postId": "p1", "kind": "like", "author": {"name": "Bo"}, "publishedAt": "2026-11-20T10:00:00Z"}"#
            try site.write("[\n  " + like + "\n]\n", to: "Content/reactions/p1.json")
            let reload = try #require(await events.next("reload"))
            #expect(reload.data.contains("\"posts/p1/index.html\""))
            #expect(!reload.data.contains("posts/p2"))
            let page = try await Self.get(port: try #require(client.port), path: "/posts/p1/")
            #expect(page.body.contains("<p>1 like</p>"))
        }
    }

    @Test func aStylesheetChangeIsSwappedWithoutAReload() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        try await serve(site, console: RecordingConsole()) { client, events in
            try site.write("body { color: teal; }\n", to: "Templates/assets/style.css")
            let swap = try #require(await events.next("stylesheets"))
            #expect(swap.data == #"{"all":false,"build":2,"paths":["assets/style.css"]}"#)
            let css = try await Self.get(port: try #require(client.port), path: "/assets/style.css")
            #expect(css.body.contains("teal"))
            // Events come in order: once the next build's reload is here, any reload for the
            // stylesheet's build would have come before it.
            try site.write(Self.comments(c1: "After the stylesheet"), to: "Content/comments/p1.json")
            let next = try #require(await events.next("reload"))
            #expect(next.data.contains("\"build\":3"))
            let reloads = events.events.filter { $0.name == "reload" }.map(\.data)
            #expect(reloads.count == 1, "a reload for the stylesheet's build: \(reloads)")
        }
    }

    @Test func aTemplateErrorIsShownWithItsPlaceAndATemplateFixReloads() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        try await serve(site, console: RecordingConsole()) { client, events in
            try site.write(
                "{{<layout}}{{$main}}\n<h1>{{#page.displayTitle}}</h1>{{/main}}{{/layout}}",
                to: "Templates/post.mustache")
            let failure = try #require(await events.next("failure"))
            #expect(failure.data.contains("\"file\":\"\(site.templates.path)/post.mustache\""))
            #expect(failure.data.contains("\"line\":2"))
            try site.write(
                "{{<layout}}{{$main}}<h1 class=\"new\">{{page.displayTitle}}</h1>{{/main}}{{/layout}}",
                to: "Templates/post.mustache")
            let reload = try #require(await events.next("reload"))
            #expect(reload.data.contains("\"posts/p2/index.html\""))
            let page = try await Self.get(port: try #require(client.port), path: "/posts/p2/")
            #expect(page.body.contains("<h1 class=\"new\">Second post</h1>"))
        }
    }

    /// What the template checker finds shows as a build failure too, every problem with its
    /// place and hint, while the last good pages stay served.
    @Test func aTemplateThatReadsUndeclaredNamesIsShownWithHintsAndTheLastGoodSiteServed() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        try await serve(site, console: RecordingConsole()) { client, events in
            let template =
                "{{<layout}}{{$main}}\n<h1>{{page.displayTitel}}</h1>{{{page.postId}}}{{>partials/coment-cell}}{{/main}}{{/layout}}"
            try site.write(template, to: "Templates/post.mustache")
            let failure = try #require(await events.next("failure"))
            #expect(failure.data.contains("\"file\":\"\(site.templates.path)/post.mustache\""))
            #expect(failure.data.contains("\"line\":2") && failure.data.contains("\"column\":5"))
            for hint in [
                "did you mean displayTitle?", "{{{page.postId}}} writes text unescaped",
                "did you mean partials/comment-cell?",
            ] {
                #expect(failure.data.contains(hint), "\(hint)")
            }
            let page = try await Self.get(port: try #require(client.port), path: "/posts/p2/")
            #expect(page.status == 200)
            #expect(page.body.contains("<h1>Second post</h1>"))
        }
    }

    @Test func aSiteThatDoesNotBuildAtStartIsServedWithItsError() async throws {
        let site = try SiteOnDisk.make(["Content/posts.json": "[ oops ]"])
        defer { site.remove() }
        let console = RecordingConsole()
        try await serve(site, console: console) { client, events in
            #expect(await events.next("failure") != nil)
            let missing = try await Self.get(port: try #require(client.port), path: "/")
            #expect(missing.status == 404)
            #expect(missing.body.contains("live-reload.js"), "the placeholder page reloads once the site builds")

            try site.write(SiteOnDisk.defaultFiles["Content/posts.json"]!, to: "Content/posts.json")
            let reload = try #require(await events.next("reload"))
            #expect(reload.data.contains("\"all\":true"))
            #expect(try await Self.get(port: try #require(client.port), path: "/").status == 200)
        }
        #expect(console.errors.first?.hasPrefix("error: posts.json:1:3:") == true)
    }
}
