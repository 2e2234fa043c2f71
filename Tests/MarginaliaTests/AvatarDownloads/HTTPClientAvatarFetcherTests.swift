import Foundation
import MarginaliaSite
import Testing

@testable import MarginaliaAvatarDownloads

/// The production fetcher against a real HTTP server on 127.0.0.1: the image arrives, the size
/// cap and the whole-request deadline hold, and a configured proxy is used.
@Suite("Avatar fetcher (AsyncHTTPClient), live on loopback")
struct HTTPClientAvatarFetcherTests {
    static let direct = Result<ProxySettings, ProxySettingsError>.success(ProxySettings())
    /// A limit no loopback exchange comes near, even while the whole suite runs on 2 busy cores.
    static let generous = Duration.seconds(30)

    func url(_ server: AvatarImageServer, _ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(server.port)\(path)")!
    }

    @Test func anImageIsFetchedAndChecked() async throws {
        try await AvatarImageServer.run { server in
            let fetcher = HTTPClientAvatarFetcher(timeout: Self.generous, proxies: Self.direct)
            let image = try await fetcher.fetch(url(server, "/a.png"))
            #expect(image.format == .png)
            #expect(image.data == Data(AvatarImageServer.png))
            await #expect(throws: AvatarFetchError.status(404)) { try await fetcher.fetch(url(server, "/missing")) }
        }
    }

    @Test(
        "a body over the size limit is refused, with or without a Content-Length",
        arguments: [
            ("/big.png", AvatarImageServer.bigSize as Int?), ("/big-chunked.png", nil),
        ])
    func theSizeCapHolds(path: String, declared: Int?) async throws {
        try await AvatarImageServer.run { server in
            let fetcher = HTTPClientAvatarFetcher(timeout: Self.generous, sizeLimit: 10_000, proxies: Self.direct)
            await #expect(throws: AvatarFetchError.tooLarge(bytes: declared, limit: 10_000)) {
                try await fetcher.fetch(url(server, path))
            }
            // With a limit of exactly its size, the same image passes.
            let roomy = HTTPClientAvatarFetcher(
                timeout: Self.generous, sizeLimit: AvatarImageServer.bigSize, proxies: Self.direct)
            let image = try await roomy.fetch(url(server, path))
            #expect(image.data.count == AvatarImageServer.bigSize)
        }
    }

    /// The server sends a byte every 100 ms for a minute: no read timeout fires, so only a
    /// deadline for the whole request stops it. (Without it the test took 5.06 s with a 5-second
    /// body, and the image was accepted.) The upper bound leaves room for a busy machine.
    @Test func aServerThatSendsSlowlyIsCutOffAtTheDeadline() async throws {
        try await AvatarImageServer.run { server in
            let fetcher = HTTPClientAvatarFetcher(timeout: .seconds(1), proxies: Self.direct)
            let start = ContinuousClock.now
            await #expect(throws: AvatarFetchError.timedOut(seconds: 1)) {
                try await fetcher.fetch(url(server, "/slow.png"))
            }
            let took = ContinuousClock.now - start
            #expect(took >= .seconds(1))
            #expect(took < .seconds(25), "the deadline must hold against a slow body, it took \(took)")
        }
    }

    @Test func oneSessionServesManyImages() async throws {
        try await AvatarImageServer.run { server in
            let fetcher = HTTPClientAvatarFetcher(timeout: Self.generous, proxies: Self.direct)
            let count = await fetcher.withSession { session in
                var fetched = 0
                for _ in 0..<5 {
                    if (try? await session.fetch(url(server, "/a.png"))) != nil { fetched += 1 }
                }
                return fetched
            }
            #expect(count == 5)
            #expect(await server.log.targets.count == 5)
        }
    }

    /// A host that is not loopback goes through `http_proxy`: AsyncHTTPClient asks the proxy (our
    /// server) for a tunnel with `CONNECT`, so the name is never looked up here. (Our server is no
    /// real proxy: the tunnel never carries the request, and the fetch ends at its deadline.)
    @Test func anHTTPProxyFromTheEnvironmentIsUsed() async throws {
        try await AvatarImageServer.run { server in
            let settings = Result { () throws(ProxySettingsError) in
                try ProxySettings(environment: [
                    "http_proxy": "http://127.0.0.1:\(server.port)", "no_proxy": "elsewhere.example",
                ])
            }
            let fetcher = HTTPClientAvatarFetcher(timeout: .seconds(1), proxies: settings)
            await #expect(throws: AvatarFetchError.self) {
                try await fetcher.fetch(URL(string: "http://avatars.example.invalid/a.png")!)
            }
            let targets = await server.log.targets
            #expect(targets.count == 1 && targets[0].hasPrefix("CONNECT avatars.example.invalid"), "\(targets)")
        }
    }

    @Test func anUnusableProxySettingFailsTheDownloadsInsteadOfGoingAround() async throws {
        let settings = Result { () throws(ProxySettingsError) in
            try ProxySettings(environment: ["HTTPS_PROXY": "ftp://proxy:21"])
        }
        let fetcher = HTTPClientAvatarFetcher(timeout: Self.generous, proxies: settings)
        await #expect(
            throws: AvatarFetchError.transport(
                "HTTPS_PROXY is set but cannot be used: the scheme ftp is not supported (use http or socks5)")
        ) {
            try await fetcher.fetch(URL(string: "https://127.0.0.1:9/a.png")!)
        }
    }
}
