import Synchronization

/// Runs async work to completion on the calling thread, for a synchronous caller that owns its
/// thread: libFuzzer, which calls `LLVMFuzzerTestOneInput` on a thread no Swift executor owns.
///
/// The work runs as a task that prefers this executor; child tasks inherit the preference, so
/// `ContentStore`'s task groups run here too. The caller's thread runs the queued jobs one by one
/// until the queue is empty, so nothing waits on a blocked thread, and every allocation of the
/// work is made and freed before the call returns. That is what libFuzzer's leak check needs: a
/// task finishing on another thread after the input returned looks like a leak, and the check
/// that follows slows the fuzzer down badly (see Fuzz/README.md). Tasks interleave on one
/// thread, deterministically, so an input reproduces exactly; data races are not what this
/// harness looks for.
@available(macOS 15, *)
final class CallerThreadExecutor: TaskExecutor {
    private let jobs = Mutex<[UnownedJob]>([])

    private init() {}

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
    }

    /// Runs `operation`, and every job it leads to, on this thread; returns its result.
    static func run<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
        let executor = CallerThreadExecutor()
        let result = ResultBox<Value>()
        Task(executorPreference: executor) {
            let value = await operation()
            result.value.withLock { $0 = value }
        }
        while let job = executor.nextJob() {
            job.runSynchronously(on: executor.asUnownedTaskExecutor())
        }
        guard let value = result.value.withLock({ $0 }) else {
            fatalError("the async work stopped with no job left to run: it waits for something outside this executor")
        }
        return value
    }

    private func nextJob() -> UnownedJob? {
        jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}

/// Where the task leaves its result for the thread that runs it.
@available(macOS 15, *)
private final class ResultBox<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
}
