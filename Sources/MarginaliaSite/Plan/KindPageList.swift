import MarginaliaModels

/// The pages of one kind: each page's key (a post's or friend's id; `nil` for a kind with one
/// page) and its inputs, at the same position. Two lists rather than one list of pairs, so that
/// the keys of two plans compare at once and a page's inputs are read in place.
struct KindPageList<Inputs: PageInputs>: Sendable {
    private(set) var keys: [Identifier?] = []
    private(set) var inputs: [Inputs] = []

    init() {}

    /// The one page of a kind with a single page.
    init(single inputs: Inputs) {
        keys = [nil]
        self.inputs = [inputs]
    }

    /// Room for `count` pages.
    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        inputs.reserveCapacity(count)
    }

    mutating func append(key: Identifier, inputs: Inputs) {
        keys.append(key)
        self.inputs.append(inputs)
    }
}
