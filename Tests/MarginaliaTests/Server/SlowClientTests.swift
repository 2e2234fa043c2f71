import Foundation
import Hummingbird
import HummingbirdTesting
import MarginaliaServer
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The idle timeout: a connection that never finishes its request head is closed after it, and
/// the live-reload stream (a response in progress) is not. Tests/load/ checks the same with 200
/// slow clients against the real executable.
@Suite("marginalia serve, slow clients")
struct SlowClientTests {
    func serve(watch: Bool, idleTimeout: Duration, _ body: @Sendable (Int) async throws -> Void) async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let configuration = DevServer.Configuration(
            site: site.options, port: 0, watch: watch, quietPeriod: .milliseconds(50), idleTimeout: idleTimeout
        )
        let application = await DevServer(configuration: configuration, console: RecordingConsole().console)
            .makeApplication()
        try await application.test(.live) { client in
            try await body(try #require(client.port))
        }
    }

    @Test func aConnectionThatNeverFinishesItsHeadersIsClosedAfterTheIdleTimeout() async throws {
        try await serve(watch: false, idleTimeout: .milliseconds(300)) { port in
            let descriptor = try EventStreamClient.connect(port: port)
            defer { close(descriptor) }
            _ = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: a".withCString { send(descriptor, $0, strlen($0), 0) }
            // Without the timeout the server would keep the connection open for good. The close
            // itself runs in a task: while other tests keep both cores busy (a 50 MB body renders
            // for seconds) it can come seconds late, so the wait is generous. Alone it takes 0.3 s.
            let ending = await Self.readToEnd(descriptor, giveUpAfter: 30)
            #expect(ending == .closed)
        }
    }

    @Test func theLiveReloadStreamOutlivesTheIdleTimeout() async throws {
        try await serve(watch: true, idleTimeout: .milliseconds(300)) { port in
            let events = try EventStreamClient(port: port)
            defer { events.close() }
            let hello = try #require(await events.next("hello"))
            // Well past the idle timeout: a ping received later shows the stream outlived it. The
            // wait is patient (a loaded machine delays pings) but ends as soon as the stream does.
            let pastIdle = hello.receivedAt + .milliseconds(900)
            let deadline = ContinuousClock.now + .seconds(30)
            var pinged = false
            while !pinged, !events.isClosed, ContinuousClock.now < deadline {
                pinged = events.events.contains { $0.name == nil && $0.data == "ping" && $0.receivedAt > pastIdle }
                if !pinged { try await Task.sleep(for: .milliseconds(20)) }
            }
            #expect(pinged, "no ping after the idle timeout")
            #expect(!events.isClosed, "the stream was closed")
        }
    }

    enum Ending: Equatable { case closed, stillOpen }

    /// Reads and discards until the server closes the connection or `seconds` pass, on a thread
    /// of its own (the read blocks).
    static func readToEnd(_ descriptor: Int32, giveUpAfter seconds: Int) async -> Ending {
        await withCheckedContinuation { continuation in
            Thread {
                var timeout = timeval(tv_sec: seconds, tv_usec: 0)
                setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                    if count > 0 { continue }
                    let timedOut = count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
                    continuation.resume(returning: timedOut ? .stillOpen : .closed)
                    return
                }
            }.start()
        }
    }
}
