import Foundation
import Hummingbird
import HummingbirdTesting
import MarginaliaSite
import Testing

@testable import MarginaliaServer

/// Single byte ranges, as media players ask for them (Safari plays no audio or video without).
@Suite("Serving byte ranges")
struct RangeRequestTests {
    /// 26 bytes of "video", so that every range can be checked by eye.
    static let clip = "abcdefghijklmnopqrstuvwxyz"

    static func served(liveReload: Bool = true) async throws -> (
        SiteOnDisk, Application<RouterResponder<BasicRequestContext>>
    ) {
        let site = try SiteOnDisk.make(["Content/assets/clip.mp4": clip])
        _ = try await SiteGenerator(options: site.options).build()
        let broadcaster = liveReload ? LiveReloadBroadcaster(serverID: "test-server") : nil
        let router = DevServerRouter.make(folder: SiteFolder(path: site.output.path), liveReload: broadcaster)
        return (site, Application(router: router))
    }

    static func withClient(liveReload: Bool = true, _ body: @Sendable (any TestClientProtocol) async throws -> Void)
        async throws
    {
        let (site, application) = try await served(liveReload: liveReload)
        defer { site.remove() }
        try await application.test(.router, body)
    }

    // The cases of each test share one site (a build each would only load the machine).

    @Test func aSingleRangeGets206WithItsBytes() async throws {
        let cases: [(range: String, body: String, contentRange: String)] = [
            ("bytes=0-4", "abcde", "bytes 0-4/26"),
            ("bytes=5-", "fghijklmnopqrstuvwxyz", "bytes 5-25/26"),
            ("bytes=-3", "xyz", "bytes 23-25/26"),
            ("bytes=24-1000", "yz", "bytes 24-25/26"),
            ("bytes=-100", Self.clip, "bytes 0-25/26"),
            ("bytes=25-25", "z", "bytes 25-25/26"),
            (" bytes=1-2 ", "bc", "bytes 1-2/26"),
        ]
        try await Self.withClient { client in
            for (range, body, contentRange) in cases {
                let response = try await client.execute(uri: "/assets/clip.mp4", method: .get, headers: [.range: range])
                #expect(response.status == .partialContent, "\(range)")
                #expect(response.headers[.contentRange] == contentRange, "\(range)")
                #expect(String(buffer: response.body) == body, "\(range)")
                #expect(response.headers[.contentLength] == String(body.utf8.count), "\(range)")
                #expect(response.headers[.acceptRanges] == "bytes")
                #expect(response.headers[.contentType] == "video/mp4")
                #expect(response.headers[.eTag] != nil)
            }
        }
    }

    @Test func anUnsatisfiableRangeGets416WithTheSize() async throws {
        try await Self.withClient { client in
            for range in ["bytes=26-", "bytes=26-30", "bytes=-0", "bytes=1000-", "bytes=99999999999999999999999-"] {
                let response = try await client.execute(uri: "/assets/clip.mp4", method: .get, headers: [.range: range])
                #expect(response.status == .rangeNotSatisfiable, "\(range)")
                #expect(response.headers[.contentRange] == "bytes */26", "\(range)")
                #expect(!String(buffer: response.body).contains("abc"))
            }
        }
    }

    @Test func severalRangesOtherUnitsAndMalformedHeadersGetTheWholeFile() async throws {
        try await Self.withClient { client in
            for range in [
                "bytes=0-1,3-4", "bytes=-1,0-0", "items=0-4", "bytes=5-2", "bytes=a-b", "bytes=", "bytes=-",
                "bytes=1-2-3", "0-4",
            ] {
                let response = try await client.execute(uri: "/assets/clip.mp4", method: .get, headers: [.range: range])
                #expect(response.status == .ok, "\(range)")
                #expect(String(buffer: response.body) == Self.clip, "\(range)")
                #expect(response.headers[.contentRange] == nil, "\(range)")
            }
        }
    }

    @Test func everyFileResponseSaysRangesAreAccepted() async throws {
        try await Self.withClient { client in
            let response = try await client.execute(uri: "/assets/clip.mp4", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.acceptRanges] == "bytes")
            #expect(String(buffer: response.body) == Self.clip)
        }
    }

    @Test func headIgnoresTheRange() async throws {
        try await Self.withClient { client in
            let response = try await client.execute(
                uri: "/assets/clip.mp4", method: .head, headers: [.range: "bytes=0-4"])
            #expect(response.status == .ok)
            #expect(response.headers[.contentLength] == "26")
            #expect(response.headers[.contentRange] == nil)
        }
    }

    @Test func ifRangeAppliesTheRangeOnlyToTheSameFile() async throws {
        try await Self.withClient { client in
            let first = try await client.execute(uri: "/assets/clip.mp4", method: .get)
            let eTag = try #require(first.headers[.eTag])
            let lastModified = try #require(first.headers[.lastModified])
            func status(ifRange: String) async throws -> HTTPResponse.Status {
                try await client.execute(
                    uri: "/assets/clip.mp4", method: .get, headers: [.range: "bytes=0-0", .ifRange: ifRange]
                ).status
            }
            #expect(try await status(ifRange: eTag) == .partialContent)
            #expect(try await status(ifRange: lastModified) == .partialContent)
            #expect(try await status(ifRange: "\"another-version\"") == .ok)
            #expect(try await status(ifRange: "W/\(eTag)") == .ok, "a weak tag never matches")
            #expect(try await status(ifRange: "Sat, 01 Jan 2000 00:00:00 GMT") == .ok)
        }
    }

    /// A page gets the live-reload script, so its bytes are not the file's: it is always sent
    /// whole, with the script, and says that it takes no ranges.
    @Test func aPageWithTheLiveReloadScriptIsSentWhole() async throws {
        try await Self.withClient { client in
            let whole = try await client.execute(uri: "/posts/p1/", method: .get)
            let ranged = try await client.execute(uri: "/posts/p1/", method: .get, headers: [.range: "bytes=0-9"])
            #expect(ranged.status == .ok)
            #expect(ranged.headers[.acceptRanges] == "none")
            #expect(ranged.headers[.contentRange] == nil)
            #expect(String(buffer: ranged.body) == String(buffer: whole.body))
            #expect(String(buffer: ranged.body).contains(DevServerPaths.script))
        }
    }

    @Test func withoutLiveReloadAPageTakesRanges() async throws {
        try await Self.withClient(liveReload: false) { client in
            let whole = try await client.execute(uri: "/posts/p1/", method: .get)
            let ranged = try await client.execute(uri: "/posts/p1/", method: .get, headers: [.range: "bytes=0-14"])
            #expect(ranged.status == .partialContent)
            #expect(ranged.headers[.contentRange] == "bytes 0-14/\(whole.body.readableBytes)")
            #expect(String(buffer: ranged.body) == String(String(buffer: whole.body).utf8.prefix(15))!)
        }
    }

    @Test func theNotFoundPageIgnoresRanges() async throws {
        try await Self.withClient { client in
            let response = try await client.execute(uri: "/missing.mp4", method: .get, headers: [.range: "bytes=0-4"])
            #expect(response.status == .notFound)
            #expect(response.headers[.contentRange] == nil)
        }
    }
}
