import Foundation

/// What the server tells open pages, as Server-Sent Events (`text/event-stream`).
enum LiveReloadEvent: Sendable, Equatable {
    /// Sent first on every connection: which server process and build the page now talks to,
    /// and the connection's number, for reporting the pages it serves (`OpenPagesReport`).
    case hello(server: String, build: Int, connection: Int)
    /// Pages were rewritten (paths relative to the output folder), or all of them except those
    /// in `except` (already reloaded).
    case reload(build: Int, paths: [String], all: Bool, except: [String] = [])
    /// Only stylesheets changed: swap them without reloading.
    case stylesheets(build: Int, paths: [String])
    /// The last rebuild failed: show the overlay.
    case failure(BuildFailure)
    /// The last rebuild succeeded: remove any overlay.
    case success
    /// Keeps the connection alive and finds clients that are gone (a write fails).
    case ping

    /// The event in the stream's wire format, ending with a blank line.
    var wireFormat: String {
        switch self {
        case .hello(let server, let build, let connection):
            Self.event("hello", Hello(server: server, build: build, connection: connection))
        case .reload(let build, let paths, let all, let except):
            Self.event("reload", Reload(build: build, paths: paths, all: all, except: except.isEmpty ? nil : except))
        case .stylesheets(let build, let paths):
            Self.event("stylesheets", Reload(build: build, paths: paths, all: false, except: nil))
        case .failure(let failure): Self.event("failure", failure)
        case .success: "event: success\ndata: {}\n\n"
        case .ping: ": ping\n\n"
        }
    }

    /// The name of the event, as the script listens for it.
    var name: String? {
        switch self {
        case .hello: "hello"
        case .reload: "reload"
        case .stylesheets: "stylesheets"
        case .failure: "failure"
        case .success: "success"
        case .ping: nil
        }
    }

    private struct Hello: Encodable {
        let server: String
        let build: Int
        let connection: Int
    }

    private struct Reload: Encodable {
        let build: Int
        let paths: [String]
        let all: Bool
        let except: [String]?
    }

    /// JSON has no raw line breaks, so the data fits one `data:` line.
    private static func event(_ name: String, _ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: \(name)\ndata: \(json)\n\n"
    }
}
