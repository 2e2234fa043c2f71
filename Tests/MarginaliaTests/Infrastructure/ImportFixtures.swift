import Foundation
import MarginaliaContent
import MarginaliaImport
import MarginaliaModels
import MarginaliaSite
import MarginaliaTestSupport
import Synchronization
import Testing

/// A scratch folder to import hand-written exports into (`Content/`) and build them with the
/// default theme (`Output/`); removed when the test is done with it.
struct ImportWorkspace {
    let directory: TemporaryDirectory
    var root: URL { directory.url }
    var content: URL { root.appendingPathComponent("Content") }

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Writes `text` to a file below the root and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try directory.write(text, to: name)
        return directory.path(name)
    }

    /// Imports an export given as text into `Content/`.
    @discardableResult
    func importExport(_ xml: String, _ format: ExportFormat, keepDeleted: Bool = false, dryRun: Bool = false) throws
        -> ImportReport
    {
        let path = try write(xml, to: "export-\(format.rawValue).xml")
        return try importFile(path, format, keepDeleted: keepDeleted, dryRun: dryRun)
    }

    @discardableResult
    func importFile(_ path: String, _ format: ExportFormat, keepDeleted: Bool = false, dryRun: Bool = false) throws
        -> ImportReport
    {
        let options = ExportImporter.Options(
            format: format, exportPath: path, contentDirectory: content.path, keepDeleted: keepDeleted, dryRun: dryRun)
        return try ExportImporter(options: options).run()
    }

    /// Imports the export at `path` into `Content/`, reporting progress after every `interval`
    /// records, and returns the progress lines, each cut before its elapsed time ("… read 4
    /// mentions").
    func progressLines(_ path: String, _ format: ExportFormat, every interval: Int) throws -> [String] {
        let lines = RecordedLines()
        let options = ExportImporter.Options(format: format, exportPath: path, contentDirectory: content.path)
        try ExportImporter(options: options, progressInterval: interval) { lines.append($0.description) }.run()
        return lines.all.map { line in
            String(line[..<(line.range(of: " (")?.lowerBound ?? line.endIndex)])
        }
    }

    /// Imports `text`, which the importer must refuse, over content that holds one post: checks
    /// that the content is left as it was and returns the error.
    func refusedImport(_ text: String, _ format: ExportFormat) throws -> ImportError {
        try write(
            #"[{"id": "mine", "title": "T", "url": "", "publishedAt": "2019-05-05T05:05:05Z"}]"#,
            to: "Content/posts.json")
        let before = snapshot()
        let error = try #require(throws: ImportError.self) { try importExport(text, format) }
        #expect(snapshot() == before)
        return error
    }

    /// Loads `Content/` the way a build does, checks included.
    func load() async throws -> SiteContent {
        try await ContentStore(directory: content.path).load()
    }

    /// Every file below `Content/`, path → bytes.
    func snapshot() -> [String: Data] {
        OutputTree.snapshot(content.path)
    }

    /// Builds `Content/` with the repository's default theme (no network: avatars come from a
    /// double) and returns the HTML pages, by path below `Output/`.
    func buildSite() async throws -> [String: String] {
        let output = directory.path("Output")
        let generator = SiteGenerator(
            options: .init(
                contentDirectory: content.path, templatesDirectory: PackagePaths.templates, outputDirectory: output,
                referenceDate: TestDates.now),
            services: BuildServices(avatarFetcher: AvatarFetcherDouble())
        )
        _ = try await generator.build()
        return OutputTree.snapshot(output).filter { $0.key.hasSuffix(".html") }.mapValues {
            String(decoding: $0, as: UTF8.self)
        }
    }
}

extension SiteContent {
    func comment(_ id: Identifier) -> MarginaliaModels.Comment? {
        comments.first { $0.id == id }
    }
}

/// Lines handed to a `Sendable` callback, kept for a test to read.
final class RecordedLines: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var all: [String] { lines.withLock { $0 } }
}

/// Builders for small Disqus exports.
enum DisqusXML {
    static func export(_ elements: String...) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <disqus xmlns="http://disqus.com" xmlns:dsq="http://disqus.com/disqus-internals" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
          <category dsq:id="1"><forum>blog</forum><title>General</title></category>
        \(elements.joined(separator: "\n"))
        </disqus>

        """
    }

    static func thread(
        _ id: String, title: String = "A post", link: String? = nil, createdAt: String = "2020-01-01T10:00:00Z",
        deleted: Bool = false
    ) -> String {
        """
          <thread dsq:id="\(id)">
            <id>post-\(id)</id><forum>blog</forum><category dsq:id="1"/>
            <link>\(link ?? "https://blog.example.org/\(id)/")</link>
            <title>\(title)</title><message/>
            <createdAt>\(createdAt)</createdAt>
            <author><email>owner@blog.example.org</email><name>Owner</name><isAnonymous>false</isAnonymous><username>owner</username></author>
            <ipAddress>192.0.2.1</ipAddress>
            <isClosed>false</isClosed><isDeleted>\(deleted)</isDeleted>
          </thread>
        """
    }

    static func post(
        _ id: String, thread: String, parent: String? = nil, message: String = "<p>Hello</p>", name: String = "Jane",
        username: String? = "jane", anonymous: Bool = false, createdAt: String = "2020-01-02T10:00:00Z",
        deleted: Bool = false, spam: Bool = false
    ) -> String {
        """
          <post dsq:id="\(id)">
            <id/>
            <message><![CDATA[\(message)]]></message>
            <createdAt>\(createdAt)</createdAt>
            <isDeleted>\(deleted)</isDeleted><isSpam>\(spam)</isSpam>
            <author><email>\(name.lowercased().filter(\.isLetter))@mail.example.com</email><name>\(name)</name><isAnonymous>\(anonymous)</isAnonymous>\(username.map { "<username>\($0)</username>" } ?? "")</author>
            <ipAddress>198.51.100.\(id.count)</ipAddress>
            <thread dsq:id="\(thread)"/>\(parent.map { "\n    <parent dsq:id=\"\($0)\"/>" } ?? "")
          </post>
        """
    }
}

/// Builders for small WordPress (WXR) exports.
enum WordPressXML {
    static func export(_ items: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
        <channel>
          <title>Blog</title><link>https://blog.example.org</link>
        \(items.joined(separator: "\n"))
        </channel>
        </rss>

        """
    }

    static func item(
        _ postId: String?, title: String = "A post", link: String? = nil, date: String? = "2020-01-01 10:00:00",
        status: String? = "publish", comments: String...
    ) -> String {
        """
          <item>
            <title>\(title)</title>
            <link>\(link ?? "https://blog.example.org/?p=\(postId ?? "0")")</link>
            <content:encoded><![CDATA[<p>The post itself.</p>]]></content:encoded>
        \(postId.map { "    <wp:post_id>\($0)</wp:post_id>" } ?? "")
        \(date.map { "    <wp:post_date_gmt>\($0)</wp:post_date_gmt>" } ?? "")
        \(status.map { "    <wp:status>\($0)</wp:status>" } ?? "")
            <wp:post_type>post</wp:post_type>
        \(comments.joined(separator: "\n"))
          </item>
        """
    }

    static func comment(
        _ id: String, parent: String = "0", author: String = "Jane", content: String = "Hello", approved: String = "1",
        type: String = "", date: String? = "2020-01-02 10:00:00", localDate: String? = nil, userId: String = "0"
    ) -> String {
        """
            <wp:comment>
              <wp:comment_id>\(id)</wp:comment_id>
              <wp:comment_author><![CDATA[\(author)]]></wp:comment_author>
              <wp:comment_author_email>\(author.lowercased().filter(\.isLetter))@mail.example.com</wp:comment_author_email>
              <wp:comment_author_url>https://\(author.lowercased().filter(\.isLetter)).example.net/</wp:comment_author_url>
              <wp:comment_author_IP>203.0.113.\(id.count)</wp:comment_author_IP>
        \(localDate.map { "      <wp:comment_date>\($0)</wp:comment_date>" } ?? "")
        \(date.map { "      <wp:comment_date_gmt>\($0)</wp:comment_date_gmt>" } ?? "")
              <wp:comment_content><![CDATA[\(content)]]></wp:comment_content>
              <wp:comment_approved>\(approved)</wp:comment_approved>
              <wp:comment_type>\(type)</wp:comment_type>
              <wp:comment_parent>\(parent)</wp:comment_parent>
              <wp:comment_user_id>\(userId)</wp:comment_user_id>
            </wp:comment>
        """
    }
}
