/// One change a watcher saw, and whether the file is whole.
struct WatchedChange: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// Being written (created or modified, not yet closed): the file may be partial.
        case writing
        /// Whole: closed after writing, renamed into place, renamed away or removed.
        case complete
        /// Anything else (attributes, folders, a watched folder back, lost events).
        case other
    }

    let path: String
    let kind: Kind

    init(_ path: String, _ kind: Kind) {
        self.path = path
        self.kind = kind
    }
}
