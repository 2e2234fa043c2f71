/// A broken invariant: what the fuzzer reports as a crash, saving the input.
struct FuzzFailure: Error, Sendable, CustomStringConvertible {
    let mode: FuzzMode
    let message: String

    init(_ mode: FuzzMode, _ message: String) {
        self.mode = mode
        self.message = message
    }

    var description: String { "marginalia-fuzz (\(mode)): \(message)" }
}
