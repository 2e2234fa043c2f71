import Foundation
import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaModels
import Mustache

/// How much of rendering a site's pages is swift-mustache's own work. The post pages with their
/// feeds and the friend pages (nearly all of a build's pages) are rendered from live view models,
/// as a build does, then again from the values the first render read (`RecordedValues`). The
/// difference is the cost of our view models and bindings; the second time is the template
/// engine's floor for these pages. Avatars are hot-linked: nothing is fetched or read from a cache.
package struct TemplateEngineFloor: Sendable {
    /// Seconds summed over the parallel tasks (about CPU time).
    package struct Times: Sendable {
        /// View models made and rendered, as `build` does.
        package var live: Duration = .zero
        /// The same pages rendered from recorded values.
        package var recorded: Duration = .zero

        mutating func add(_ other: Times) {
            live += other.live
            recorded += other.recorded
        }
    }

    package struct Measurement: Sendable {
        package var posts = 0
        package var comments = 0
        package var friends = 0
        /// cmark over every comment body.
        package var markdown: Duration = .zero
        /// Post pages and their feeds.
        package var postPages = Times()
        package var friendPages = Times()
    }

    /// A page rendered from recorded values differed from the live page: the measurement would
    /// not compare like with like.
    package struct Mismatch: Error, CustomStringConvertible {
        package let path: String
        package var description: String { "\(path): the page rendered from recorded values differs from the live page" }
    }

    package let contentDirectory: String
    package let templatesDirectory: String
    package let referenceDate: Date

    package init(contentDirectory: String, templatesDirectory: String, referenceDate: Date) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.referenceDate = referenceDate
    }

    package func measure() async throws -> Measurement {
        let content = try await ContentStore(directory: contentDirectory).load()
        let templates = try await TemplateRenderer.load(directory: templatesDirectory)
        let index = ContentIndex(content: content)
        let factory = ViewModelFactory(index: index, referenceDate: referenceDate, avatars: AvatarMap(policy: .hotlink), imageOrigins: [])
        let renderer = PageRenderer(factory: factory, templates: templates)
        var total = Measurement(posts: content.posts.count, comments: content.comments.count, friends: content.friends.count)
        let posts = try await forEachInParallel(content.posts) { post, worker throws(Mismatch) in
            try Self.measure(post, renderer: renderer.forWorker(worker), markdown: CMarkRenderer())
        }
        for (markdown, times) in posts {
            total.markdown += markdown
            total.postPages.add(times)
        }
        let friends = try await forEachInParallel(content.friends) { friend, worker throws(Mismatch) in
            let renderer = renderer.forWorker(worker)
            return try Self.time({ [renderer.friendPage(friend)] }, from: [("friend", Self.recording(renderer.friendModel(friend)))], library: renderer.templates.library)
        }
        for times in friends { total.friendPages.add(times) }
        return total
    }

    private static func measure(_ post: Post, renderer: PageRenderer, markdown: CMarkRenderer) throws(Mismatch) -> (Duration, Times) {
        let comments = renderer.factory.index.commentsByPost[post.id] ?? []
        var bodies: [Identifier: String] = [:]
        let markdownTime = ContinuousClock().measure {
            for comment in comments { bodies[comment.id] = markdown.html(fromMarkdown: comment.body) }
        }
        let models = renderer.postModels(post, bodies: bodies)
        let times = try time(
            { renderer.postFiles(post, bodies: bodies) }, from: [("post", recording(models.page)), ("feed", recording(models.feed))],
            library: renderer.templates.library
        )
        return (markdownTime, times)
    }

    /// `model` as the renderer gets it in a build, wrapped to record what it answers.
    private static func recording<Model: MustacheParent & Sendable>(_ model: Model) -> RecordedValues {
        RecordedValues(TemplateReference(model))
    }

    /// Times `live` (making the view models and rendering them), renders `recorded` once to
    /// record the values their templates read, and times rendering them again from the records.
    private static func time(
        _ live: () -> [RenderedFile], from recorded: [(template: String, values: RecordedValues)], library: MustacheLibrary
    ) throws(Mismatch) -> Times {
        let clock = ContinuousClock()
        var liveFiles: [RenderedFile] = []
        let liveTime = clock.measure { liveFiles = live() }
        for page in recorded { _ = library.render(page.values, withTemplate: page.template) }
        var replayed: [String?] = []
        let recordedTime = clock.measure {
            replayed = recorded.map { library.render($0.values, withTemplate: $0.template) }
        }
        for (file, text) in zip(liveFiles, replayed) where file.text != text {
            throw Mismatch(path: file.path)
        }
        return Times(live: liveTime, recorded: recordedTime)
    }
}
