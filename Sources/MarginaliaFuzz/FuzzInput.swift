/// One input of the fuzzer: a mode and its payload.
struct FuzzInput: Sendable {
    let mode: FuzzMode
    let payload: [UInt8]

    /// Splits the first byte (the mode selector) from the payload; `nil` for an empty input.
    init?(_ bytes: some Collection<UInt8>) {
        guard let first = bytes.first else { return nil }
        mode = FuzzMode(selector: first)
        payload = Array(bytes.dropFirst())
    }

    /// Runs the checks of the mode; throws the first invariant that breaks.
    func check() async throws(FuzzFailure) {
        switch mode {
        case .content: try await ContentLoadCheck(payload: payload).run()
        case .request: try await RequestCheck(payload: payload).run()
        case .intake: try await IntakeCheck(payload: payload).run()
        case .markdown, .splitter, .text, .theme: try checkSynchronously()
        }
    }

    /// Runs the checks from synchronous code and traps (`fatalError`) when one fails, which is how
    /// libFuzzer learns of a finding. Content loading and request handling are `async`: they run
    /// on this thread through `CallerThreadExecutor`, with no thread blocked waiting.
    func run() {
        let failure: FuzzFailure?
        if mode.isAsync {
            guard #available(macOS 15, *) else { fatalError("the \(mode) mode needs macOS 15 or later") }
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
        case .content, .request, .intake: preconditionFailure("the \(mode) mode is async: use check()")
        case .markdown: try MarkdownCheck(payload: payload).run()
        case .splitter: try SplitterCheck(payload: payload).run()
        case .text: try TextCheck(payload: payload).run()
        case .theme: try ThemeCheck(payload: payload).run()
        }
    }
}
