/// The URLs the development server answers itself, below a prefix no site file uses.
enum DevServerPaths {
    /// Requests below this prefix are never looked up in the output folder.
    static let prefix = "/_marginalia/"
    static let script = "/_marginalia/live-reload.js"
    static let overlayStylesheet = "/_marginalia/overlay.css"
    static let events = "/_marginalia/events"
    static let worker = "/_marginalia/live-reload-worker.js"
    /// Where a live-reload connection says which pages its tabs show (`OpenPagesReport`).
    static let pages = "/_marginalia/pages"
}
