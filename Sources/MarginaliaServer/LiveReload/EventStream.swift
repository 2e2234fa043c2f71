import Hummingbird
import ServiceLifecycle

/// The `/_marginalia/events` response: a Server-Sent Events stream that stays open, carries the
/// broadcaster's events and a `: ping` comment every second (a client that is gone is only
/// noticed when a write fails), and ends when the server shuts down gracefully.
enum EventStream {
    static let pingInterval: Duration = .seconds(1)

    static func response(from broadcaster: LiveReloadBroadcaster) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                let (id, events, continuation) = await broadcaster.subscribe()
                do {
                    try await withGracefulShutdownHandler {
                        try await withThrowingTaskGroup(of: Void.self) { group in
                            group.addTask {
                                while !Task.isCancelled {
                                    try? await Task.sleep(for: pingInterval)
                                    continuation.yield(.ping)
                                }
                            }
                            do {
                                // Browsers reconnect after this many milliseconds when the stream ends.
                                try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                                for await event in events {
                                    try await writer.write(ByteBuffer(string: event.wireFormat))
                                }
                            } catch {
                                group.cancelAll()
                                throw error
                            }
                            group.cancelAll()
                        }
                    } onGracefulShutdown: {
                        continuation.finish()
                    }
                } catch {
                    await broadcaster.unsubscribe(id)
                    throw error
                }
                await broadcaster.unsubscribe(id)
                try await writer.finish(nil)
            })
    }
}
