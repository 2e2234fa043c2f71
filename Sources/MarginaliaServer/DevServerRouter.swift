import Hummingbird
import MarginaliaSite

/// The development server's routes: the site's files, and with live reload the script, the
/// overlay's stylesheet, the shared worker, the event stream and the open pages' reports.
package enum DevServerRouter {
    static func make(
        folder: SiteFolder, liveReload: LiveReloadBroadcaster?, pending: PendingPages? = nil,
        intake: IntakeService? = nil
    ) -> Router<BasicRequestContext> {
        let router = Router()
        let files = SiteFileServer(folder: folder, liveReload: liveReload, pending: pending)
        router.add(middleware: SiteFileMiddleware(server: files, routed: intake.map { [$0.links.intakePath] } ?? []))
        if let intake {
            // Every request comes from the owner's machine: no network is told apart.
            IntakeRoutes.add(to: router, service: intake) { _, _ in nil }
        }
        guard let liveReload else { return router }
        router.get(RouterPath(DevServerPaths.script)) { _, _ in
            asset(LiveReloadScript.javaScript, contentType: "text/javascript; charset=utf-8")
        }
        router.get(RouterPath(DevServerPaths.overlayStylesheet)) { _, _ in
            asset(LiveReloadScript.overlayStylesheet, contentType: "text/css; charset=utf-8")
        }
        router.get(RouterPath(DevServerPaths.worker)) { _, _ in
            asset(LiveReloadWorkerScript.javaScript, contentType: "text/javascript; charset=utf-8")
        }
        router.get(RouterPath(DevServerPaths.events)) { _, _ in
            EventStream.response(from: liveReload)
        }
        router.post(RouterPath(DevServerPaths.pages)) { request, _ in
            await OpenPagesReport.receive(request, broadcaster: liveReload)
        }
        router.get(RouterPath(DevServerPaths.pages)) { _, _ in
            await OpenPagesReport.openPages(of: liveReload)
        }
        return router
    }

    /// The responder `serve` answers requests with (as `DevServer.makeApplication()` builds it,
    /// with live reload and no rebuild in progress) for the folder at `path`, for the fuzzer's
    /// request mode (Sources/MarginaliaFuzz) to drive in process.
    package static func responder(servingFolder path: String) -> RouterResponder<BasicRequestContext> {
        make(
            folder: SiteFolder(path: path), liveReload: LiveReloadBroadcaster(serverID: "fuzz"), pending: PendingPages()
        )
        .buildResponder()
    }

    private static func asset(_ text: String, contentType: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
