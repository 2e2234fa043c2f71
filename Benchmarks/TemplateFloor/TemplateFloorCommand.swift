import ArgumentParser
import Foundation
import MarginaliaModels
import MarginaliaSite

/// Prints how much of rendering the post pages and feeds is swift-mustache's own work
/// (see `TemplateEngineFloor`). `Benchmarks/run` adds it to its table.
@main
struct TemplateFloorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template-floor",
        abstract: "Time the post pages from live view models and from recorded values (swift-mustache alone)."
    )

    @Option(help: "The fixtures folder.")
    var content = "Content"

    @Option(help: "The templates folder.")
    var templates = "Templates"

    @Option(help: "The reference date for relative dates (ISO 8601).")
    var now = "2026-11-21T12:00:00Z"

    @Flag(help: "Print one JSON object instead of the table.")
    var json = false

    func run() async throws {
        guard let referenceDate = try? Date(now, strategy: .iso8601) else {
            throw ValidationError("--now must be an ISO 8601 date such as 2026-11-21T12:00:00Z")
        }
        let floor = TemplateEngineFloor(contentDirectory: content, templatesDirectory: templates, referenceDate: referenceDate)
        let result = try await floor.measure()
        let markdown = result.markdown.inSeconds
        let posts = (live: result.postPages.live.inSeconds, recorded: result.postPages.recorded.inSeconds)
        let friends = (live: result.friendPages.live.inSeconds, recorded: result.friendPages.recorded.inSeconds)
        if json {
            print(
                #"{"posts": \#(result.posts), "comments": \#(result.comments), "friends": \#(result.friends), "markdown": \#(markdown), "#
                    + #""postPages": {"live": \#(posts.live), "recorded": \#(posts.recorded)}, "#
                    + #""friendPages": {"live": \#(friends.live), "recorded": \#(friends.recorded)}}"#
            )
            return
        }
        print("\(result.posts) posts, \(result.comments) comments, \(result.friends) friends (seconds summed over tasks):")
        print(String(format: "  cmark over the bodies                          %6.2f s", markdown))
        for (name, times) in [("post pages and feeds", posts), ("friend pages", friends)] {
            let ours = times.live - times.recorded
            print("  \(name):")
            print(String(format: "    view models + templates, as built            %6.2f s", times.live))
            print(String(format: "    templates from recorded values (the engine)  %6.2f s  %3.0f %%", times.recorded, 100 * times.recorded / times.live))
            print(String(format: "    our view models and bindings                 %6.2f s  %3.0f %%", ours, 100 * ours / times.live))
        }
    }
}
