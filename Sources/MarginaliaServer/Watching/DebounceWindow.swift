/// Collects changed paths into batches, one rebuild each, so that an editor's save (write a
/// temporary file, rename it over the old one, touch it) and a `git checkout` of many files each
/// become one batch.
///
/// - A batch is flushed after `coalescingWindow` without events once a complete write has been
///   seen (`WatchedChange.Kind.complete`: a file closed after writing, renamed into place or
///   removed), no file is still being written, and the batch is small (at most `smallBatch`
///   paths): a single save shows at once.
/// - A batch of more paths, with inotify's kinds of change (a `git checkout`, whose files can
///   come far apart on a busy machine; see Benchmarks/README.md), is flushed after `burstQuietPeriod`.
/// - Otherwise (changes of no kind, as polling sees them, or a file still open for writing) it
///   is flushed after `quietPeriod` without events.
/// - A stream of changes that never pauses is still flushed after `maximumDelay`.
///
/// A value type driven by explicit instants, so that watchers on any thread can use it and tests
/// need no clock.
struct DebounceWindow: Sendable {
    let quietPeriod: Duration
    let coalescingWindow: Duration
    let burstQuietPeriod: Duration
    let maximumDelay: Duration
    /// The most paths a batch may hold and still be flushed after the coalescing window.
    let smallBatch: Int
    private(set) var pending: Set<String> = []
    /// Files seen being written and not yet closed.
    private var writing: Set<String> = []
    private var sawCompleteWrite = false
    /// Whether any change came with a kind (from inotify).
    private var sawKinds = false
    private var firstChange: ContinuousClock.Instant?
    private var lastChange: ContinuousClock.Instant?

    /// The coalescing window `Benchmarks/watch-gaps.py` measured for (see Benchmarks/README.md).
    static let measuredCoalescingWindow: Duration = .milliseconds(20)

    init(
        quietPeriod: Duration = .milliseconds(100), coalescingWindow: Duration = Self.measuredCoalescingWindow,
        burstQuietPeriod: Duration = .milliseconds(250), maximumDelay: Duration = .seconds(1), smallBatch: Int = 8
    ) {
        self.quietPeriod = quietPeriod
        self.coalescingWindow = coalescingWindow
        self.burstQuietPeriod = burstQuietPeriod
        self.maximumDelay = maximumDelay
        self.smallBatch = smallBatch
    }

    /// Adds changed paths of no particular kind (what polling sees); they wait out the quiet period.
    mutating func add(_ paths: some Sequence<String>, at now: ContinuousClock.Instant) {
        add(paths.map { WatchedChange($0, .other) }, at: now)
    }

    /// Adds changes; each one, even of a path already pending, restarts the wait.
    mutating func add(_ changes: [WatchedChange], at now: ContinuousClock.Instant) {
        guard !changes.isEmpty else { return }
        for change in changes {
            pending.insert(change.path)
            switch change.kind {
            case .writing:
                writing.insert(change.path)
                sawKinds = true
            case .complete:
                writing.remove(change.path)
                sawCompleteWrite = true
                sawKinds = true
            case .other: break
            }
        }
        if firstChange == nil { firstChange = now }
        lastChange = now
    }

    /// How long until `flush` would return a batch; `nil` if nothing is pending.
    func timeUntilFlush(at now: ContinuousClock.Instant) -> Duration? {
        guard let firstChange, let lastChange, !pending.isEmpty else { return nil }
        let wait =
            if !sawKinds {
                quietPeriod
            } else if pending.count > smallBatch {
                burstQuietPeriod
            } else if sawCompleteWrite && writing.isEmpty {
                coalescingWindow
            } else {
                quietPeriod
            }
        let due = min(lastChange + wait, firstChange + maximumDelay)
        return max(.zero, due - now)
    }

    /// The pending paths if the window is over, emptying it.
    mutating func flush(at now: ContinuousClock.Instant) -> Set<String>? {
        guard let wait = timeUntilFlush(at: now), wait == .zero else { return nil }
        defer {
            pending = []
            writing = []
            sawCompleteWrite = false
            sawKinds = false
            firstChange = nil
            lastChange = nil
        }
        return pending
    }
}
