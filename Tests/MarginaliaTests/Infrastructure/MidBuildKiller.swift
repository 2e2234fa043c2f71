import Foundation

/// Kills a build process once it has written into its staging folder, from a thread of its own so
/// that a busy test run (a saturated Swift concurrency pool) cannot make it kill too late.
enum MidBuildKiller {
    /// What happened to the process.
    struct Outcome: Sendable {
        /// Whether a staging folder with at least one entry was seen before the kill.
        var sawStagedFiles: Bool
        var terminationReason: Process.TerminationReason
    }

    /// Polls `folder` every millisecond for a staging folder that holds an entry, kills `process`
    /// with SIGKILL as soon as one does, and returns once the process has ended.
    static func kill(_ process: Process, onceStagingHasFilesIn folder: String, within timeout: TimeInterval = 60) async
        -> Outcome
    {
        let pid = process.processIdentifier
        return await withCheckedContinuation { continuation in
            let thread = Thread {
                let deadline = Date().addingTimeInterval(timeout)
                var saw = false
                while process.isRunning, Date() < deadline {
                    if stagingHasEntries(in: folder) {
                        saw = true
                        Foundation.kill(pid, SIGKILL)
                        break
                    }
                    usleep(1_000)
                }
                process.waitUntilExit()
                continuation.resume(
                    returning: Outcome(sawStagedFiles: saw, terminationReason: process.terminationReason))
            }
            thread.start()
        }
    }

    private static func stagingHasEntries(in folder: String) -> Bool {
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { name in
            name.contains("staging")
                && !((try? fileManager.contentsOfDirectory(atPath: folder + "/" + name)) ?? []).isEmpty
        }
    }
}
