import Testing

@testable import MarginaliaContent

/// `inParallel`: every item run, results in order, and never more than the limit started and not
/// finished, even when every body waits.
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

    @Test func runsNothingForNoItems() async {
        let results = await inParallel(0, atMost: 4) { $0 }
        #expect(results.isEmpty)
    }
}
