import ArgumentParser
import Foundation
import MarginaliaModels
import MarginaliaSite
import MarginaliaTemplates
import Mustache

/// Renders the busiest post page of a content folder with swift-mustache through the bindings
/// the build used before (`MustacheBindings.swift`) and with `MarginaliaTemplates` as the build
/// uses it now, in alternating rounds, after checking that both give the same bytes: once from
/// the view models, as a build renders it (their computed properties run during the render), and
/// once from the same values stored (`PageValues`), which times the engines alone.
/// `Benchmarks/run` adds the result to its report.
@main
struct TemplateEnginesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template-engines",
        abstract: "Time the busiest post page with swift-mustache (the old binding) and with MarginaliaTemplates."
    )

    @Option(help: "The fixtures folder.")
    var content = "Content"

    @Option(
        help: """
            The theme the engines render. The default is the default theme as the engines were \
            compared on it (commit 0f5d069), kept here so that later theme changes do not change \
            what is timed, nor need new stored values.
            """)
    var templates = "Benchmarks/TemplateEngines/Theme"

    @Option(help: "The reference date for relative dates (ISO 8601).")
    var now = "2026-11-21T12:00:00Z"

    @Option(help: "Rounds; each renders the page --renders times with each engine.")
    var rounds = 7

    @Option(help: "Renders of the page per engine and round.")
    var renders = 50

    @Flag(help: "Print one JSON object instead of the summary.")
    var json = false

    /// The page lacks some of the comments it should show: it would not time the busiest page whole.
    struct Incomplete: Error, CustomStringConvertible {
        let articles: Int
        let comments: Int
        var description: String { "the page shows \(articles) of its \(comments) comments" }
    }

    /// The engines gave different pages: the benchmark would not compare like with like.
    struct Mismatch: Error, CustomStringConvertible {
        var description: String { "swift-mustache and MarginaliaTemplates render the page differently" }
    }

    func run() async throws {
        guard let referenceDate = try? Date(now, strategy: .iso8601) else {
            throw ValidationError("--now must be an ISO 8601 date such as 2026-11-21T12:00:00Z")
        }
        let sample = try await BusiestPostPage(
            contentDirectory: content, templatesDirectory: templates, referenceDate: referenceDate)
        HTMLEscaping.register()
        let library = try await MustacheLibrary(directory: templates)
        let stored = PageValues(layout: LayoutValues(sample.layout), page: PostPageValues(sample.page))
        let compiled = try TemplateLibrary(directory: templates, roots: [TemplateRoot("post", PageValues.self)])
        let engines: [(name: String, render: () -> [UInt8])] = [
            (
                "swiftMustache",
                {
                    Array(
                        (library.render(
                            MustachePageContext(layout: sample.layout, page: sample.page), withTemplate: "post") ?? "")
                            .utf8)
                }
            ),
            ("marginaliaTemplates", { sample.render() }),
            (
                "swiftMustacheStored",
                { Array((library.render(TemplateReference(stored), withTemplate: "post") ?? "").utf8) }
            ),
            (
                "marginaliaTemplatesStored",
                {
                    var bytes: [UInt8] = []
                    compiled.render(stored, template: "post", into: &bytes)
                    return bytes
                }
            ),
        ]
        let page = sample.render()
        let articles = String(decoding: page, as: UTF8.self).components(separatedBy: "<article id=\"comment-").count - 1
        // The page's own comments: a post with more threads than `threadsPerPage` has later pages.
        guard articles == sample.page.pageCommentCount else {
            throw Incomplete(articles: articles, comments: sample.page.pageCommentCount)
        }
        guard engines.allSatisfy({ $0.render() == page }) else { throw Mismatch() }

        var times = [[Double]](repeating: [], count: engines.count)
        for _ in 0..<rounds {
            for (index, engine) in engines.enumerated() {
                times[index].append(Self.secondsPerRender(renders) { _ = engine.render() })
            }
        }
        let medians = times.map(Self.median)
        let comments = sample.page.pageCommentCount
        if json {
            let fields = zip(engines, medians).map { #""\#($0.name)": \#($1)"# }.joined(separator: ", ")
            print(#"{"comments": \#(comments), "bytes": \#(page.count), \#(fields)}"#)
            return
        }
        print(
            "The busiest post page: \(comments) comments, \(page.count) bytes (medians of \(rounds) rounds of \(renders) renders):"
        )
        print(
            String(
                format:
                    "  from the view models, as a build renders it:  swift-mustache %8.1f µs, MarginaliaTemplates %8.1f µs (%.1f× faster)",
                medians[0] * 1e6, medians[1] * 1e6, medians[0] / medians[1]))
        print(
            String(
                format:
                    "  from stored values, the engines alone:       swift-mustache %8.1f µs, MarginaliaTemplates %8.1f µs (%.1f× faster)",
                medians[2] * 1e6, medians[3] * 1e6, medians[2] / medians[3]))
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
