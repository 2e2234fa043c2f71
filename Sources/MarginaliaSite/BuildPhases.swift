import MarginaliaModels

/// The steps of a build and how long each took, for `marginalia build --timings`.
public struct BuildPhases: Sendable, Equatable {
    /// One step: what it did and its wall-clock time.
    public struct Phase: Sendable, Equatable {
        public let name: String
        public let duration: Duration
    }

    public private(set) var phases: [Phase] = []
    private var lastEnd = ContinuousClock.now

    public init() {}

    /// Ends the step that began when the previous one ended (or when timing began).
    mutating func end(_ name: String) {
        let now = ContinuousClock.now
        phases.append(Phase(name: name, duration: now - lastEnd))
        lastEnd = now
    }
}

extension BuildPhases: CustomStringConvertible {
    /// One line per step, names aligned: `  read and check the content   1.43 s`.
    public var description: String {
        let width = phases.map(\.name.count).max() ?? 0
        return phases.map { phase in
            "  " + phase.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(format: "%6.2f s", phase.duration.inSeconds)
        }.joined(separator: "\n")
    }

    public static func == (lhs: BuildPhases, rhs: BuildPhases) -> Bool {
        lhs.phases == rhs.phases
    }
}
