import Dispatch

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
        if mode == .content {
            try await ContentLoadCheck(payload: payload).run()
        } else {
            try checkSynchronously()
        }
    }

    /// Runs the checks from synchronous code and traps (`fatalError`) when one fails, which is how
    /// libFuzzer learns of a finding.
    ///
    /// Content loading is `async`, so that mode runs in a detached task while this thread waits on
    /// a semaphore. Blocking a thread until a task finishes is wrong on a thread of Swift's
    /// cooperative pool (the pool is small; blocked, it can deadlock) and the project never does
    /// it. It is right here, and only here: libFuzzer calls `LLVMFuzzerTestOneInput` on its own
    /// thread (the main thread, or a `-fork` child's), which no Swift executor owns, so the task
    /// gets the whole pool while this thread sleeps. The replay mode of a normal build calls this
    /// from the process's plain C `main` thread, likewise. The failure is reported from inside the
    /// task, so nothing has to be handed back across threads.
    func run() {
        switch mode {
        case .content:
            let finished = DispatchSemaphore(value: 0)
            Task.detached { [self] in
                do throws(FuzzFailure) {
                    try await check()
                } catch {
                    fatalError(error.description)
                }
                finished.signal()
            }
            finished.wait()
        case .markdown, .splitter, .text:
            do {
                try checkSynchronously()
            } catch {
                fatalError(error.description)
            }
        }
    }

    private func checkSynchronously() throws(FuzzFailure) {
        switch mode {
        case .content: preconditionFailure("content loading is async: use check()")
        case .markdown: try MarkdownCheck(payload: payload).run()
        case .splitter: try SplitterCheck(payload: payload).run()
        case .text: try TextCheck(payload: payload).run()
        }
    }
}
