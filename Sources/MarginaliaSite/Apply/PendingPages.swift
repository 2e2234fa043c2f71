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
        /// The pages of the rebuild in progress.
        var pages: [PlannedPage] = []
        /// The position in `pages` of each pending page, by each of its output files.
        var positions: [String: Int] = [:]
        var render: Render?
    }

    private let state = Mutex(State())

    public init() {}

    /// How many output files are pending.
    public var count: Int { state.withLock { $0.positions.count } }

    /// Renders and writes the page that `path` (relative to the output folder) belongs to if it
    /// is pending; returns whether it did. A page that fails to render stays pending (the
    /// rebuild in progress reports the error).
    public func renderIfPending(_ path: String) -> Bool {
        let job: (PlannedPage, Render)? = state.withLock { state in
            guard let position = state.positions[path], let render = state.render else { return nil }
            return (state.pages[position], render)
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

    /// Starts a background render of `pages`, but for those that have a file in `first`: they are
    /// rendered first and not on demand. Returns the positions in `pages` of those.
    func begin(_ pages: [PlannedPage], first: Set<String>, render: @escaping Render) -> Set<Int> {
        state.withLock { state in
            state = State(pages: pages, render: render)
            // One pass over every file, which finds the first pages too.
            state.positions.reserveCapacity(pages.count * 2)
            for position in pages.indices {
                for path in pages[position].paths { state.positions[path] = position }
            }
            let firstPositions = Set(first.compactMap { state.positions[$0] })
            for position in firstPositions {
                for path in pages[position].paths where state.positions[path] == position {
                    state.positions[path] = nil
                }
            }
            return firstPositions
        }
    }

    /// A page's files are written.
    func rendered(_ page: PlannedPage) {
        state.withLock { state in
            for path in page.paths {
                if let position = state.positions[path], state.pages[position].page == page.page {
                    state.positions[path] = nil
                }
            }
        }
    }

    /// The background render ended (done or failed): nothing is pending.
    func end() {
        state.withLock { $0 = State() }
    }
}
