import Hummingbird

/// Serves the site's files for every request outside `/_marginalia/`, which goes on to the
/// router (the live-reload endpoints).
struct SiteFileMiddleware<Context: RequestContext>: RouterMiddleware {
    let server: SiteFileServer
    /// Paths under which routes answer rather than files (the intake's, in `serve`).
    var routed: [String] = []

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let path = request.uri.path
        if path.hasPrefix(DevServerPaths.prefix) || routed.contains(where: { path.hasPrefix($0) }) {
            return try await next(request, context)
        }
        return await server.response(to: request)
    }
}
