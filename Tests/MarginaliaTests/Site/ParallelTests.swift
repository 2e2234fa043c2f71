import Foundation
import Synchronization
import Testing
@testable import MarginaliaSite

@Suite("Parallel rendering")
struct ParallelTests {
    /// Which workers are busy, and what went wrong, across the items of one run.
    final class WorkerLog: Sendable {
        private let state = Mutex((busy: Set<Int>(), used: Set<Int>(), shared: [Int](), outOfRange: [Int]()))

        func start(_ worker: Int) {
            state.withLock { state in
                if !(0..<renderingParallelism).contains(worker) { state.outOfRange.append(worker) }
                if !state.busy.insert(worker).inserted { state.shared.append(worker) }
                state.used.insert(worker)
            }
        }

        func end(_ worker: Int) {
            _ = state.withLock { $0.busy.remove(worker) }
        }

        var summary: (shared: [Int], outOfRange: [Int], used: Set<Int>) {
            state.withLock { ($0.shared, $0.outOfRange, $0.used) }
        }
    }

    @Test func noTwoItemsRunningAtOnceShareAWorker() async {
        let log = WorkerLog()
        let items = Array(0..<200)
        let results = await forEachInParallel(items) { item, worker in
            log.start(worker)
            defer { log.end(worker) }
            // Long enough for the items on other threads to overlap this one.
            Thread.sleep(forTimeInterval: 0.001)
            return item * 2
        }
        #expect(results == items.map { $0 * 2 })
        let summary = log.summary
        #expect(summary.shared.isEmpty, "workers in use twice at once: \(summary.shared)")
        #expect(summary.outOfRange.isEmpty)
        // Every worker number is handed out (the first items start with one each), whether or not
        // a busy machine runs any two items at the same time.
        #expect(summary.used == Set(0..<renderingParallelism))
    }

    @Test func theFirstErrorIsThrownAndTheResultsAreInItemOrder() async throws {
        struct Failure: Error, Equatable { let item: Int }
        await #expect(throws: Failure(item: 7)) {
            try await forEachInParallel(Array(0..<50)) { item, _ throws(Failure) in
                if item == 7 { throw Failure(item: item) }
                return item
            }
        }
        let ordered = await forEachInParallel(Array((0..<50).reversed())) { item in item }
        #expect(ordered == Array((0..<50).reversed()))
    }
}
