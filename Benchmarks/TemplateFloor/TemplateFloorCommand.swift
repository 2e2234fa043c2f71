import ArgumentParser
import Foundation
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
        let seconds = { (duration: Duration) in Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
        let (markdown, live, recorded) = (seconds(result.markdown), seconds(result.live), seconds(result.recorded))
        if json {
            print(#"{"posts": \#(result.posts), "comments": \#(result.comments), "markdown": \#(markdown), "live": \#(live), "recorded": \#(recorded)}"#)
            return
        }
        print("Post pages and feeds of \(result.posts) posts, \(result.comments) comments (seconds summed over tasks):")
        print(String(format: "  cmark over the bodies                 %6.2f s", markdown))
        print(String(format: "  view models + templates, as built     %6.2f s", live))
        print(String(format: "  templates from recorded values        %6.2f s  %3.0f %% (swift-mustache)", recorded, 100 * recorded / live))
        print(String(format: "  our view models and bindings          %6.2f s  %3.0f %%", live - recorded, 100 * (live - recorded) / live))
    }
}
