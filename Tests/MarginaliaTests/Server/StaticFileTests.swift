import Foundation
import Hummingbird
import HummingbirdTesting
import MarginaliaSite
import Testing

@testable import MarginaliaServer

/// The file-serving rules, in process (HummingbirdTesting's router mode).
@Suite("Serving the output folder")
struct StaticFileTests {
    /// A built site with a secret beside the output folder, served by the development router.
    struct Served {
        let site: SiteOnDisk
        let broadcaster: LiveReloadBroadcaster?
        let application: Application<RouterResponder<BasicRequestContext>>

        static func make(liveReload: Bool = true) async throws -> Served {
            let site = try SiteOnDisk.make(["secret.txt": "TOP SECRET\n", "secrets/key.txt": "TOP SECRET KEY\n"])
            _ = try await SiteGenerator(options: site.options).build()
            let broadcaster = liveReload ? LiveReloadBroadcaster(serverID: "test-server") : nil
            let router = DevServerRouter.make(folder: SiteFolder(path: site.output.path), liveReload: broadcaster)
            return Served(site: site, broadcaster: broadcaster, application: Application(router: router))
        }

        func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
            defer { site.remove() }
            try await application.test(.router, body)
        }
    }

    @Test func aFolderServesItsIndexPageAsUTF8HTML() async throws {
        let served = try await Served.make()
        let onDisk = try served.site.read("Output/posts/p1/index.html")
        try await served.test { client in
            let response = try await client.execute(uri: "/posts/p1/", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-cache")
            let body = String(buffer: response.body)
            #expect(body.contains("<h1>First post</h1>"))
            #expect(response.headers[.contentLength] == String(response.body.readableBytes))

            let home = try await client.execute(uri: "/", method: .get)
            #expect(String(buffer: home.body).contains("First post"))
        }
        #expect(!onDisk.contains("live-reload"), "the file on disk never gets the script")
    }

    @Test func aFolderWithoutTheSlashRedirectsToIt() async throws {
        let served = try await Served.make()
        try await served.test { client in
            let response = try await client.execute(uri: "/posts/p1", method: .get)
            #expect(response.status == .movedPermanently)
            #expect(response.headers[.location] == "/posts/p1/")
            let query = try await client.execute(uri: "/posts/p1?ref=feed", method: .get)
            #expect(query.headers[.location] == "/posts/p1/?ref=feed")
            // A path starting with two slashes must not redirect to another host (`//host/`).
            let doubled = try await client.execute(uri: "//posts//p1", method: .get)
            #expect(doubled.headers[.location] == "/posts/p1/")
        }
    }

    @Test(
        "content types",
        arguments: [
            ("/assets/style.css", "text/css; charset=utf-8"),
            ("/feed.xml", "application/xml; charset=utf-8"),
            ("/posts/p1/feed.xml", "application/xml; charset=utf-8"),
            ("/404.html", "text/html; charset=utf-8"),
        ])
    func contentType(path: String, type: String) async throws {
        let served = try await Served.make()
        try await served.test { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == type)
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
        }
    }

    @Test func nonHTMLFilesAreSentAsTheyAre() async throws {
        let served = try await Served.make()
        let css = try served.site.read("Output/assets/style.css")
        try await served.test { client in
            let response = try await client.execute(uri: "/assets/style.css", method: .get)
            #expect(String(buffer: response.body) == css)
        }
    }

    @Test func headSendsTheHeadersOfGetWithoutABody() async throws {
        let served = try await Served.make()
        try await served.test { client in
            let get = try await client.execute(uri: "/posts/p1/", method: .get)
            let head = try await client.execute(uri: "/posts/p1/", method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            #expect(head.headers[.eTag] == get.headers[.eTag])
            #expect(head.headers[.contentType] == get.headers[.contentType])
        }
    }

    @Test func revalidationWithTheETagGives304() async throws {
        let served = try await Served.make()
        try await served.test { client in
            let first = try await client.execute(uri: "/assets/style.css", method: .get)
            let eTag = try #require(first.headers[.eTag])
            let again = try await client.execute(uri: "/assets/style.css", method: .get, headers: [.ifNoneMatch: eTag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            #expect(again.headers[.eTag] == eTag)
            let weak = try await client.execute(
                uri: "/assets/style.css", method: .get, headers: [.ifNoneMatch: "\"other\", W/\(eTag)"])
            #expect(weak.status == .notModified)
            let other = try await client.execute(
                uri: "/assets/style.css", method: .get, headers: [.ifNoneMatch: "\"other\""])
            #expect(other.status == .ok)
        }
    }

    @Test func revalidationWithTheDateGives304() async throws {
        let served = try await Served.make()
        try await served.test { client in
            let first = try await client.execute(uri: "/assets/style.css", method: .get)
            let lastModified = try #require(first.headers[.lastModified])
            let same = try await client.execute(
                uri: "/assets/style.css", method: .get, headers: [.ifModifiedSince: lastModified])
            #expect(same.status == .notModified)
            let earlier = try await client.execute(
                uri: "/assets/style.css", method: .get, headers: [.ifModifiedSince: "Sat, 01 Jan 2000 00:00:00 GMT"])
            #expect(earlier.status == .ok)
        }
    }

    @Test func aChangedFileIsNotRevalidated() async throws {
        let served = try await Served.make()
        try await served.test { client in
            let first = try await client.execute(uri: "/assets/style.css", method: .get)
            let eTag = try #require(first.headers[.eTag])
            try served.site.write("body { color: blue; }\n", to: "Output/assets/style.css")
            let again = try await client.execute(uri: "/assets/style.css", method: .get, headers: [.ifNoneMatch: eTag])
            #expect(again.status == .ok)
            #expect(String(buffer: again.body).contains("blue"))
        }
    }

    @Test func aPageCachedBeforeABuildIsNotRevalidated() async throws {
        let served = try await Served.make()
        let broadcaster = try #require(served.broadcaster)
        try await served.test { client in
            let first = try await client.execute(uri: "/", method: .get)
            let eTag = try #require(first.headers[.eTag])
            #expect(
                try await client.execute(uri: "/", method: .get, headers: [.ifNoneMatch: eTag]).status == .notModified)
            var report = RebuildReport(kind: .incremental)
            report.filesWritten = ["posts/p2/index.html"]
            await broadcaster.buildSucceeded(report)
            // index.html is unchanged, but its script tag now names build 1: send it again.
            let again = try await client.execute(uri: "/", method: .get, headers: [.ifNoneMatch: eTag])
            #expect(again.status == .ok)
            #expect(String(buffer: again.body).contains("data-build=\"1\""))
        }
    }

    @Test func missingFilesGetTheSitesNotFoundPage() async throws {
        let served = try await Served.make()
        let notFound = try served.site.read("Output/404.html")
        try await served.test { client in
            for path in ["/nothing-here", "/posts/p9/", "/assets/style.css/", "/index.html/x"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .notFound, "\(path)")
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(
                    String(buffer: response.body).hasPrefix(
                        String(notFound.prefix(upTo: notFound.range(of: "</body>")!.lowerBound))))
                #expect(String(buffer: response.body).contains("data-file=\"404.html\""))
            }
        }
    }

    @Test func aSiteWithoutANotFoundPageGetsAPlainOne() async throws {
        let served = try await Served.make()
        try served.site.delete("Output/404.html")
        try await served.test { client in
            let response = try await client.execute(uri: "/nothing-here", method: .get)
            #expect(response.status == .notFound)
            #expect(String(buffer: response.body).contains("<h1>Not found</h1>"))
        }
    }

    @Test func foldersAreNeverListed() async throws {
        let served = try await Served.make()
        try served.site.write("x", to: "Output/downloads/file.txt")
        try await served.test { client in
            let response = try await client.execute(uri: "/downloads/", method: .get)
            #expect(response.status == .notFound)
            #expect(!String(buffer: response.body).contains("file.txt"))
            #expect(try await client.execute(uri: "/downloads/file.txt", method: .get).status == .ok)
        }
    }

    @Test(
        "paths that try to leave the folder are refused",
        arguments: [
            "/../secret.txt", "/..", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt",
            "/posts/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/posts%2f..%2f..%2fsecret.txt",
            "/%2fsecret.txt", "/..\\secret.txt", "/%5c..%5csecret.txt", "/posts\\..\\..\\secret.txt",
            "/index.html%00", "/%00/../secret.txt", "/%c0%ae%c0%ae/secret.txt", "/%2", "/%zz",
            "/../secrets/key.txt", "/./index.html",
        ])
    func traversal(path: String) async throws {
        let served = try await Served.make()
        try await served.test { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .badRequest)
            #expect(!String(buffer: response.body).contains("TOP SECRET"))
        }
    }

    @Test func symbolicLinksOutOfTheFolderAreNotFollowed() async throws {
        let served = try await Served.make()
        let fileManager = FileManager.default
        let output = served.site.output
        try fileManager.createSymbolicLink(
            atPath: output.appendingPathComponent("leak.txt").path, withDestinationPath: "../secret.txt")
        try fileManager.createSymbolicLink(
            atPath: output.appendingPathComponent("absolute.txt").path,
            withDestinationPath: served.site.root.appendingPathComponent("secret.txt").path)
        try fileManager.createSymbolicLink(
            atPath: output.appendingPathComponent("outside").path, withDestinationPath: "../secrets")
        try fileManager.createSymbolicLink(
            atPath: output.appendingPathComponent("posts/p1/leak").path, withDestinationPath: "../../../secrets")
        try fileManager.createSymbolicLink(
            atPath: output.appendingPathComponent("alias.css").path, withDestinationPath: "assets/style.css")
        try await served.test { client in
            for path in ["/leak.txt", "/absolute.txt", "/outside/key.txt", "/outside/", "/posts/p1/leak/key.txt"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .notFound, "\(path)")
                #expect(!String(buffer: response.body).contains("TOP SECRET"), "\(path)")
            }
            let inside = try await client.execute(uri: "/alias.css", method: .get)
            #expect(inside.status == .ok, "a link that stays inside the folder is fine")
            #expect(String(buffer: inside.body).contains("color"))
        }
    }

    @Test func anOutputFolderThatIsALinkIsServed() async throws {
        let served = try await Served.make()
        let real = served.site.root.appendingPathComponent("Real")
        try FileManager.default.moveItem(at: served.site.output, to: real)
        try FileManager.default.createSymbolicLink(atPath: served.site.output.path, withDestinationPath: "Real")
        try await served.test { client in
            let page = try await client.execute(uri: "/posts/p1/", method: .get)
            let outside = try await client.execute(uri: "/../secret.txt", method: .get)
            #expect(page.status == .ok)
            #expect(outside.status == .badRequest)
        }
    }

    @Test func onlyGetAndHeadAreServed() async throws {
        let served = try await Served.make()
        try await served.test { client in
            let response = try await client.execute(uri: "/", method: .post)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD")
        }
    }

    @Test func theLiveReloadScriptIsAddedToEveryHTMLResponse() async throws {
        let served = try await Served.make()
        try await served.test { client in
            let page = String(buffer: try await client.execute(uri: "/posts/p1/", method: .get).body)
            #expect(
                page.contains(
                    #"<script src="/_marginalia/live-reload.js" data-file="posts/p1/index.html" data-build="0" data-server="test-server"></script>"#
                        + "\n</body>"))
            let script = try await client.execute(uri: "/_marginalia/live-reload.js", method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(String(buffer: script.body).contains("EventSource"))
            let overlay = try await client.execute(uri: "/_marginalia/overlay.css", method: .get)
            #expect(overlay.headers[.contentType] == "text/css; charset=utf-8")
        }
    }

    @Test func withoutLiveReloadFilesAreServedAsTheyAre() async throws {
        let served = try await Served.make(liveReload: false)
        let onDisk = try served.site.read("Output/posts/p1/index.html")
        try await served.test { client in
            let page = try await client.execute(uri: "/posts/p1/", method: .get)
            let script = try await client.execute(uri: "/_marginalia/live-reload.js", method: .get)
            #expect(String(buffer: page.body) == onDisk)
            #expect(script.status == .notFound)
        }
    }

    @Test func requestsDuringAFullBuildsSwapNeverFail() async throws {
        let served = try await Served.make()
        let options = served.site.options
        try await served.test { client in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for _ in 0..<15 { _ = try await SiteGenerator(options: options).build() }
                }
                group.addTask {
                    for _ in 0..<300 {
                        let response = try await client.execute(uri: "/posts/p1/", method: .get)
                        #expect(response.status == .ok)
                        #expect(String(buffer: response.body).contains("First post"))
                    }
                }
                try await group.waitForAll()
            }
        }
    }
}
