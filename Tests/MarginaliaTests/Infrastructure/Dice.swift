import MarginaliaTestSupport

/// Random decisions from a seed (`SplitMix`), so that a run of random edits replays exactly from
/// its seed.
struct Dice {
    private var generator: SplitMix

    init(seed: UInt64) {
        generator = SplitMix(seed: seed)
    }

    /// A number in `range`.
    mutating func number(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    /// A number in `0..<count`; `count` must be positive.
    mutating func index(_ count: Int) -> Int {
        Int.random(in: 0..<max(count, 1), using: &generator)
    }

    /// One of `options`, which must not be empty.
    mutating func pick<Element>(_ options: [Element]) -> Element {
        options[index(options.count)]
    }

    /// One of `options`, or `nil` if there is none.
    mutating func pickIfAny<Element>(_ options: [Element]) -> Element? {
        options.isEmpty ? nil : pick(options)
    }

    /// `true` about one time in `outOf`.
    mutating func chance(_ outOf: Int) -> Bool {
        index(outOf) == 0
    }
}
