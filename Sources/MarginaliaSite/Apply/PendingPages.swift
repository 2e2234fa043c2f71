import Synchronization

/// The pages a rebuild has still to render while it renders them in the background, so that the
/// development server can render one at once when a browser asks for it, rather than serve the
/// file of the last build.
///
/// Shared by the rebuilder, which fills and empties it, and the server, which asks it before it
/// reads a file. A page is pending until its files are written; rendered on demand, it is
/// written (atomically, like every file of a rebuild) before the request reads it.
public final class PendingPages: Sendable {
    /// Renders one page of the rebuild in progress and writes its files.
    typealias Render = @Sendable (PlannedPage) throws(SiteError) -> Void

    private struct State {
        /// Each pending page, by each of its output files.
        var pages: [String: PlannedPage] = [:]
        var render: Render?
    }

    private let state = Mutex(State())

    public init() {}

    /// How many output files are pending.
    public var count: Int { state.withLock { $0.pages.count } }

    /// Renders and writes the page that `path` (relative to the output folder) belongs to if it
    /// is pending; returns whether it did. A page that fails to render stays pending (the
    /// rebuild in progress reports the error).
    public func renderIfPending(_ path: String) -> Bool {
        let job: (PlannedPage, Render)? = state.withLock { state in
            guard let page = state.pages[path], let render = state.render else { return nil }
            return (page, render)
        }
        guard let job else { return false }
        let (page, render) = job
        do {
            try render(page)
        } catch {
            return false
        }
        rendered(page)
        return true
    }

    /// Starts a background render of `pages`.
    func begin(_ pages: some Sequence<PlannedPage>, render: @escaping Render) {
        state.withLock { state in
            state = State()
            for page in pages {
                for path in page.paths { state.pages[path] = page }
            }
            state.render = render
        }
    }

    /// A page's files are written.
    func rendered(_ page: PlannedPage) {
        state.withLock { state in
            for path in page.paths where state.pages[path]?.page == page.page { state.pages[path] = nil }
        }
    }

    /// The background render ended (done or failed): nothing is pending.
    func end() {
        state.withLock { $0 = State() }
    }
}
