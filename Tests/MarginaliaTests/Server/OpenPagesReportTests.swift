import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MarginaliaServer

@Suite("Reports of the pages open in browsers")
struct OpenPagesReportTests {
    static let path = "/_marginalia/pages"

    /// Runs `body` with a router whose broadcaster has one listener, and that listener's number.
    func withRouter(_ body: @Sendable (any TestClientProtocol, Int) async throws -> Void) async throws {
        let broadcaster = LiveReloadBroadcaster(serverID: "s1")
        let (id, _, _) = await broadcaster.subscribe()
        let folder = SiteFolder(path: "/nonexistent-marginalia-folder")
        let router = DevServerRouter.make(folder: folder, liveReload: broadcaster)
        try await Application(router: router).test(.router) { client in try await body(client, id) }
    }

    func post(
        _ client: any TestClientProtocol, _ body: String, type: String = "application/json"
    ) async throws -> HTTPResponse.Status {
        let headers: HTTPFields = [.contentType: type]
        let response = try await client.execute(
            uri: Self.path, method: .post, headers: headers, body: ByteBuffer(string: body))
        return response.status
    }

    @Test func aReportIsTakenAndTheOpenPagesAreAnsweredBack() async throws {
        try await withRouter { client, id in
            #expect(try await post(client, #"{"connection": \#(id), "pages": ["posts/p1/index.html"]}"#) == .noContent)
            let response = try await client.execute(uri: Self.path, method: .get)
            #expect(String(buffer: response.body) == #"{"pages":["posts/p1/index.html"]}"#)
        }
    }

    @Test func anythingElseIsRefused() async throws {
        try await withRouter { client, id in
            let report = #"{"connection": \#(id), "pages": ["index.html"]}"#
            #expect(try await post(client, report, type: "text/plain") == .unsupportedMediaType)
            #expect(try await post(client, "pages: index.html") == .badRequest)
            let many = (0...OpenPagesReport.pageLimit).map { "\"p\($0).html\"" }.joined(separator: ",")
            #expect(try await post(client, #"{"connection": \#(id), "pages": [\#(many)]}"#) == .badRequest)
            let huge = String(repeating: "a", count: OpenPagesReport.bodyLimit)
            #expect(try await post(client, #"{"connection": \#(id), "pages": ["\#(huge)"]}"#) == .badRequest)
            let response = try await client.execute(uri: Self.path, method: .get)
            #expect(String(buffer: response.body) == #"{"pages":[]}"#)
        }
    }
}
