import Foundation
import ServiceLifecycle

/// Reads the site again when the content or theme changes, and drops old queue entries hourly.
struct IntakeWatching: Service {
    let content: IntakeContent
    let queue: CommentQueue
    let folders: [String]
    let console: ServerConsole

    func run() async throws {
        let watchers = fileWatchers(folders: folders, quietPeriod: .milliseconds(200))
        let changes = RebuildService.startWatching(watchers, console: console)?.changes
        try await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    guard let changes else { return }
                    for await _ in changes {
                        if let error = await content.reload() {
                            console.error("\(error)\nThe intake keeps the content it read last.")
                        } else {
                            console.info("intake: read the content again")
                        }
                    }
                }
                group.addTask {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(3600))
                        await queue.purge(now: Date())
                    }
                }
                await group.next()
                group.cancelAll()
            }
        }
    }
}
