import Foundation
import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaViewModels

/// The coordinator: reads the content, decides which pages exist and where, builds their view
/// models, fills the templates and swaps the finished site into the output folder.
public struct SiteGenerator: Sendable {
    /// Where things are and which date counts as "now".
    public struct Options: Sendable {
        public var contentDirectory: String
        public var templatesDirectory: String
        public var outputDirectory: String
        /// The reference date for relative dates.
        public var referenceDate: Date
        /// Fetch nothing: avatars come from the cache of earlier builds or show initials.
        public var offline: Bool
        /// Where fetched avatars are kept between builds; `nil`: `.marginalia-cache` beside the
        /// output folder.
        public var cacheDirectory: String?

        public init(
            contentDirectory: String = "Content", templatesDirectory: String = "Templates",
            outputDirectory: String = "Output",
            referenceDate: Date, offline: Bool = false, cacheDirectory: String? = nil
        ) {
            self.contentDirectory = contentDirectory
            self.templatesDirectory = templatesDirectory
            self.outputDirectory = outputDirectory
            self.referenceDate = referenceDate
            self.offline = offline
            self.cacheDirectory = cacheDirectory
        }
    }

    public var options: Options
    /// The Markdown renderer, the content's file system and the avatar downloads.
    public var services: BuildServices
    /// Told how far the long steps (post pages, then the friend pages with the site's other
    /// pages) have come; `nil`: nobody listens.
    public var progress: BuildProgressHandler?

    public init(options: Options, services: BuildServices = BuildServices()) {
        self.options = options
        self.services = services
    }

    /// Builds the whole site. On failure the previous output folder is left exactly as it was.
    public func build() async throws(SiteError) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        var phases = BuildPhases()
        let content: SiteContent
        do {
            content = try await ContentStore(
                directory: options.contentDirectory, fileSystem: services.contentFileSystem
            ).load()
        } catch {
            throw .content(error)
        }
        phases.end("read and check the content")
        let templates = try await TemplateRenderer.load(directory: options.templatesDirectory)
        phases.end("load the templates")
        // The index does not depend on the avatars: it is built while they resolve (which, with
        // downloads, can take seconds).
        async let builtIndex = ContentIndex.make(content: content)
        let avatarURLs = AvatarResolver.avatarURLs(in: content)
        let avatars = await options.avatarResolver(policy: content.config.avatars, fetcher: services.avatarFetcher)
            .resolve(avatarURLs)
        phases.end("avatars")
        let index = await builtIndex
        phases.end("index the content")
        let writer = try OutputWriter(outputURL: URL(fileURLWithPath: options.outputDirectory))
        let imageOrigins = avatars.map.imageOrigins(for: avatarURLs)
        let reuse = PageReuse(
            previous: PageManifest.read(from: manifestURL), outputPath: writer.outputURL.path,
            templatesFingerprint: templates.fingerprint,
            markdownIdentity: services.markdown.identity, config: content.config, referenceDate: options.referenceDate,
            avatars: avatars.map,
            imageOrigins: imageOrigins
        )
        do {
            var (report, manifest) = try await render(
                index, templates: templates, avatars: avatars.map, imageOrigins: imageOrigins, writer: writer,
                reuse: reuse, phases: &phases
            )
            report.avatars = avatars.report
            report.themeWarnings = templates.warnings
            report.unchangedFiles = writer.unchangedFileCount
            try writer.commit()
            // Without a manifest the next build renders every page: slower, never wrong.
            try? manifest.write(to: manifestURL)
            phases.end("swap the new site in")
            report.phases = phases
            report.duration = clock.now - start
            return report
        } catch {
            writer.discard()
            throw error
        }
    }

    /// Where the manifest of the pages in the output folder is kept: in the cache folder, named
    /// after the output folder.
    var manifestURL: URL {
        let outputName = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL.lastPathComponent
        return options.cacheURL.appendingPathComponent("pages").appendingPathComponent(outputName + ".txt")
    }

    private func render(
        _ index: ContentIndex, templates: TemplateRenderer, avatars: AvatarMap, imageOrigins: [String],
        writer: OutputWriter,
        reuse: PageReuse, phases: inout BuildPhases
    ) async throws(SiteError) -> (BuildReport, PageManifest) {
        let content = index.content
        let factory = ViewModelFactory(
            index: index, referenceDate: options.referenceDate,
            avatars: avatars, imageOrigins: imageOrigins
        )
        let pages = PageWriter(
            renderer: PageRenderer(factory: factory, templates: templates), writer: writer, markdown: services.markdown,
            reuse: reuse, progress: progress
        )

        var report = BuildReport()
        report.posts = content.posts.count
        report.comments = content.comments.count
        report.friends = content.friends.count
        var (written, sharedBodies) = try await pages.writePostPages()
        phases.end("post pages and their feeds")
        written.add(try await pages.writeSitePages(sharedBodies: sharedBodies))
        phases.end(PageWriter.sitePagesStep)
        report.pagesWritten = written.files
        report.keptPages = written.keptPages
        try writer.write(Array(RelativeDateRulesFile.json().utf8), to: RelativeDateRulesFile.path)
        for (path, data) in avatars.files.sorted(by: { $0.key < $1.key }) { try writer.write(data, to: path) }
        report.assetsCopied =
            try writer.copyFiles(
                from: URL(fileURLWithPath: options.templatesDirectory).appendingPathComponent(SiteURLs.assetsFolder),
                to: SiteURLs.assetsFolder)
            + writer.copyFiles(
                from: URL(fileURLWithPath: options.contentDirectory).appendingPathComponent(SiteURLs.assetsFolder),
                to: SiteURLs.assetsFolder)
        phases.end("assets")
        return (report, PageManifest(entries: written.entries))
    }
}
