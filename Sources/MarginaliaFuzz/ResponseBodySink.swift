import Hummingbird
import Synchronization

/// Collects the bytes of a response body, as the server's connection would write them.
final class ResponseBodySink: Sendable {
    private let collected = Mutex<[UInt8]>([])

    var bytes: [UInt8] { collected.withLock { $0 } }

    /// The writer to hand to `ResponseBody.write`.
    var writer: some ResponseBodyWriter { Writer(sink: self) }

    private struct Writer: ResponseBodyWriter {
        let sink: ResponseBodySink

        func write(_ buffer: ByteBuffer) async throws {
            sink.collected.withLock { $0.append(contentsOf: buffer.readableBytesView) }
        }

        func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}
