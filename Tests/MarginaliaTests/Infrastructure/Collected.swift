import Synchronization

/// The elements of an async sequence, collected by a task of its own, so that a test can wait
/// for one without cancelling (and so ending) the sequence.
final class Collected<Element: Sendable>: Sendable {
    /// One collected element and when the collecting task received it.
    struct Arrival: Sendable {
        let element: Element
        let receivedAt: ContinuousClock.Instant
    }

    /// What the collecting task appends to; shared with it before `self` exists.
    private final class Storage: Sendable {
        let arrivals = Mutex<[Arrival]>([])
        /// How many elements `next` has handed out.
        let taken = Mutex<Int>(0)
    }

    private let storage = Storage()
    private let task: Task<Void, Never>

    init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
        let storage = storage
        task = Task {
            do {
                for try await element in sequence {
                    let arrival = Arrival(element: element, receivedAt: .now)
                    storage.arrivals.withLock { $0.append(arrival) }
                }
            } catch {}
        }
    }

    /// The next element after those already taken; `nil` only if none came within `limit`,
    /// which bounds a hang (see ``Waiting``).
    func next(within limit: Duration = Waiting.hangLimit) async -> Element? {
        await nextArrival(within: limit)?.element
    }

    /// The next element after those already taken, with when it was received.
    func nextArrival(within limit: Duration = Waiting.hangLimit) async -> Arrival? {
        await Waiting.first(within: limit) {
            storage.arrivals.withLock { arrivals in
                storage.taken.withLock { taken in
                    guard taken < arrivals.count else { return nil }
                    taken += 1
                    return arrivals[taken - 1]
                }
            }
        }
    }

    /// Every element collected so far.
    var all: [Element] { storage.arrivals.withLock { $0.map(\.element) } }

    /// Stops collecting, which ends the sequence.
    func cancel() {
        task.cancel()
    }
}
