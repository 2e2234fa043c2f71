import Hummingbird

/// The development server's routes: the site's files, and with live reload the script, the
/// overlay's stylesheet and the event stream.
enum DevServerRouter {
    static func make(folder: SiteFolder, liveReload: LiveReloadBroadcaster?) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: SiteFileMiddleware(server: SiteFileServer(folder: folder, liveReload: liveReload)))
        guard let liveReload else { return router }
        router.get(RouterPath(DevServerPaths.script)) { _, _ in
            asset(LiveReloadScript.javaScript, contentType: "text/javascript; charset=utf-8")
        }
        router.get(RouterPath(DevServerPaths.overlayStylesheet)) { _, _ in
            asset(LiveReloadScript.overlayStylesheet, contentType: "text/css; charset=utf-8")
        }
        router.get(RouterPath(DevServerPaths.events)) { _, _ in
            EventStream.response(from: liveReload)
        }
        return router
    }

    private static func asset(_ text: String, contentType: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
