/// A time limit for a whole piece of async work, however it spends its time.
enum Deadline {
    private enum Outcome<Value: Sendable>: Sendable {
        case finished(Value)
        case timedOut
    }

    /// Runs `operation`, and cancels it once `limit` has passed.
    /// - Returns: what `operation` returned, or `nil` if the limit passed first. Either way,
    ///   `operation` has ended when this returns, so it must answer cancellation promptly.
    static func run<Value: Sendable>(
        within limit: Duration, _ operation: @escaping @Sendable () async -> Value
    ) async -> Value? {
        await withTaskGroup(of: Outcome<Value>.self) { group in
            group.addTask { .finished(await operation()) }
            group.addTask {
                try? await Task.sleep(for: limit)
                return .timedOut
            }
            defer { group.cancelAll() }
            guard case .finished(let value)? = await group.next() else { return nil }
            return value
        }
    }
}
