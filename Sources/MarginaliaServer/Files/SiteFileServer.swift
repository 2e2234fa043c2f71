import Hummingbird
import MarginaliaSite

/// Answers `GET` and `HEAD` requests with the files of the output folder, as a static host would,
/// plus what a development server needs: the live-reload script in every HTML response and no
/// caching without revalidation.
///
/// - `/posts/p1/` serves `posts/p1/index.html`; `/posts/p1` redirects (301) there.
/// - `Content-Type` by extension, with `charset=utf-8` for text.
/// - `ETag` and `Last-Modified`, and `304 Not Modified` for a matching conditional request.
/// - Single byte ranges (`206 Partial Content`, `416 Range Not Satisfiable`), for media players;
///   see `ByteRange`.
/// - Anything not found gets the site's own `404.html` with status 404; there are no folder
///   listings.
/// - Nothing outside the folder is ever read (see `RequestPath` and `SiteFolder`); a request
///   that tries gets 400 (bad path) or 404 (a symbolic link leading out).
/// - The folder is looked up per request; if it is missing or a file vanishes (the generator
///   swapping a new build in), the request waits for the folder and is tried once more.
/// - A page that a rebuild in progress has yet to render (`PendingPages`) is rendered first.
struct SiteFileServer: Sendable {
    let folder: SiteFolder
    /// Adds the live-reload script to HTML responses; `nil` serves files as they are.
    let liveReload: LiveReloadBroadcaster?
    /// The pages of a rebuild in progress not yet rendered; `nil` without rebuilds.
    var pending: PendingPages?
    /// How long a request waits for a missing folder to come back.
    var folderWait: Duration = .milliseconds(100)

    func response(to request: Request) async -> Response {
        guard request.method == .get || request.method == .head else {
            var headers = HTTPFields()
            headers[.allow] = "GET, HEAD"
            return Self.text(.methodNotAllowed, "Only GET and HEAD are served.\n", for: request, headers: headers)
        }
        let path: RequestPath
        do {
            path = try RequestPath(request.uri.path)
        } catch {
            return Self.text(
                .badRequest, "Bad request: this path cannot name a file of the site (\(error)).\n", for: request)
        }
        if let pending, pending.count > 0 {
            let file = path.segments.isEmpty || path.hasTrailingSlash ? Self.index(in: path) : path.relativePath
            _ = pending.renderIfPending(file)
        }
        if let response = await attempt(path, request: request) { return response }
        await waitForFolder()
        if let response = await attempt(path, request: request) { return response }
        return await notFound(request)
    }

    /// Serves the path; `nil` if nothing was found, which may be a passing swap.
    private func attempt(_ path: RequestPath, request: Request) async -> Response? {
        switch folder.resolve(path) {
        case .file(let real, let relative):
            guard let contents = FileContents(path: real) else { return nil }
            return await fileResponse(contents, relativePath: relative, status: .ok, request: request)
        case .folderWithoutSlash:
            let query = request.uri.query.map { "?" + $0 } ?? ""
            return Response(
                status: .movedPermanently,
                headers: [.location: path.normalized + "/" + query, .cacheControl: "no-cache"])
        case .notFound, .folderMissing:
            return nil
        }
    }

    /// The site's `404.html` with status 404, or a plain page if the site has none.
    private func notFound(_ request: Request) async -> Response {
        if case .file(let real, let relative) = folder.file(named: SiteURLs.notFoundPage),
            let contents = FileContents(path: real)
        {
            return await fileResponse(contents, relativePath: relative, status: .notFound, request: request)
        }
        let page = "<!doctype html>\n<meta charset=\"utf-8\">\n<title>Not found</title>\n<h1>Not found</h1>\n"
        return await respond(
            bytes: Array(page.utf8), contentType: MediaTypes.html, relativePath: SiteURLs.notFoundPage, validators: nil,
            status: .notFound, request: request
        )
    }

    private func fileResponse(
        _ contents: FileContents, relativePath: String, status: HTTPResponse.Status, request: Request
    ) async -> Response {
        let contentType = MediaTypes.contentType(forPath: relativePath)
        return await respond(
            bytes: contents.bytes, contentType: contentType, relativePath: relativePath,
            validators: Validators(stamp: contents.stamp), status: status, request: request
        )
    }

    private func respond(
        bytes: [UInt8], contentType: String, relativePath: String, validators: Validators?,
        status: HTTPResponse.Status, request: Request
    ) async -> Response {
        var bytes = bytes
        var validators = validators
        let injected = liveReload != nil && MediaTypes.isHTML(contentType)
        if let liveReload, injected {
            let state = await liveReload.pageState
            let tag = LiveReloadInjector.tag(file: relativePath, build: state.build, server: liveReload.serverID)
            bytes = LiveReloadInjector.inject(tag, into: bytes)
            // The page's bytes depend on the build too: a page cached before a build must not be
            // revalidated as current.
            if let stamp = validators { validators = stamp.variant("b\(state.build)", notBefore: state.buildTime) }
        }
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-cache"
        headers[.xContentTypeOptions] = "nosniff"
        if let validators, status == .ok {
            headers[.eTag] = validators.eTag
            headers[.lastModified] = HTTPDate.format(validators.lastModified)
            if validators.notModified(
                ifNoneMatch: request.headers[values: .ifNoneMatch], ifModifiedSince: request.headers[.ifModifiedSince])
            {
                headers[.contentType] = nil
                return Response(status: .notModified, headers: headers)
            }
        }
        var status = status
        var sent = bytes[...]
        if let validators, status == .ok {
            switch Self.range(
                of: bytes.count, for: request, validators: validators, injected: injected, headers: &headers)
            {
            case .whole:
                break
            case .part(let range):
                status = .partialContent
                headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(bytes.count)"
                sent = bytes[range]
            case .unsatisfiable:
                headers[.contentRange] = "bytes */\(bytes.count)"
                return Self.text(
                    .rangeNotSatisfiable, "The requested range lies outside the file's \(bytes.count) bytes.\n",
                    for: request, headers: headers)
            }
        }
        return Self.response(status, ByteBuffer(bytes: sent), for: request, headers: headers)
    }

    /// Which bytes of a file's response to send, and `Accept-Ranges` to say whether ranges are
    /// served. Pages with the live-reload script are always sent whole (`Accept-Ranges: none`):
    /// their bytes depend on the build and the server as well as the file, and a range is of no
    /// use for a page. Ranges apply to `GET` only (not `HEAD`), and with `If-Range` only while
    /// the file is the one the client has part of.
    private static func range(
        of size: Int, for request: Request, validators: Validators, injected: Bool, headers: inout HTTPFields
    ) -> ByteRange {
        headers[.acceptRanges] = injected ? "none" : "bytes"
        guard !injected, request.method == .get, validators.allowsRange(ifRange: request.headers[.ifRange]) else {
            return .whole
        }
        return ByteRange(header: request.headers[.range], size: size)
    }

    /// The `index.html` of the folder a path names.
    private static func index(in path: RequestPath) -> String {
        path.segments.isEmpty ? SiteURLs.indexFile : path.relativePath + "/" + SiteURLs.indexFile
    }

    /// Waits, briefly, for the folder to exist again.
    private func waitForFolder() async {
        let deadline = ContinuousClock.now + folderWait
        while !folder.exists && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// A plain-text answer; to a `HEAD`, its headers only.
    private static func text(
        _ status: HTTPResponse.Status, _ text: String, for request: Request, headers: HTTPFields = [:]
    ) -> Response {
        var headers = headers
        headers[.contentType] = "text/plain; charset=utf-8"
        return response(status, ByteBuffer(string: text), for: request, headers: headers)
    }

    /// An answer of `content` with its `Content-Length`; to a `HEAD`, the headers only (RFC 9110:
    /// a `HEAD` response has no content, and NIO's encoder is not the place to rely on for that).
    private static func response(
        _ status: HTTPResponse.Status, _ content: ByteBuffer, for request: Request, headers: HTTPFields
    ) -> Response {
        var headers = headers
        headers[.contentLength] = String(content.readableBytes)
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: content)
        return Response(status: status, headers: headers, body: body)
    }
}
