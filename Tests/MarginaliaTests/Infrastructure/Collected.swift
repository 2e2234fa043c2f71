import Synchronization

/// The elements of an async sequence, collected by a task of its own, so that a test can wait
/// for one without cancelling (and so ending) the sequence.
final class Collected<Element: Sendable>: Sendable {
    /// What the collecting task appends to; shared with it before `self` exists.
    private final class Storage: Sendable {
        let elements = Mutex<[Element]>([])
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
                    storage.elements.withLock { $0.append(element) }
                }
            } catch {}
        }
    }

    /// The next element after those already taken; `nil` only if none came within `limit`,
    /// which bounds a hang (see ``Waiting``).
    func next(within limit: Duration = Waiting.hangLimit) async -> Element? {
        await Waiting.first(within: limit) {
            storage.elements.withLock { elements in
                storage.taken.withLock { taken in
                    guard taken < elements.count else { return nil }
                    taken += 1
                    return elements[taken - 1]
                }
            }
        }
    }

    /// Every element collected so far.
    var all: [Element] { storage.elements.withLock { $0 } }

    /// Stops collecting, which ends the sequence.
    func cancel() {
        task.cancel()
    }
}
