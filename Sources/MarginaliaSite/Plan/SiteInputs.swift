import Foundation
import MarginaliaContent
import MarginaliaModels
import MarginaliaViewModels

/// Everything a site is made from, as read from disk: the content (and its index), the theme, the
/// avatars and the static files. `read` reads it for `build`, and for every rebuild of `serve`,
/// which keeps what did not change since the last read (`previous`).
struct SiteInputs: Sendable {
    var snapshot: ContentSnapshot
    var index: ContentIndex
    var templates: TemplateRenderer
    /// The site's language, from the theme's pack for `site.json`'s `language`.
    var words: Phrasebook
    /// The posts' own languages (`posts.json`'s `language`), by tag, each from the theme's pack.
    var postWords: [String: Phrasebook]
    /// The `*.mustache` files the templates were loaded from, and the language packs.
    var templateInventory: FolderInventory
    var assets: AssetInventory
    var avatars: SiteAvatars

    /// What one read found changed since the previous one.
    struct Changes: Sendable {
        /// The fixture files read again or gone, and the templates changed, as the options spell
        /// their paths.
        var inputs: [String] = []
        /// Whether the theme was loaded again (then its warnings are reported).
        var loadedTemplates = true
        /// What the avatar pre-pass did.
        var avatars = AvatarReport()
    }

    /// Reads the inputs. With `previous`, a fixture file or template whose stamp is unchanged, and
    /// that `reported` does not name, is not read again, and the index is updated rather than made
    /// anew. Large content's bodies stay in their files (`BuildOptions.bodiesLeftInFilesFrom`).
    /// Timings go to `phases`.
    static func read(
        _ options: BuildOptions, services: BuildServices, previous: SiteInputs?,
        reported: InputPaths = InputPaths(), phases: inout BuildPhases
    ) async throws(SiteError) -> (SiteInputs, Changes) {
        var changes = Changes()
        let snapshot: ContentSnapshot
        // Before the content, which can take a minute to read: a missing theme is found at once.
        try TemplateFiles.checkFolders(directory: options.templatesDirectory)
        let store = ContentStore(
            directory: options.contentDirectory, fileSystem: services.contentFileSystem,
            leavesBodiesInFilesFrom: options.bodiesLeftInFilesFrom)
        do {
            snapshot = try await store.load(reusing: previous?.snapshot, changedFiles: reported.changedContentFiles)
        } catch {
            throw .content(error)
        }
        changes.inputs = (snapshot.decodedFiles + snapshot.removedFiles).map { path(options.contentDirectory, $0) }
        phases.end("read and check the content")

        // The templates are read again only when they changed, but their folders are checked
        // every time (above): a theme's assets folder replaced by a file is an error, not an empty folder.
        let templateInventory = FolderInventory(scanning: URL(fileURLWithPath: options.templatesDirectory)) {
            $0.hasSuffix(".mustache") || InputPaths.isLanguagePack($0)
        }
        let templateDiff = (previous?.templateInventory ?? FolderInventory()).changes(to: templateInventory)
        let changedTemplates = Set(templateDiff.changed + templateDiff.removed).union(reported.changedTemplates)
        let templates: TemplateRenderer
        if let previous, changedTemplates.isEmpty {
            templates = previous.templates
            changes.loadedTemplates = false
        } else {
            // The packs are checked again only when one of them changed.
            let packsChanged = changedTemplates.contains(where: InputPaths.isLanguagePack)
            templates = try await TemplateRenderer.load(
                directory: options.templatesDirectory, keptLanguages: packsChanged ? nil : previous?.templates.languages
            )
        }
        if previous != nil { changes.inputs += changedTemplates.sorted().map { path(options.templatesDirectory, $0) } }
        let (words, postWords) = try languages(of: snapshot.content, in: templates, previous: previous, store: store)
        phases.end("load the templates")

        // A new index does not depend on the avatars: it is made while they resolve (which, with
        // downloads, can take seconds).
        async let madeIndex = index(of: snapshot, previous: previous)
        let (avatars, avatarReport) = await SiteAvatars.resolve(
            snapshot, previous: previous.map { ($0.avatars, $0.snapshot) }, options: options,
            fetcher: services.avatarFetcher)
        changes.avatars = avatarReport
        phases.end("avatars")
        var index = await madeIndex
        index.sitemapLimits = options.sitemapLimits
        phases.end("index the content")
        let inputs = SiteInputs(
            snapshot: snapshot, index: index, templates: templates, words: words, postWords: postWords,
            templateInventory: templateInventory,
            assets: AssetInventory(
                templatesDirectory: options.templatesDirectory, contentDirectory: options.contentDirectory),
            avatars: avatars)
        return (inputs, changes)
    }

    /// The words of the site's language and of the posts' own, each made once per read. Words
    /// equal to the last read's stay that object: compared by identity after this, and with the
    /// browser's relative-date rules made once. A language without a pack is an error with the
    /// line and column of its tag.
    private static func languages(
        of content: SiteContent, in templates: TemplateRenderer, previous: SiteInputs?, store: ContentStore
    ) throws(SiteError) -> (site: Phrasebook, posts: [String: Phrasebook]) {
        do {
            var words = try templates.languages.words(for: content.config.language)
            if let kept = previous?.words, kept == words { words = kept }
            let postWords = try templates.languages.postWords(
                for: content.posts, siteWords: words, previous: previous?.postWords ?? [:])
            return (words, postWords)
        } catch {
            guard case .content(let problems) = error else { throw error }
            throw .content(store.located(problems))
        }
    }

    /// The content index of `snapshot`: updated from `previous`'s when there is one, reading only
    /// the parts of the content that changed; else made with every core.
    private static func index(of snapshot: ContentSnapshot, previous: SiteInputs?) async -> ContentIndex {
        guard let previous else { return await ContentIndex.make(content: snapshot.content) }
        if snapshot.decodedFiles.isEmpty && snapshot.removedFiles.isEmpty { return previous.index }
        let oldComments = previous.snapshot.comments(inFiles: snapshot.decodedFiles + snapshot.removedFiles)
        let affectedPosts = Set((oldComments + snapshot.comments(inFiles: snapshot.decodedFiles)).map(\.postId))
        return ContentIndex(content: snapshot.content, updating: previous.index, affectedPosts: affectedPosts)
    }

    private static func path(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
