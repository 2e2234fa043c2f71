import Hummingbird
import MarginaliaModels
import MarginaliaSite
import MarginaliaText
import NIOCore

/// The intake's routes under its path (`IntakeLinks.intakePath`): `GET reply`, `POST preview`,
/// `POST confirm`, `GET received`. A form body must be form encoding (else `415`), within the
/// size limit (else `413`), and readable (else `400`). The rate limits count the sender's network
/// before the body is read; a refused request's form is read only to be shown again.
package enum IntakeRoutes {
    static func add<Context: RequestContext>(
        to router: Router<Context>, service: IntakeService,
        peer: @escaping @Sendable (Request, Context) -> NetworkAddress?
    ) {
        let base = service.links.intakePath
        @Sendable func network(_ request: Request, _ context: Context) -> UInt64 {
            let address =
                service.settings.trustedProxy.map {
                    $0.client(peer: peer(request, context), forwardedFor: request.headers.forwardedFor)
                } ?? peer(request, context)
            return address?.network ?? 0
        }
        router.get(RouterPath(base + CommentsAddress.replyPage)) { request, _ in
            let query = (try? FormBody(Array((request.uri.query ?? "").utf8))) ?? FormBody(fields: [:])
            return http(
                await service.reply(
                    post: query[CommentFormField.post.rawValue], parent: query[CommentFormField.parent.rawValue]))
        }
        router.get(RouterPath(base + CommentsAddress.receivedPage)) { request, _ in
            let query = (try? FormBody(Array((request.uri.query ?? "").utf8))) ?? FormBody(fields: [:])
            return http(await service.received(post: query[CommentFormField.post.rawValue]))
        }
        for page in [CommentsAddress.previewPage, CommentsAddress.confirmPage] {
            router.post(RouterPath(base + page)) { request, context in
                let limited = await service.admit(page, from: network(request, context))
                let body = await form(of: request, limit: service.settings.maximumFormBytes)
                if let limited { return http(await service.limited(limited, form: try? body.get())) }
                switch body {
                case .success(let form):
                    let answer =
                        page == CommentsAddress.previewPage ? await service.preview(form) : await service.confirm(form)
                    return http(answer)
                case .failure(let refusal): return http(await service.unreadable(refusal))
                }
            }
        }
    }

    /// The request's form, or the refusal its body earns.
    private static func form(of request: Request, limit: Int) async -> Result<FormBody, IntakeRefusal> {
        let type = request.headers[.contentType]?.lowercased() ?? ""
        guard type.split(separator: ";").first.map({ String($0).trimmed }) == "application/x-www-form-urlencoded" else {
            return .failure(.unsupportedType)
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            return .failure(.tooLarge)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch {
            return .failure(.tooLarge)
        }
        do {
            return .success(try FormBody(buffer.readableBytesView))
        } catch {
            return .failure(.malformed)
        }
    }

    /// The response for an intake answer: a page (`text/html`), or a `303` to its `Location`.
    static func http(_ answer: IntakeResponse) -> Response {
        var headers = HTTPFields()
        headers[.cacheControl] = "no-store"
        headers.setReferrerPolicy("same-origin")
        headers[.xContentTypeOptions] = "nosniff"
        if let location = answer.location {
            headers[.location] = location
            return Response(status: .seeOther, headers: headers)
        }
        headers[.contentType] = "text/html; charset=utf-8"
        if let retryAfter = answer.retryAfter { headers[.retryAfter] = String(retryAfter) }
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.page)))
    }
}

extension HTTPFields {
    /// Where a reverse proxy says the request came from (read only from a trusted proxy).
    fileprivate var forwardedFor: String? { self[.init("X-Forwarded-For")!] }

    fileprivate mutating func setReferrerPolicy(_ value: String) { self[.init("Referrer-Policy")!] = value }
}
