/// Counts requests per network (`NetworkAddress.network`) in fixed windows, in memory only, in a
/// bounded table: when it holds `capacity` networks it starts a new table and keeps the old one
/// for look-ups, so a million senders cost two tables at most and an active network keeps its
/// count (each use moves it to the new table).
package struct RateLimiter: Sendable {
    /// How many requests a network may make in each window.
    package struct Limit: Sendable, Equatable {
        package var count: Int
        /// The window's length in seconds.
        package var seconds: Int

        package init(count: Int, seconds: Int) {
            self.count = count
            self.seconds = seconds
        }
    }

    let limits: [Limit]
    let capacity: Int
    private var current: [UInt64: [Window]] = [:]
    private var previous: [UInt64: [Window]] = [:]

    /// One window's start and count.
    private struct Window: Sendable {
        var start: Int
        package var count: Int
    }

    init(limits: [Limit], capacity: Int = 100_000) {
        self.limits = limits
        self.capacity = max(1, capacity)
    }

    /// Counts a request from `network` at `now` (seconds) and says whether it is allowed; when not,
    /// in how many seconds the fullest window ends. A refused request counts too, so a flood stays
    /// refused.
    mutating func admit(_ network: UInt64, now: Int) -> (allowed: Bool, retryAfter: Int) {
        guard !limits.isEmpty else { return (true, 0) }
        var windows = current[network] ?? previous.removeValue(forKey: network) ?? []
        if windows.count != limits.count { windows = limits.map { _ in Window(start: now, count: 0) } }
        var retryAfter = 0
        for index in limits.indices {
            let limit = limits[index]
            if now &- windows[index].start >= limit.seconds || now < windows[index].start {
                windows[index] = Window(start: now, count: 0)
            }
            if windows[index].count < Int.max { windows[index].count += 1 }
            if windows[index].count > limit.count {
                retryAfter = max(retryAfter, max(1, windows[index].start &+ limit.seconds &- now))
            }
        }
        if current[network] == nil, current.count >= capacity {
            previous = current
            current = [:]
        }
        current[network] = windows
        return (retryAfter == 0, retryAfter)
    }

    /// How many networks are remembered (for the memory test).
    var rememberedNetworks: Int { current.count + previous.count }
}
