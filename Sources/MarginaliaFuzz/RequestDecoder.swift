import Hummingbird
import HummingbirdCore
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Turns the bytes a client sends into requests as `marginalia serve` does: the channel pipeline
/// Hummingbird's `HTTP1Channel.setup` builds for every connection (NIO's HTTP/1 decoder, with the
/// same limits, and the conversion to HTTP types), on an `EmbeddedChannel`, so it runs on the
/// caller's thread.
///
/// What the server's pipeline adds after these handlers (the idle timeout, the async channel that
/// hands requests to the responder) only moves requests along; it does not change them.
struct RequestDecoder {
    /// One decoded request: its head and its whole body.
    struct Decoded {
        let head: HTTPRequest
        let body: ByteBuffer
    }

    /// The complete requests in `bytes`, in order, up to the first that does not parse (the
    /// server answers that one with 400 and closes the connection) or `limit`.
    static func requests(in bytes: [UInt8], limit: Int) -> [Decoded] {
        let channel = EmbeddedChannel()
        defer { _ = try? channel.finish(acceptAlreadyClosed: true) }
        let defaults = HTTP1Channel.Configuration().httpDecoder
        var limits = NIOHTTPDecoderLimitConfiguration()
        limits.maxHeaderFieldSize = defaults.maxHeaderFieldSize
        limits.maxHeaderListSize = defaults.maxHeaderListSize
        limits.maxHeaderFieldCount = defaults.maxHeaderFieldCount
        do {
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(
                withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(), withDecoderLimitConfiguration: limits)
            try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
        } catch {
            return []
        }
        // A parse error stops the decoding; what was decoded before it still counts.
        _ = try? channel.writeInbound(channel.allocator.buffer(bytes: bytes))
        var requests: [Decoded] = []
        var head: HTTPRequest?
        var body = channel.allocator.buffer(capacity: 0)
        while requests.count < limit, let part = try? channel.readInbound(as: HTTPRequestPart.self) {
            switch part {
            case .head(let next):
                head = next
                body.clear()
            case .body(var chunk):
                body.writeBuffer(&chunk)
            case .end:
                if let head { requests.append(Decoded(head: head, body: body)) }
                head = nil
            }
        }
        return requests
    }
}
