import Foundation
import Hummingbird
import NIOCore
import Testing

@testable import MarginaliaServer

/// A port taken after the check at start (by another process, in between) is still reported as
/// in use: the server's own bind error is recognised by its code, not its text.
@Suite("A port taken while the server starts")
struct PortInUseTests {
    @Test func theServersBindErrorIsAPortInUse() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let busy = try ServeProcessTests.BusyPort()
        let server = DevServer(
            configuration: DevServer.Configuration(site: site.options, port: busy.port, watch: false),
            console: RecordingConsole().console)
        // The check at start is skipped: the application itself meets the busy port.
        let application = await server.makeApplication()
        let error = await #expect(throws: (any Error).self) {
            try await application.runService(gracefulShutdownSignals: [])
        }
        let mapped = try DevServerError(serving: #require(error), host: "127.0.0.1", port: busy.port)
        #expect(mapped == .portInUse(host: "127.0.0.1", port: busy.port))
    }

    @Test func otherErrorsKeepTheirReason() {
        let refused = DevServerError(serving: IOError(errnoCode: EACCES, reason: "bind"), host: "127.0.0.1", port: 80)
        guard case .cannotListen(_, 80, let reason) = refused else {
            Issue.record("expected cannotListen, got \(refused)")
            return
        }
        #expect(reason.contains("Permission denied"))
        #expect(
            DevServerError(serving: IOError(errnoCode: EADDRINUSE, reason: "bind"), host: "::1", port: 8000)
                == .portInUse(host: "::1", port: 8000))
    }
}
