import Synchronization
import Testing

@testable import MarginaliaContent

/// `inParallel`: every item run, results in order, and never more than the limit started and not
/// finished, even when every body waits; progress after each item; no item started once a result
/// says stop.
@Suite("Running items in parallel, a limited number at a time")
struct InParallelTests {
    /// How many bodies are started and not finished, and the most there ever were.
    private actor Gauge {
        private(set) var running = 0
        private(set) var most = 0

        func enter() {
            running += 1
            most = max(most, running)
        }

        func leave() { running -= 1 }
    }

    @Test(arguments: [1, 3, 8])
    func neverRunsMoreThanTheLimitAtOnce(limit: Int) async {
        let gauge = Gauge()
        let results = await inParallel(40, atMost: limit) { index in
            await gauge.enter()
            // Suspended, a body frees its thread for any other started item to enter.
            for _ in 0..<20 { await Task.yield() }
            await gauge.leave()
            return index * 2
        }
        #expect(results == (0..<40).map { $0 * 2 })
        #expect(await gauge.most <= limit)
        #expect(await gauge.running == 0)
    }

    @Test func countsEveryItemDoneInTurn() async {
        let counts = Mutex<[Int]>([])
        let record = { (done: Int) in counts.withLock { $0.append(done) } }
        let results = await inParallel(25, atMost: 4, finished: record) { $0 }
        #expect(results == Array(0..<25))
        #expect(counts.withLock { $0 } == Array(1...25))
    }

    /// With one item at a time the order is fixed: items 0 to 3 run, 3 says stop, 4 to 39 never
    /// start.
    @Test func startsNothingAfterAResultSaysStop() async {
        let started = Mutex<[Int]>([])
        let isThree = { (result: Int) in result == 3 }
        let results = await inParallel(40, atMost: 1, stoppingAt: isThree) { index in
            started.withLock { $0.append(index) }
            return index
        }
        #expect(results == [0, 1, 2, 3])
        #expect(started.withLock { $0 } == [0, 1, 2, 3])
    }

    /// With several at a time, the ones already started when the stop comes finish and keep their
    /// place; none starts after it.
    @Test func finishesWhatIsRunningWhenAResultSaysStop() async {
        let started = Mutex(0)
        let isZero = { (result: Int) in result == 0 }
        let results = await inParallel(100, atMost: 5, stoppingAt: isZero) { index in
            started.withLock { $0 += 1 }
            for _ in 0..<5 { await Task.yield() }
            return index
        }
        #expect(results.first == 0)
        #expect(results == results.sorted())
        // Item 0 said stop: what started before its result came ran to the end; nothing after.
        #expect(results.count == started.withLock { $0 })
        #expect(results.count < 100)
    }

    @Test func runsNothingForNoItems() async {
        let results = await inParallel(0, atMost: 4) { $0 }
        #expect(results.isEmpty)
    }
}
