import Foundation

/// How many tasks keep every core busy (twice the cores, at least 2): how many pages render at
/// once and how many comment files are decoded at once.
package let parallelTaskCount = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)

/// Runs `body` for every index of `0..<count` on every core, at most `limit` of them started and
/// not yet finished at any time, a new one started as one ends; the results in index order.
///
/// The limit keeps what a task holds (its object and its first allocations) from being made
/// for every item at the start and freed, item by item, between what the finished ones keep:
/// the allocator cannot give such holes back. Reading 200,000 comment files with a task made for
/// each at the start left about 1 GB of them.
///
/// `finished`, if given, hears how many items are done after each one ends. Once `stops` is true
/// of a result, no item is started any more: the started ones finish, and the result holds only
/// the items that ran (still in index order).
package func inParallel<Output: Sendable>(
    _ count: Int, atMost limit: Int, finished: ((_ done: Int) -> Void)? = nil,
    stoppingAt stops: (Output) -> Bool = { _ in false },
    _ body: @escaping @Sendable (_ index: Int) async -> Output
) async -> [Output] {
    await withTaskGroup(of: (Int, Output).self) { group in
        var next = 0
        var done = 0
        var stopped = false
        func startNext() {
            guard !stopped, next < count else { return }
            let index = next
            next += 1
            group.addTask { (index, await body(index)) }
        }
        for _ in 0..<max(1, limit) { startNext() }
        var results = [Output?](repeating: nil, count: max(0, count))
        for await (index, output) in group {
            results[index] = output
            done += 1
            finished?(done)
            stopped = stopped || stops(output)
            startNext()
        }
        return results.compactMap { $0 }
    }
}
