import Foundation
import Hummingbird

/// What a live-reload connection posts to `/_marginalia/pages`: which pages its tabs show,
/// `{"connection": 3, "pages": ["posts/p1/index.html"]}`, so that a rebuild renders them first.
/// A `GET` there answers every connection's pages together, `{"pages": [...]}`.
///
/// Only `application/json` is taken, which a page of another site cannot send here without the
/// browser asking first (a CORS preflight this server never allows); the body and the list are
/// bounded, and anything else gets 400 or 415.
struct OpenPagesReport: Decodable, Sendable, Equatable {
    let connection: Int
    let pages: [String]

    static let bodyLimit = 64 * 1024
    static let pageLimit = 256

    /// Reads a report from a request and hands it to the broadcaster.
    static func receive(_ request: Request, broadcaster: LiveReloadBroadcaster) async -> Response {
        let type = request.headers[.contentType]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard type == "application/json" else {
            return Response(status: .unsupportedMediaType)
        }
        guard let body = try? await request.body.collect(upTo: bodyLimit),
            let report = try? JSONDecoder().decode(Self.self, from: Data(body.readableBytesView)),
            report.pages.count <= pageLimit
        else {
            return Response(status: .badRequest)
        }
        await broadcaster.setPages(Set(report.pages), of: report.connection)
        return Response(status: .noContent)
    }

    /// The pages open now, as JSON.
    static func openPages(of broadcaster: LiveReloadBroadcaster) async -> Response {
        let pages = await broadcaster.openPages.sorted()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let json = (try? encoder.encode(["pages": pages])) ?? Data("{}".utf8)
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
    }
}
