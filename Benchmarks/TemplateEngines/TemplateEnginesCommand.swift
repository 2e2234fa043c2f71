import ArgumentParser
import Foundation
import MarginaliaModels
import MarginaliaSite
import Mustache

/// Renders the busiest post page of a content folder with swift-mustache through the bindings
/// the build used before (`MustacheBindings.swift`) and with `MarginaliaTemplates` as the build
/// uses it now, in alternating rounds, after checking that both give the same bytes.
/// `Benchmarks/run` adds the result to its report.
@main
struct TemplateEnginesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template-engines",
        abstract: "Time the busiest post page with swift-mustache (the old binding) and with MarginaliaTemplates."
    )

    @Option(help: "The fixtures folder.")
    var content = "Content"

    @Option(help: "The templates folder.")
    var templates = "Templates"

    @Option(help: "The reference date for relative dates (ISO 8601).")
    var now = "2026-11-21T12:00:00Z"

    @Option(help: "Rounds; each renders the page --renders times with each engine.")
    var rounds = 7

    @Option(help: "Renders of the page per engine and round.")
    var renders = 50

    @Flag(help: "Print one JSON object instead of the summary.")
    var json = false

    /// The engines gave different pages: the benchmark would not compare like with like.
    struct Mismatch: Error, CustomStringConvertible {
        var description: String { "swift-mustache and MarginaliaTemplates render the page differently" }
    }

    func run() async throws {
        guard let referenceDate = try? Date(now, strategy: .iso8601) else {
            throw ValidationError("--now must be an ISO 8601 date such as 2026-11-21T12:00:00Z")
        }
        let sample = try await BusiestPostPage(contentDirectory: content, templatesDirectory: templates, referenceDate: referenceDate)
        HTMLEscaping.register()
        let library = try await MustacheLibrary(directory: templates)
        let old = { library.render(MustachePageContext(layout: sample.layout, page: sample.page), withTemplate: "post") ?? "" }
        let page = sample.render()
        guard Array(old().utf8) == page else { throw Mismatch() }

        var oldTimes: [Double] = []
        var newTimes: [Double] = []
        for _ in 0..<rounds {
            oldTimes.append(Self.secondsPerRender(renders) { _ = old() })
            newTimes.append(Self.secondsPerRender(renders) { _ = sample.render() })
        }
        let oldMedian = Self.median(oldTimes)
        let newMedian = Self.median(newTimes)
        let comments = sample.page.commentCount
        if json {
            print(#"{"comments": \#(comments), "bytes": \#(page.count), "swiftMustache": \#(oldMedian), "marginaliaTemplates": \#(newMedian)}"#)
            return
        }
        print("The busiest post page: \(comments) comments, \(page.count) bytes (medians of \(rounds) rounds of \(renders) renders):")
        print(String(format: "  swift-mustache, the old binding  %8.1f µs", oldMedian * 1e6))
        print(String(format: "  MarginaliaTemplates              %8.1f µs  (%.1f× faster)", newMedian * 1e6, oldMedian / newMedian))
    }

    /// The mean time of one of `count` calls of `body`.
    private static func secondsPerRender(_ count: Int, _ body: () -> Void) -> Double {
        let elapsed = ContinuousClock().measure { for _ in 0..<count { body() } }
        return elapsed.inSeconds / Double(count)
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}
