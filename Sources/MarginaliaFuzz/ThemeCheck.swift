import Foundation
import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaSite

/// Loads the payload as a theme against the real view-model declarations and, when it loads,
/// renders the demo site (`Content/`) with it. The payload's parts, split at byte 0x1E, replace
/// the bundled theme's templates in the order of `templateNames`; parts past those are partials
/// `partials/extra-0`, `partials/extra-1`, … Invariants:
/// - a theme that does not load names each problem's file, at a line and column where known;
/// - a theme that loads renders every page without trapping, and no page holds
///   `untrustedMarker`, which the demo's names, titles and descriptions carry: declared text is
///   never written unescaped.
struct ThemeCheck {
    static let separator: UInt8 = 0x1E
    static let templateNames = [
        "layout", "home", "post", "friends", "friend", "404", "feed", "sitemap", "partials/comment-cell",
        "partials/friend-cell", "partials/avatar", "thread",
    ]
    /// Planted in the demo's text: it may appear escaped (`&lt;x-untrusted&gt;`), never as a tag.
    static let untrustedMarker = "<x-untrusted>"
    static let directory = "Templates"

    let templates: [String: String]

    init(payload: [UInt8]) {
        var templates = DemoSite.theme
        for (index, part) in payload.split(separator: Self.separator, omittingEmptySubsequences: false).enumerated() {
            let name =
                index < Self.templateNames.count
                ? Self.templateNames[index] : "partials/extra-\(index - Self.templateNames.count)"
            templates[name] = String(decoding: part, as: UTF8.self)
        }
        self.templates = templates
    }

    func run() throws(FuzzFailure) {
        let renderer: TemplateRenderer
        do {
            renderer = try TemplateRenderer.load(
                templates: templates, directory: Self.directory, languages: DemoSite.languages)
        } catch {
            try check(error)
            return
        }
        let files: [(path: String, bytes: [UInt8])]
        do {
            files = try SiteInMemory.files(
                of: DemoSite.content, templates: renderer, referenceDate: DemoSite.referenceDate,
                bodies: DemoSite.bodies)
        } catch {
            throw FuzzFailure(.theme, "the demo's language has no pack in the bundled theme: \(error)")
        }
        let marker = Array(Self.untrustedMarker.utf8)
        for file in files where file.bytes.contains(marker) {
            throw FuzzFailure(.theme, "\(file.path) writes declared text unescaped: it holds \(Self.untrustedMarker)")
        }
    }

    private func check(_ error: SiteError) throws(FuzzFailure) {
        guard case .template(let problems) = error, !problems.isEmpty else {
            throw FuzzFailure(.theme, "loading a theme failed with something else than its problems: \(error)")
        }
        let files = Set((Self.templateNames + templates.keys).map { "\(Self.directory)/\($0).mustache" })
        for problem in problems {
            guard files.contains(problem.file) else {
                throw FuzzFailure(.theme, "a problem names no template of the theme: \(problem.file)")
            }
            if let line = problem.line, let column = problem.column, line < 1 || column < 1 {
                throw FuzzFailure(.theme, "a problem at line \(line), column \(column): \(problem.message)")
            }
        }
    }
}

/// The bundled theme and the demo content, read once from the repository, with
/// `ThemeCheck.untrustedMarker` planted in the demo's names, titles and descriptions.
enum DemoSite {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let referenceDate = Date(timeIntervalSince1970: 1_795_000_000)

    /// Template name → text.
    static let theme: [String: String] = {
        let folder = repository.appendingPathComponent("Templates").path
        var templates: [String: String] = [:]
        for path in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        where path.hasSuffix(".mustache") {
            let data = FileManager.default.contents(atPath: "\(folder)/\(path)") ?? Data()
            templates[String(path.dropLast(".mustache".count))] = String(decoding: data, as: UTF8.self)
        }
        return templates
    }()

    /// The bundled theme's language packs.
    static let languages: ThemeLanguages = {
        do {
            return try ThemeLanguages.load(directory: repository.appendingPathComponent("Templates").path)
        } catch {
            fatalError("the bundled theme's language packs do not load: \(error)")
        }
    }()

    /// Every demo comment's body, rendered once.
    static let bodies = BodyProvider(markdown: CMarkRenderer(), rendering: Array(content.comments))

    /// The keys whose text values get the marker.
    static let plantedKeys = ["name", "title", "firstName", "lastName", "description"]

    static let content: SiteContent = {
        let folder = repository.appendingPathComponent("Content")
        var files: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        where path.hasSuffix(".json") {
            var text = String(
                decoding: FileManager.default.contents(atPath: "\(folder.path)/\(path)") ?? Data(), as: UTF8.self)
            for key in plantedKeys {
                text = text.replacingOccurrences(
                    of: "\"\(key)\": \"", with: "\"\(key)\": \"\(ThemeCheck.untrustedMarker)")
            }
            files["/demo/\(path)"] = Data(text.utf8)
        }
        guard #available(macOS 15, *) else { fatalError("the theme mode needs macOS 15 or later") }
        let fileSystem = ContentFileSystem.memory(files)
        let loaded = CallerThreadExecutor.run { () async -> Result<SiteContent, ContentError> in
            do throws(ContentError) {
                return .success(try await ContentStore(directory: "/demo", fileSystem: fileSystem).load())
            } catch {
                return .failure(error)
            }
        }
        switch loaded {
        case .success(let content): return content
        case .failure(let error): fatalError("the demo content with the marker planted does not load: \(error)")
        }
    }()
}
