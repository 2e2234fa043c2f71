import Foundation
import MarginaliaContent
import Synchronization
import Testing

@testable import MarginaliaSite

@Suite("Parallel rendering")
struct ParallelTests {
    /// How many items run at once, and the most that ever did.
    final class Concurrency: Sendable {
        private let state = Mutex((running: 0, most: 0))

        func start() {
            state.withLock { state in
                state.running += 1
                state.most = max(state.most, state.running)
            }
        }

        func end() {
            state.withLock { $0.running -= 1 }
        }

        var most: Int { state.withLock { $0.most } }
    }

    @Test func noMoreThanTheParallelismRunAtOnce() async {
        let concurrency = Concurrency()
        let items = Array(0..<200)
        let results = await forEachInParallel(items) { item in
            concurrency.start()
            defer { concurrency.end() }
            // Long enough for the items on other threads to overlap this one.
            Thread.sleep(forTimeInterval: 0.001)
            return item * 2
        }
        #expect(results == items.map { $0 * 2 })
        #expect((1...parallelTaskCount).contains(concurrency.most))
    }

    @Test func theFirstErrorIsThrownAndTheResultsAreInItemOrder() async throws {
        struct Failure: Error, Equatable { let item: Int }
        await #expect(throws: Failure(item: 7)) {
            try await forEachInParallel(Array(0..<50)) { item throws(Failure) in
                if item == 7 { throw Failure(item: item) }
                return item
            }
        }
        // Of two failures the first in item order is thrown, whichever ends first: item 1 waits
        // for item 3 to fail before failing itself (for 10 s at most: on one core item 3 may only
        // start once item 1 is done).
        let third = Mutex(false)
        await #expect(throws: Failure(item: 1)) {
            try await forEachInParallel([0, 1, 2, 3]) { item throws(Failure) in
                if item == 3 {
                    third.withLock { $0 = true }
                    throw Failure(item: 3)
                }
                if item == 1 {
                    let limit = ContinuousClock.now + .seconds(10)
                    while !third.withLock({ $0 }), ContinuousClock.now < limit { Thread.sleep(forTimeInterval: 0.001) }
                    throw Failure(item: 1)
                }
                return item
            }
        }
        let ordered = await forEachInParallel(Array((0..<50).reversed())) { item in item }
        #expect(ordered == Array((0..<50).reversed()))
    }
}
