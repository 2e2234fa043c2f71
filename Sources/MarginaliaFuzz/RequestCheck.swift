import Hummingbird
import Logging
import MarginaliaServer
import NIOEmbedded

/// Sends the payload, as the bytes of one connection, to the development server's request
/// handling: `RequestDecoder` reads requests from it as the server's channel pipeline does, and
/// the router `serve` builds (`DevServerRouter.responder`, with live reload) answers each, in
/// process, over `FuzzSite`. Invariants, for every request:
/// - the responder never throws (the server would answer 500) and no answer is a 5xx;
/// - no body holds the text of the file outside the served folder;
/// - outside `/_marginalia/`, only `GET` and `HEAD` are served, with the statuses the file server
///   gives (200, 206, 301, 304, 400, 404, 416, else 405), and each answer is what its status says:
///   200 and 404 send a site file (a page with the live-reload script added), whole; 206 sends
///   the bytes its `Content-Range` names, of a file that is not a page, for a `GET` with `Range`;
///   416 names a file's size; 304 has no body and answers a conditional request; 301 points
///   to a path on this host; `Content-Length` counts the body; `HEAD` has no body;
/// - after the payload's requests, `GET /` still answers with the home page.
struct RequestCheck {
    let payload: [UInt8]

    /// Requests read from one payload at most: more would only slow the fuzzer down.
    static let requestLimit = 8
    private static let liveReloadScript = Array("/_marginalia/live-reload.js".utf8)
    private static let logger = Logger(label: "marginalia-fuzz", factory: { _ in SwiftLogNoOpLogHandler() })

    func run() async throws(FuzzFailure) {
        guard let site = FuzzSite.shared else { throw FuzzFailure(.request, "the served folder could not be written") }
        let requests = RequestDecoder.requests(in: payload, limit: Self.requestLimit)
        guard !requests.isEmpty else { return }
        let responder = DevServerRouter.responder(servingFolder: site.root)
        let channel = EmbeddedChannel()
        defer { _ = try? channel.finish(acceptAlreadyClosed: true) }
        for decoded in requests {
            let (response, body) = try await answer(decoded, responder: responder, channel: channel)
            try check(response, body: body, for: decoded.head, site: site)
        }
        let home = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/")
        let (response, body) = try await answer(
            RequestDecoder.Decoded(head: home, body: ByteBuffer()), responder: responder, channel: channel)
        guard response.status == .ok, Self.isPage(body, of: site.files["index.html"] ?? []) else {
            throw FuzzFailure(.request, "after the payload's requests, GET / answers \(response.status)")
        }
    }

    /// The response to one request, as the server's application makes it, and its body (none
    /// for the live-reload event stream, which never ends).
    private func answer(
        _ decoded: RequestDecoder.Decoded, responder: RouterResponder<BasicRequestContext>, channel: EmbeddedChannel
    ) async throws(FuzzFailure) -> (Response, [UInt8]) {
        let request = Request(head: decoded.head, body: RequestBody(buffer: decoded.body))
        let context = BasicRequestContext(source: .init(channel: channel, logger: Self.logger))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch {
            throw FuzzFailure(.request, "\(Self.describe(decoded.head)): the responder threw \(error) (a 500)")
        }
        if response.headers[.contentType]?.hasPrefix("text/event-stream") == true { return (response, []) }
        let sink = ResponseBodySink()
        do {
            try await response.body.write(sink.writer)
        } catch {
            throw FuzzFailure(.request, "\(Self.describe(decoded.head)): writing the body threw \(error)")
        }
        return (response, sink.bytes)
    }

    private func check(_ response: Response, body: [UInt8], for head: HTTPRequest, site: FuzzSite)
        throws(FuzzFailure)
    {
        func failure(_ message: String) -> FuzzFailure {
            FuzzFailure(.request, "\(Self.describe(head)) → \(response.status.code): \(message)")
        }
        guard response.status.code < 500 else { throw failure("a server error") }
        if body.firstRange(of: Array(FuzzSite.secret.utf8)) != nil { throw failure("the body holds the secret") }
        let path = Request(head: head, body: RequestBody(buffer: ByteBuffer())).uri.path
        if path.hasPrefix("/_marginalia/") { return }
        guard head.method == .get || head.method == .head else {
            guard response.status == .methodNotAllowed else { throw failure("only GET and HEAD are served") }
            return
        }
        if head.method == .head, !body.isEmpty { throw failure("a HEAD response has a body") }
        // The file server counts every body it sends; Hummingbird counts the others as it writes them.
        let counted = [HTTPResponse.Status.ok, .partialContent, .notFound].contains(response.status)
        if head.method == .get, let length = response.headers[.contentLength] ?? (counted ? "none" : nil),
            length != String(body.count)
        {
            throw failure("Content-Length \(length) for \(body.count) bytes")
        }
        let files = Array(site.files.values)
        switch response.status {
        case .ok, .notFound:
            guard head.method == .get else { return }
            guard files.contains(where: { $0 == body || Self.isPage(body, of: $0) }) else {
                throw failure("the body is no site file, whole")
            }
        case .partialContent:
            guard head.method == .get, head.headerFields[.range] != nil else { throw failure("a range without Range") }
            guard case (let first, let last, let size)? = Self.contentRange(response.headers[.contentRange]),
                first <= last, last < size,
                files.contains(where: { $0.count == size && !Self.isHTML($0) && Array($0[first...last]) == body })
            else {
                throw failure("Content-Range \(response.headers[.contentRange] ?? "none") does not name the body")
            }
        case .rangeNotSatisfiable:
            guard head.headerFields[.range] != nil, let header = response.headers[.contentRange],
                header.hasPrefix("bytes */"), let size = Int(header.dropFirst("bytes */".count)),
                files.contains(where: { $0.count == size })
            else {
                throw failure("416 with Content-Range \(response.headers[.contentRange] ?? "none")")
            }
        case .notModified:
            guard body.isEmpty, head.headerFields[.ifNoneMatch] != nil || head.headerFields[.ifModifiedSince] != nil
            else {
                throw failure("304 without a condition, or with a body")
            }
        case .movedPermanently:
            guard let location = response.headers[.location], location.hasPrefix("/"), !location.hasPrefix("//")
            else {
                throw failure("a redirect to \(response.headers[.location] ?? "nowhere") leaves this host")
            }
        case .badRequest:
            guard head.method == .head || String(decoding: body, as: UTF8.self).hasPrefix("Bad request") else {
                throw failure("an unexplained 400")
            }
        default:
            throw failure("a status the file server never gives")
        }
    }

    /// Whether `body` is the page `file` with the live-reload script added before its last
    /// `</body>` (or at its end).
    private static func isPage(_ body: [UInt8], of file: [UInt8]) -> Bool {
        guard isHTML(file), body.firstRange(of: liveReloadScript) != nil else { return false }
        let cut = file.ranges(of: Array("</body>".utf8)).last?.lowerBound ?? file.endIndex
        return body.count > file.count && body.starts(with: file[..<cut])
            && body.suffix(file.count - cut).elementsEqual(file[cut...])
    }

    private static func isHTML(_ file: [UInt8]) -> Bool { file.starts(with: Array("<!doctype html>".utf8)) }

    /// The numbers of a `Content-Range: bytes first-last/size`.
    private static func contentRange(_ header: String?) -> (Int, Int, Int)? {
        guard let header, header.hasPrefix("bytes ") else { return nil }
        let numbers = header.dropFirst("bytes ".count).split(whereSeparator: { $0 == "-" || $0 == "/" })
        guard numbers.count == 3, let first = Int(numbers[0]), let last = Int(numbers[1]), let size = Int(numbers[2])
        else { return nil }
        return (first, last, size)
    }

    private static func describe(_ head: HTTPRequest) -> String {
        "\(head.method) \((head.path ?? "").debugDescription) \(head.headerFields.map { "\($0.name): \($0.value)" })"
    }
}
