import Benchmark
import Foundation

/// Micro-benchmarks for the pieces written by hand for speed, each against the library it stands
/// in for, on the same input; `Benchmarks/micro` runs them and prints the ratios. Built only when
/// `MARGINALIA_BENCHMARKS=1` (see Package.swift and Benchmarks/README.md).
///
/// Every pair is named `<piece>: ours` and `<piece>: <library>`; before timing, each pair checks
/// that both sides give the same result, so the two do the same work.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )
    commentDecodingBenchmarks()
    escapingBenchmarks()
    dateBenchmarks()
    scriptSafeJSONBenchmarks()
}
