import Foundation
import Testing

/// `serve`'s incremental rebuilds against `build`, on random edits of every input: comment
/// bodies, replies, deleted threads, authors made friends or strangers, likes, edit dates,
/// author names and avatars, posting dates; friends added, renamed, removed, their e-mail and
/// avatar; posts added, retitled, redated and removed with their comment files; each field of
/// `site.json` (title, description, base URL, language, time zone, feed and friend-comment
/// limits, threads per page, avatar policy, reply links); marks inserted into and removed from
/// every template, `thread.mustache` removed and restored; content and theme assets added,
/// changed, overriding each other and removed. Each step hands the rebuilder the changed paths,
/// none of them, or some (the rest get stamps no file had, so only stamps can find them), and
/// then the output folder must equal a full build's (`RebuildPropertyRun`). Odd seeds build
/// offline; even ones fetch avatars from a double (two images, a 404, an unreachable host), so
/// that avatar files come and go too. About one step in eight is a mistake (a missing parent, a
/// duplicate id, an unknown friend, a bad setting, cut-off JSON, a template reading an unknown
/// name): the rebuild must fail and leave the output as it was, and the fix after it must be
/// rebuilt like any edit.
///
/// Environment switches, for longer runs and replays (a failure prints its seed and step):
/// - `MARGINALIA_REBUILD_SEED`: the first seed (default 1);
/// - `MARGINALIA_REBUILD_SEEDS`: how many seeds, from the first one up (default 5);
/// - `MARGINALIA_REBUILD_STEPS`: the steps of each seed (default 25).
@Suite("Incremental rebuilds against full builds, on random edits")
struct RebuildPropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let firstSeed = environment["MARGINALIA_REBUILD_SEED"].flatMap { UInt64($0) } ?? 1
    static let seedCount = environment["MARGINALIA_REBUILD_SEEDS"].flatMap { Int($0) } ?? 5
    static let steps = environment["MARGINALIA_REBUILD_STEPS"].flatMap { Int($0) } ?? 25
    static let seeds = (0..<max(seedCount, 0)).map { firstSeed &+ UInt64($0) }

    @Test(arguments: RebuildPropertyTests.seeds)
    func everyEditLeavesWhatAFullBuildWrites(seed: UInt64) async throws {
        var run = try RebuildPropertyRun(seed: seed)
        guard await run.start() else { return }
        for step in 1...max(Self.steps, 1) {
            guard await run.step(step) else { return }
        }
    }
}
