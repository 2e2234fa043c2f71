/// Collects changed paths until they stop coming for `quietPeriod`, so that an editor's save
/// (write a temporary file, rename it over the old one, touch it) becomes one batch and one
/// rebuild. A stream of changes that never pauses is still flushed after `maximumDelay`.
///
/// A value type driven by explicit instants, so that watchers on any thread can use it and tests
/// need no clock.
struct DebounceWindow: Sendable {
    let quietPeriod: Duration
    let maximumDelay: Duration
    private(set) var pending: Set<String> = []
    private var firstChange: ContinuousClock.Instant?
    private var lastChange: ContinuousClock.Instant?

    init(quietPeriod: Duration = .milliseconds(100), maximumDelay: Duration = .seconds(1)) {
        self.quietPeriod = quietPeriod
        self.maximumDelay = maximumDelay
    }

    /// Adds changed paths; each change, even of a path already pending, restarts the quiet period.
    mutating func add(_ paths: some Sequence<String>, at now: ContinuousClock.Instant) {
        var added = false
        for path in paths {
            pending.insert(path)
            added = true
        }
        guard added else { return }
        if firstChange == nil { firstChange = now }
        lastChange = now
    }

    /// How long until `flush` would return a batch; `nil` if nothing is pending.
    func timeUntilFlush(at now: ContinuousClock.Instant) -> Duration? {
        guard let firstChange, let lastChange, !pending.isEmpty else { return nil }
        let due = min(lastChange + quietPeriod, firstChange + maximumDelay)
        return max(.zero, due - now)
    }

    /// The pending paths if the window is over, emptying it.
    mutating func flush(at now: ContinuousClock.Instant) -> Set<String>? {
        guard let wait = timeUntilFlush(at: now), wait == .zero else { return nil }
        defer {
            pending = []
            firstChange = nil
            lastChange = nil
        }
        return pending
    }
}
