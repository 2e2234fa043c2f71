import MarginaliaContent

/// Runs `body` for every item with at most `parallelTaskCount` running at once; results in
/// item order. The first error stops new work and is thrown once the running items finish.
/// `finished`, if given, is called with the number of items done after each one finishes.
///
/// Children return a `Result` made by `Result(catching:)` rather than using a typed `do`/`catch`:
/// a typed `throws` inside a task-group child crashed release builds (Swift 6.3.1).
func forEachInParallel<Item: Sendable, Output: Sendable, Failure: Error>(
    _ items: [Item], finished: ((Int) -> Void)? = nil, _ body: @escaping @Sendable (Item) throws(Failure) -> Output
) async throws(Failure) -> [Output] {
    let outcome = await withTaskGroup(of: (Int, Result<Output, Failure>).self) { group in
        var results = [Output?](repeating: nil, count: items.count)
        var failure: Failure?
        var next = 0
        var done = 0
        func addNext() {
            guard next < items.count else { return }
            let position = next
            let item = items[position]
            next += 1
            group.addTask { (position, Result { () throws(Failure) in try body(item) }) }
        }
        for _ in 0..<parallelTaskCount { addNext() }
        for await (position, result) in group {
            switch result {
            case .success(let value): results[position] = value
            case .failure(let error): failure = failure ?? error
            }
            done += 1
            finished?(done)
            if failure == nil { addNext() }
        }
        return failure.map { Result<[Output], Failure>.failure($0) } ?? .success(results.compactMap { $0 })
    }
    return try outcome.get()
}
