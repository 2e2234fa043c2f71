import Foundation
import MarginaliaSite
import MarginaliaTestSupport
import Testing

/// One seeded run of random edits through `serve`'s path: the site's inputs (`EditableSite`) are
/// edited step by step, the changed files written (`InputFolder`) and handed to one
/// `SiteRebuilder`, and after each step its output folder must equal, file set and bytes, a fresh
/// `SiteGenerator.build()` of the same inputs into a folder of its own. A failure is recorded
/// with the seed, the step, the steps so far and the environment that replays it.
struct RebuildPropertyRun {
    /// How a step tells the rebuilder what changed.
    enum Reporting {
        /// Every changed path, as the watcher does.
        case everyPath
        /// Nothing: the rebuilder must find each change by its stamp.
        case noPath
        /// Some paths; the rest must be found by their stamps.
        case somePaths
    }

    let seed: UInt64
    private var dice: Dice
    private let directory: TemporaryDirectory
    private var folder: InputFolder
    private var inputs: EditableSite
    private var rebuilder: SiteRebuilder
    private var history: [String] = []

    init(seed: UInt64) throws {
        self.seed = seed
        dice = Dice(seed: seed)
        // Every policy from the start (an edit of site.json changes it only now and then); the
        // even seeds, which fetch, start with `fetch`.
        inputs = EditableSite.start(avatars: ["fetch", "hotlink", "fetch", "none"][Int(seed % 4)])
        directory = try TemporaryDirectory()
        folder = InputFolder(root: directory.url)
        rebuilder = SiteRebuilder(
            options: Self.options(directory, seed: seed, output: "Output", cache: "RebuildCache"),
            services: Self.services)
    }

    /// Writes the starting site and builds it with a full rebuild; `false` after a failure.
    mutating func start() async -> Bool {
        do {
            _ = try folder.update(to: inputs.files)
        } catch {
            return fail(step: 0, "could not write the site: \(error)")
        }
        history.append("the starting site")
        return await rebuildAndCompare(step: 0, changedFiles: [], expecting: .full)
    }

    /// Step `number`: mostly one to three valid edits; sometimes a mistake the rebuild must
    /// refuse without touching the output, then its fix. `false` after a failure.
    mutating func step(_ number: Int) async -> Bool {
        if dice.chance(8) { return await brokenStep(number) }
        let edits = (0..<dice.pick([1, 1, 1, 1, 2, 2, 3])).map { _ in inputs.edit(&dice) }
        do {
            let reported = try write(inputs.files)
            history.append(edits.joined(separator: "; ") + " (\(reported.description))")
            return await rebuildAndCompare(step: number, changedFiles: reported.paths, expecting: .incremental)
        } catch {
            return fail(step: number, "could not write the edit: \(error)")
        }
    }

    private mutating func brokenStep(_ number: Int) async -> Bool {
        let (mistake, files) = inputs.brokenFiles(&dice)
        let before = OutputTree.snapshot(directory.path("Output"))
        do {
            let reported = try write(files)
            history.append("\(mistake) (\(reported.description))")
            do {
                _ = try await rebuilder.rebuild(changedFiles: reported.paths)
                return fail(step: number, "the rebuild accepted \(mistake)")
            } catch {}
            if let changes = OutputTree.differences(OutputTree.snapshot(directory.path("Output")), before) {
                return fail(step: number, "the failed rebuild changed the output:\n\(changes)")
            }
            let fix = try write(inputs.files)
            history.append("fixed (\(fix.description))")
            return await rebuildAndCompare(step: number, changedFiles: fix.paths, expecting: .incremental)
        } catch {
            return fail(step: number, "could not write the edit: \(error)")
        }
    }

    /// Writes `files`, and decides which of the changed paths are reported; the others get a
    /// stamp no file had, so that only the rebuilder's comparison of stamps can find them.
    private mutating func write(_ files: [String: Data]) throws -> (paths: Set<String>, description: String) {
        let changed = try folder.update(to: files, atomically: dice.chance(4))
        var reported: [String]
        switch dice.pick([Reporting.everyPath, .everyPath, .noPath, .somePaths]) {
        case .everyPath: reported = changed
        case .noPath: reported = []
        case .somePaths: reported = changed.filter { _ in dice.chance(2) }
        }
        for path in changed where !reported.contains(path) { try folder.restamp(path) }
        // Now and then an editor saves a file without changing it.
        if dice.chance(10), let path = dice.pickIfAny(folder.files.keys.sorted()) {
            try folder.rewrite(path)
            reported.append(path)
        }
        let description = "reported \(reported.count) of \(changed.count) changed: \(reported.sorted())"
        return (Set(reported.map { folder.absolute($0) }), description)
    }

    private mutating func rebuildAndCompare(
        step: Int, changedFiles: Set<String>, expecting kind: RebuildReport.Kind
    ) async -> Bool {
        let report: RebuildReport
        do {
            report = try await rebuilder.rebuild(changedFiles: changedFiles)
        } catch {
            return fail(step: step, "the rebuild failed: \(error)")
        }
        guard report.kind == kind else { return fail(step: step, "the rebuild was \(report.kind), not \(kind)") }
        let reference: [String: Data]
        do {
            reference = try await referenceBuild()
        } catch {
            return fail(step: step, "the full build failed: \(error)")
        }
        if let differences = OutputTree.differences(OutputTree.snapshot(directory.path("Output")), reference) {
            return fail(step: step, "the output differs from a full build's:\n\(differences)")
        }
        return true
    }

    /// A build from scratch of the inputs on disk, in a fresh folder with a fresh cache.
    private func referenceBuild() async throws -> [String: Data] {
        for folder in ["Reference", "ReferenceCache"] {
            try? FileManager.default.removeItem(atPath: directory.path(folder))
        }
        let options = Self.options(directory, seed: seed, output: "Reference", cache: "ReferenceCache")
        _ = try await SiteGenerator(options: options, services: Self.services).build()
        return OutputTree.snapshot(options.outputDirectory)
    }

    private func fail(step: Int, _ message: String) -> Bool {
        let steps = history.enumerated().map { "  \($0.offset). \($0.element)" }.joined(separator: "\n")
        Issue.record(
            """
            seed \(seed), step \(step): \(message)
            steps:
            \(steps)
            replay: MARGINALIA_REBUILD_SEED=\(seed) MARGINALIA_REBUILD_SEEDS=1 MARGINALIA_REBUILD_STEPS=\(step) \
            swift test --filter RebuildPropertyTests
            """)
        return false
    }

    /// Odd seeds build offline (avatars show initials unless hot-linked); even ones fetch avatars
    /// through `avatarFetcher`, so that avatar files are written, kept and removed as well.
    private static func options(_ directory: TemporaryDirectory, seed: UInt64, output: String, cache: String)
        -> SiteGenerator.Options
    {
        SiteGenerator.Options(
            contentDirectory: directory.path("Content"), templatesDirectory: directory.path("Templates"),
            outputDirectory: directory.path(output), referenceDate: TestDates.now, offline: !seed.isMultiple(of: 2),
            cacheDirectory: directory.path(cache))
    }

    /// Answers `EditableSite.avatarURLs` without the network: two images, a 404 and an unreachable
    /// host.
    private static var services: BuildServices {
        BuildServices(
            avatarFetcher: AvatarFetcherDouble(
                images: [
                    EditableSite.avatarURLs[0]: AvatarFetcherDouble.png("1"),
                    EditableSite.avatarURLs[1]: AvatarFetcherDouble.png("2"),
                ], unreachableHosts: ["down.example.org"]))
    }
}
