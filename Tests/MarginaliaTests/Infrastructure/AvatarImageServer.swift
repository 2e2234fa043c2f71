import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// A loopback HTTP server for the live avatar-fetcher tests. By the end of the request target:
/// `/a.png` a small PNG, `/big.png` a PNG of `bigSize` bytes (with or without a Content-Length),
/// `/slow.png` a PNG whose bytes come one every 100 ms for 60 s (each within any read timeout, the
/// whole far past the fetcher's limit), anything else 404. It records every request as `METHOD target`
/// (for `CONNECT`, the authority), so a test can tell that a client used it as a proxy.
struct AvatarImageServer: Sendable {
    let port: Int
    let log: RequestLog

    static let bigSize = 64 * 1024
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("IHDR".utf8)

    /// The request targets seen, in order.
    actor RequestLog {
        private(set) var targets: [String] = []
        func record(_ target: String) { targets.append(target) }
    }

    /// Runs `body` with a server listening on 127.0.0.1.
    static func run(_ body: @Sendable (AvatarImageServer) async throws -> Void) async throws {
        let log = RequestLog()
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            if request.method == .connect {
                await log.record("CONNECT \(request.head.authority ?? "")")
                return Response(status: .ok)
            }
            let target = request.head.path ?? ""
            await log.record("\(request.method) \(target)")
            return response(for: target)
        }
        let application = Application(
            responder: responder, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0))
        )
        try await application.test(.live) { client in
            try await body(AvatarImageServer(port: try #require(client.port), log: log))
        }
    }

    private static func response(for target: String) -> Response {
        let image: HTTPFields = [.contentType: "image/png"]
        if target.hasSuffix("/a.png") {
            return Response(status: .ok, headers: image, body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
        }
        if target.hasSuffix("/big.png") || target.hasSuffix("/big-chunked.png") {
            let bytes = png + [UInt8](repeating: 0, count: bigSize - png.count)
            if target.hasSuffix("/big.png") {
                return Response(status: .ok, headers: image, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
            }
            return Response(
                status: .ok, headers: image,
                body: ResponseBody { writer in
                    for start in stride(from: 0, to: bytes.count, by: 4096) {
                        try await writer.write(ByteBuffer(bytes: bytes[start..<min(start + 4096, bytes.count)]))
                    }
                    try await writer.finish(nil)
                })
        }
        if target.hasSuffix("/slow.png") {
            return Response(
                status: .ok, headers: image,
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(bytes: png))
                    for _ in 0..<600 {
                        try await Task.sleep(for: .milliseconds(100))
                        try await writer.write(ByteBuffer(bytes: [0]))
                    }
                    try await writer.finish(nil)
                })
        }
        return Response(status: .notFound)
    }
}
