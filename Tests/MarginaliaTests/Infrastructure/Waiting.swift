/// How tests wait: for an event of the code under test (a line of output, an event on the live
/// reload stream, a batch of changes, a process's exit), checked again and again until it comes.
///
/// The time limit only bounds a hang, so that a broken server fails its test instead of stalling
/// the run: it is generous (minutes of a loaded machine's scheduling), and no passing run comes
/// near it. It never decides an outcome; a test that needs "nothing else happened" proves it
/// with a later event ordered after it, not by waiting and seeing nothing.
enum Waiting {
    /// How long a test waits for an event before calling it a hang.
    static let hangLimit: Duration = .seconds(90)

    /// The first value `find` returns, asked every `interval` until `limit` has passed.
    static func first<Value>(
        within limit: Duration = hangLimit, every interval: Duration = .milliseconds(10), _ find: () -> Value?
    ) async -> Value? {
        let deadline = ContinuousClock.now + limit
        while true {
            if let value = find() { return value }
            guard ContinuousClock.now < deadline else { return nil }
            try? await Task.sleep(for: interval)
        }
    }

    /// Whether `condition` came to hold within `limit` (checked every `interval`).
    static func until(
        within limit: Duration = hangLimit, every interval: Duration = .milliseconds(10), _ condition: () -> Bool
    ) async -> Bool {
        await first(within: limit, every: interval) { condition() ? true : nil } ?? false
    }
}
