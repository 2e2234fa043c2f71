import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A Server-Sent Events client over a plain socket, for tests: HummingbirdTesting's live client
/// has one HTTP/1 connection, which an open event stream would block. A thread of its own reads
/// the stream; tests wait for events with `next(_:within:)`.
final class EventStreamClient: Sendable {
    /// One received event: its name (`nil` for a comment such as `: ping`), its data, and when
    /// the reading thread received it (so that a busy test runner does not skew timings).
    struct Event: Sendable {
        var name: String?
        var data: String
        var receivedAt = ContinuousClock.now
    }

    private let descriptor: Int32
    private let received = Mutex<[Event]>([])
    /// How many received events earlier `next` calls consumed.
    private let consumed = Mutex<Int>(0)
    private let ended = Mutex<Bool>(false)

    /// Connects to `localhost:port` and requests `path`.
    init(port: Int, path: String = "/_marginalia/events") throws {
        let descriptor = try Self.connect(port: port)
        self.descriptor = descriptor
        let request = "GET \(path) HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            var text = ""
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                // "\r\n" is one Character in Swift: make every line end a plain "\n".
                text = (text + String(decoding: buffer[0..<count], as: UTF8.self)).replacingOccurrences(
                    of: "\r\n", with: "\n")
                while let end = text.range(of: "\n\n") {
                    let block = String(text[..<end.lowerBound])
                    text = String(text[end.upperBound...])
                    if var event = Self.parse(block) {
                        event.receivedAt = .now
                        self.received.withLock { $0.append(event) }
                    }
                }
            }
            self.ended.withLock { $0 = true }
        }
        thread.start()
    }

    /// The next event named `name` after those already taken; `nil` only if none came within
    /// `limit`, which bounds a hang (see ``Waiting``).
    func next(_ name: String, within limit: Duration = Waiting.hangLimit) async -> Event? {
        await Waiting.first(within: limit) {
            received.withLock { events in
                consumed.withLock { start in
                    guard let index = events.indices.dropFirst(start).first(where: { events[$0].name == name }) else {
                        return nil
                    }
                    start = index + 1
                    return events[index]
                }
            }
        }
    }

    /// Every event received so far.
    var events: [Event] { received.withLock { $0 } }

    /// Whether the stream has ended: closed by the server, or by `close()`.
    var isClosed: Bool { ended.withLock { $0 } }

    func close() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        Glibc.close(descriptor)
    }

    /// Parses one event block; the HTTP head and chunk sizes (chunked encoding) are skipped,
    /// being lines that are not `field: value` pairs of the event-stream format.
    private static func parse(_ block: String) -> Event? {
        var event = Event(name: nil, data: "")
        var isEvent = false
        for line in block.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("event: ") {
                event.name = String(line.dropFirst(7))
                isEvent = true
            } else if line.hasPrefix("data: ") {
                event.data += String(line.dropFirst(6))
                isEvent = true
            } else if line.hasPrefix(": ") {
                event.data = String(line.dropFirst(2))
                isEvent = true
            }
        }
        return isEvent ? event : nil
    }

    /// A connected socket to localhost, trying each of its addresses.
    static func connect(port: Int) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo("localhost", String(port), &hints, &results) == 0 else { throw POSIXError(.EHOSTUNREACH) }
        defer { freeaddrinfo(results) }
        var address = results
        while let current = address {
            let descriptor = socket(current.pointee.ai_family, current.pointee.ai_socktype, current.pointee.ai_protocol)
            if descriptor >= 0 {
                if Glibc.connect(descriptor, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 {
                    return descriptor
                }
                Glibc.close(descriptor)
            }
            address = current.pointee.ai_next
        }
        throw POSIXError(.ECONNREFUSED)
    }
}
