import Foundation
import MarginaliaSite

/// Tells every open page what the last rebuild did, over their event streams; remembers the
/// current build number and error, for pages that connect later.
actor LiveReloadBroadcaster {
    /// Identifies this server process, so that a page can tell it talks to a restarted server.
    nonisolated let serverID: String
    /// Counts successful builds that changed the output.
    private(set) var build = 0
    /// When `build` was made, in seconds since 1970 (the `Last-Modified` floor of pages).
    private(set) var buildTime: Int64 = 0
    /// The error of the last build, if it failed.
    private(set) var failure: BuildFailure?

    private var subscribers: [Int: AsyncStream<LiveReloadEvent>.Continuation] = [:]
    private var nextSubscriber = 0
    /// The pages each listener's tabs show, as it last reported them.
    private var pagesBySubscriber: [Int: Set<String>] = [:]

    /// How many changed pages are listed by path before all pages are simply told to reload.
    static let pathLimit = 500

    init(serverID: String = UUID().uuidString) {
        self.serverID = serverID
    }

    /// How many pages are listening.
    var listenerCount: Int { subscribers.count }

    /// What HTML responses need now: the build and when it was made.
    var pageState: (build: Int, buildTime: Int64) { (build, buildTime) }

    /// The pages open in browsers, as their listeners reported them (output paths, such as
    /// `posts/p1/index.html`).
    var openPages: Set<String> { pagesBySubscriber.values.reduce(into: []) { $0.formUnion($1) } }

    /// A new listener's events, starting with `hello` (and the current error, if any).
    func subscribe() -> (
        id: Int, events: AsyncStream<LiveReloadEvent>, continuation: AsyncStream<LiveReloadEvent>.Continuation
    ) {
        let (events, continuation) = AsyncStream.makeStream(
            of: LiveReloadEvent.self, bufferingPolicy: .bufferingNewest(64))
        nextSubscriber += 1
        continuation.yield(.hello(server: serverID, build: build, connection: nextSubscriber))
        if let failure { continuation.yield(.failure(failure)) }
        subscribers[nextSubscriber] = continuation
        return (nextSubscriber, events, continuation)
    }

    func unsubscribe(_ id: Int) {
        subscribers.removeValue(forKey: id)?.finish()
        pagesBySubscriber[id] = nil
    }

    /// Records the pages a listener's tabs show now; ignored for a listener that is gone.
    func setPages(_ pages: Set<String>, of id: Int) {
        guard subscribers[id] != nil else { return }
        pagesBySubscriber[id] = pages
    }

    /// A rebuild succeeded and its files are in place: remove overlays, then reload the pages
    /// that changed, or swap stylesheets if nothing else changed. The pages of a rebuild's
    /// `firstPages` report are reloaded then, and not again with the whole rebuild's.
    func buildSucceeded(_ report: RebuildReport, at date: Date = Date()) {
        failure = nil
        publish(.success)
        guard !report.changedOutput.isEmpty else { return }
        build += 1
        buildTime = Int64(date.timeIntervalSince1970)
        let reloaded = Set(report.shownFirst)
        let pages =
            report.filesWritten.filter { !reloaded.contains($0) }
            + report.filesRemoved.filter { !$0.hasPrefix(SiteURLs.asset("")) }
        let assets = report.assetsCopied + report.filesRemoved.filter { $0.hasPrefix(SiteURLs.asset("")) }
        let stylesheetsOnly =
            pages.isEmpty && report.filesRemoved.isEmpty && report.assetsCopied.allSatisfy { $0.hasSuffix(".css") }
        if report.kind == .incremental && stylesheetsOnly {
            publish(.stylesheets(build: build, paths: report.assetsCopied))
        } else if report.kind == .full || !assets.isEmpty || pages.count > Self.pathLimit {
            publish(.reload(build: build, paths: [], all: true, except: report.shownFirst))
        } else {
            publish(.reload(build: build, paths: pages, all: false))
        }
    }

    /// A rebuild failed: every page shows the error until a build succeeds.
    func buildFailed(_ failure: BuildFailure) {
        self.failure = failure
        publish(.failure(failure))
    }

    /// Sends an event to every listener, forgetting those that are gone.
    func publish(_ event: LiveReloadEvent) {
        for (id, continuation) in subscribers {
            if case .terminated = continuation.yield(event) {
                subscribers[id] = nil
                pagesBySubscriber[id] = nil
            }
        }
    }

    /// Ends every stream, for shutdown.
    func finishAll() {
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }
}
