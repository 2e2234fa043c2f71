import Foundation
import MarginaliaModels

/// The steps of a build, how long each took and the CPU time it used, for
/// `marginalia build --timings`.
public struct BuildPhases: Sendable, Equatable {
    /// One step: what it did, its wall-clock time and the CPU time of the whole process (all
    /// threads) meanwhile.
    public struct Phase: Sendable, Equatable {
        public let name: String
        public let duration: Duration
        public let cpu: Duration
    }

    public private(set) var phases: [Phase] = []
    private var lastEnd = ContinuousClock.now
    private var lastCPU = Self.processCPUTime

    public init() {}

    /// Ends the step that began when the previous one ended (or when timing began).
    mutating func end(_ name: String) {
        let now = ContinuousClock.now
        let cpu = Self.processCPUTime
        phases.append(Phase(name: name, duration: now - lastEnd, cpu: cpu - lastCPU))
        lastEnd = now
        lastCPU = cpu
    }

    /// The CPU time the process has used so far, on every thread.
    private static var processCPUTime: Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}

extension BuildPhases: CustomStringConvertible {
    /// One line per step, names aligned: `  read and check the content    0.43 s    0.61 s CPU`.
    public var description: String {
        let width = phases.map(\.name.count).max() ?? 0
        return phases.map { phase in
            "  " + phase.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + String(format: "%6.2f s  %6.2f s CPU", phase.duration.inSeconds, phase.cpu.inSeconds)
        }.joined(separator: "\n")
    }

    public static func == (lhs: BuildPhases, rhs: BuildPhases) -> Bool {
        lhs.phases == rhs.phases
    }
}
