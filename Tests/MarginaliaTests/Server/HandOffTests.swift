import Testing

@testable import MarginaliaServer

@Suite("Handing a value over once")
struct HandOffTests {
    /// The rebuild service takes its builder out of the hand-off, so that no copy of the first
    /// build stays in the service.
    @Test func theFirstTakerGetsTheValueAndNoCopyStays() {
        final class Tracked: Sendable {}
        var tracked: Tracked? = Tracked()
        weak let watched = tracked
        let handOff = HandOff(tracked.take()!)
        #expect(watched != nil)
        var taken = handOff.take()
        #expect(taken === watched)
        #expect(handOff.take() == nil)
        taken = nil
        #expect(watched == nil)
        _ = tracked
    }
}
