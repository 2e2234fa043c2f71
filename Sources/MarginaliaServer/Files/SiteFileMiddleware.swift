import Hummingbird

/// Serves the site's files for every request outside `/_marginalia/`, which goes on to the
/// router (the live-reload endpoints).
struct SiteFileMiddleware<Context: RequestContext>: RouterMiddleware {
    let server: SiteFileServer

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if request.uri.path.hasPrefix(DevServerPaths.prefix) {
            return try await next(request, context)
        }
        return await server.response(to: request)
    }
}
