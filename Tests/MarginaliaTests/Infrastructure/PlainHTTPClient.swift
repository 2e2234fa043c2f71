import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 `GET` over a fresh socket (`Connection: close`), read on a thread of its own, for
/// tests that talk to a server in another process.
enum PlainHTTPClient {
    struct Response: Sendable {
        var status: Int
        var body: String
    }

    static func get(port: Int, path: String) async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                do {
                    continuation.resume(returning: try fetch(port: port, path: path))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            thread.start()
        }
    }

    private static func fetch(port: Int, path: String) throws -> Response {
        let descriptor = try EventStreamClient.connect(port: port)
        defer { close(descriptor) }
        let request = "GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let statusLine = text.split(separator: "\r\n").first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? ""),
              let headEnd = text.range(of: "\r\n\r\n")
        else { throw POSIXError(.EBADMSG) }
        return Response(status: status, body: String(text[headEnd.upperBound...]))
    }
}
