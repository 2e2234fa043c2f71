/// One input of the fuzzer: a mode and its payload.
struct FuzzInput: Sendable {
    let mode: FuzzMode
    let payload: [UInt8]

    /// Splits the first byte (the mode selector) from the payload; `nil` for an empty input or
    /// one whose first byte selects no mode.
    init?(_ bytes: some Collection<UInt8>) {
        guard let first = bytes.first, let mode = FuzzMode(selector: first) else { return nil }
        self.mode = mode
        payload = Array(bytes.dropFirst())
    }

    /// Runs the checks of the mode; throws the first invariant that breaks.
    func check() async throws(FuzzFailure) {
        if mode == .content {
            try await ContentLoadCheck(payload: payload).run()
        } else {
            try checkSynchronously()
        }
    }

    /// Runs the checks from synchronous code and traps (`fatalError`) when one fails, which is how
    /// libFuzzer learns of a finding. Content loading is `async`: it runs on this thread through
    /// `CallerThreadExecutor`, with no thread blocked waiting.
    func run() {
        let failure: FuzzFailure?
        if mode == .content {
            guard #available(macOS 15, *) else { fatalError("the content mode needs macOS 15 or later") }
            failure = CallerThreadExecutor.run { [self] () async -> FuzzFailure? in
                do throws(FuzzFailure) {
                    try await check()
                    return nil
                } catch {
                    return error
                }
            }
        } else {
            do throws(FuzzFailure) {
                try checkSynchronously()
                failure = nil
            } catch {
                failure = error
            }
        }
        if let failure { fatalError(failure.description) }
    }

    private func checkSynchronously() throws(FuzzFailure) {
        switch mode {
        case .content: preconditionFailure("content loading is async: use check()")
        case .markdown: try MarkdownCheck(payload: payload).run()
        case .splitter: try SplitterCheck(payload: payload).run()
        case .text: try TextCheck(payload: payload).run()
        case .theme: try ThemeCheck(payload: payload).run()
        }
    }
}
