import MarginaliaContent

/// Runs `body` for every item with at most `parallelTaskCount` running at once (`inParallel`);
/// results in item order. The first error stops new work; once the running items finish, the
/// error of the first item (in item order) that failed is thrown. `finished`, if given, is called
/// with the number of items done after each one finishes.
///
/// Each item's outcome is a `Result` made by `Result(catching:)` rather than a typed `do`/`catch`
/// inside the task: a typed `throws` inside a task-group child crashed release builds (Swift 6.3.1).
func forEachInParallel<Item: Sendable, Output: Sendable, Failure: Error>(
    _ items: [Item], finished: ((Int) -> Void)? = nil, _ body: @escaping @Sendable (Item) throws(Failure) -> Output
) async throws(Failure) -> [Output] {
    let outcomes = await inParallel(
        items.count, atMost: parallelTaskCount, finished: finished, stoppingAt: \.isFailure
    ) { index in
        Result { () throws(Failure) in try body(items[index]) }
    }
    return try outcomes.map { outcome throws(Failure) in try outcome.get() }
}

extension Result {
    fileprivate var isFailure: Bool {
        if case .failure = self { true } else { false }
    }
}
