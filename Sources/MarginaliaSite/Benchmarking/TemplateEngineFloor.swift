import Foundation
import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaModels

/// How much of rendering the post pages and their feeds (most of a build) is swift-mustache's own
/// work: each post's pages are rendered from live view models, as a build does, then again from
/// the values the first render read (`RecordedValues`). The difference is the cost of our view
/// models and bindings; the second time is the template engine's floor for these pages.
package struct TemplateEngineFloor: Sendable {
    /// Seconds summed over the parallel tasks (about CPU time), for all posts.
    package struct Measurement: Sendable {
        package var posts = 0
        package var comments = 0
        /// cmark over every comment body.
        package var markdown: Duration = .zero
        /// View models made and rendered, as `build` does.
        package var live: Duration = .zero
        /// The same pages rendered from recorded values.
        package var recorded: Duration = .zero
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
        let perPost = try await forEachInParallel(content.posts) { post throws(Mismatch) in
            try Self.measure(post, renderer: renderer, markdown: CMarkRenderer())
        }
        return perPost.reduce(into: Measurement(posts: content.posts.count, comments: content.comments.count)) { total, post in
            total.markdown += post.markdown
            total.live += post.live
            total.recorded += post.recorded
        }
    }

    private static func measure(_ post: Post, renderer: PageRenderer, markdown: CMarkRenderer) throws(Mismatch) -> Measurement {
        let clock = ContinuousClock()
        var measurement = Measurement()
        let comments = renderer.factory.index.commentsByPost[post.id] ?? []
        var bodies: [Identifier: String] = [:]
        measurement.markdown = clock.measure {
            for comment in comments { bodies[comment.id] = markdown.html(fromMarkdown: comment.body) }
        }
        var live: [RenderedFile] = []
        measurement.live = clock.measure { live = renderer.postFiles(post, bodies: bodies) }

        let models = renderer.postModels(post, bodies: bodies)
        let page = RecordedValues(TemplateReference(models.page))
        let feed = RecordedValues(TemplateReference(models.feed))
        let library = renderer.templates.library
        _ = (library.render(page, withTemplate: "post"), library.render(feed, withTemplate: "feed"))
        var replayed: [String?] = []
        measurement.recorded = clock.measure {
            replayed = [library.render(page, withTemplate: "post"), library.render(feed, withTemplate: "feed")]
        }
        for (file, text) in zip(live, replayed) where file.text != text {
            throw Mismatch(path: file.path)
        }
        return measurement
    }
}
