import Foundation
import MarginaliaContent
import MarginaliaModels

/// Imports a webmention.io feed into the posts already in a content folder: unlike an export, a
/// feed holds no posts, so each mention's target is matched to a post's `url`
/// (`WebmentionTargets`), and mentions of other pages are counted and left out. Replies and
/// mentions become comments `webmention-<wm-id>`, likes, reposts and bookmarks reactions with the
/// same ids in `reactions/<postId>.json`, merged by id like every import; a mention sent
/// again with other content replaces its comment and sets its `editedAt` to when webmention.io
/// received it again. Private mentions are never imported. Nothing is written unless every
/// entry was read.
struct WebmentionImport {
    let options: ExportImporter.Options
    var progress: (@Sendable (ImportProgress) -> Void)?
    var progressInterval = 10_000

    func run() throws(ImportError) -> ImportReport {
        let clock = ContinuousClock()
        let start = clock.now
        let directory = URL(fileURLWithPath: options.contentDirectory, isDirectory: true)
        let existing = try ExistingContent(directory: directory)
        var report = ImportReport(format: options.format, exportPath: options.exportPath, dryRun: options.dryRun)
        var mapped: [WebmentionMapping.Mapped] = []
        var reactions: [Reaction] = []
        var seen: Set<Identifier> = []
        var targetsRead: Set<String> = []
        let decoder = FixtureDecoder(file: options.exportPath)
        try JF2EntryStream.read(ExportInput(path: options.exportPath), file: options.exportPath) {
            entry throws(ImportError) in
            report.commentsRead += 1
            if report.commentsRead % progressInterval == 0 {
                progress?(.reading(records: report.commentsRead, format: options.format, elapsed: clock.now - start))
            }
            let record = try decode(entry, with: decoder)
            if let target = record.wmTarget { targetsRead.insert(target) }
            switch WebmentionMapping.map(record, targets: existing.targets) {
            case .skipped(let reason):
                report.skippedComments[reason, default: 0] += 1
            case .comment(let mention):
                guard seen.insert(mention.comment.id).inserted else {
                    report.skippedComments[.duplicateId, default: 0] += 1
                    return
                }
                mapped.append(mention)
            case .reaction(let reaction):
                guard seen.insert(reaction.id).inserted else {
                    report.skippedComments[.duplicateId, default: 0] += 1
                    return
                }
                reactions.append(reaction)
            }
        }
        report.postsRead = targetsRead.count
        let comments = thread(mapped, existing: existing, repairs: &report.repairs)
        report.commentsImported = comments.count
        report.reactionsImported = reactions.count
        report.emptyBodies = comments.filter { $0.comment.body == .text("") }.count
        var staged = StagedFiles(directory: directory)
        do {
            try merge(comments, existing: existing, into: &report, staged: &staged)
            try merge(reactions, in: existing.directory, into: &report, staged: &staged)
            try staged.commit()
        } catch {
            staged.discard()
            throw error
        }
        report.duration = clock.now - start
        return report
    }

    /// An entry decoded; a problem is placed in the feed file, not in the entry's text.
    private func decode(_ entry: JF2EntryStream.Entry, with decoder: FixtureDecoder) throws(ImportError)
        -> WebmentionEntry
    {
        do {
            return try decoder.decode(WebmentionEntry.self, from: Data(entry.bytes))
        } catch {
            var location = SourceLocation(file: options.exportPath, line: entry.line, column: entry.column)
            guard let problem = error.problems.first else {
                throw .invalidExport(location, message: "this entry is not valid JSON")
            }
            if let line = problem.location.line {
                location.line = entry.line + line - 1
                location.column = problem.location.column.map { line == 1 ? entry.column + $0 - 1 : $0 }
            }
            let inner = problem.location.jsonPath ?? ""
            location.jsonPath = entry.path + (inner.isEmpty || inner.hasPrefix("[") ? inner : "." + inner)
            throw .invalidExport(location, message: problem.message)
        }
    }

    /// The mentions with their parents: a mention whose target names a comment of its post (one
    /// already in the content folder or one of this feed) answers it; one that names a comment
    /// the post does not have answers the post, and is counted.
    private func thread(
        _ mapped: [WebmentionMapping.Mapped], existing: ExistingContent, repairs: inout ThreadingRepairs
    ) -> [WebmentionMapping.Mapped] {
        var postOf: [Identifier: Identifier] = existing.postOfComment
        for mention in mapped { postOf[mention.comment.id] = mention.comment.postId }
        return mapped.map { mention in
            guard let parent = mention.parentCandidate else { return mention }
            var threaded = mention
            let comment = mention.comment
            if parent != comment.id, postOf[parent] == comment.postId {
                threaded.comment = Comment(
                    id: comment.id, postId: comment.postId, parentId: parent, author: comment.author,
                    body: comment.body,
                    postedAt: comment.postedAt, sourceURL: comment.sourceURL)
            } else {
                repairs.topLevelParentMissing += 1
            }
            return threaded
        }
    }

    /// Merges the comments into the file that holds each id, or else `comments/<postId>.json`,
    /// ordered by date; a comment whose record changes (other than its `editedAt`) is marked
    /// edited.
    private func merge(
        _ comments: [WebmentionMapping.Mapped], existing: ExistingContent, into report: inout ImportReport,
        staged: inout StagedFiles
    ) throws(ImportError) {
        var groups: [String: [WebmentionMapping.Mapped]] = [:]
        for mention in comments {
            let id = mention.comment.id
            groups[existing.fileOfComment[id] ?? "comments/\(mention.comment.postId.rawValue).json", default: []]
                .append(mention)
        }
        for path in groups.keys.sorted() {
            var file = try FixtureFile.load(path, in: existing.directory)
            var current: [Identifier: JSONValue] = [:]
            for (id, record) in zip(file.ids, file.records) where current[id] == nil { current[id] = record }
            let mentions = (groups[path] ?? []).sorted {
                ($0.comment.postedAt, $0.comment.id) < ($1.comment.postedAt, $1.comment.id)
            }
            let values = mentions.map { mention in
                (mention.comment.id, Self.value(of: mention, replacing: current[mention.comment.id]))
            }
            let change = file.merge(values)
            guard change.changesAnything else {
                if file.existed { report.unchangedFiles += 1 }
                continue
            }
            report.changes.append(change)
            if !options.dryRun { try staged.stage(file.encoded(), at: file.relativePath) }
        }
    }

    /// Merges the reactions into `reactions/<postId>.json`, by id, ordered by date.
    private func merge(
        _ reactions: [Reaction], in directory: URL, into report: inout ImportReport, staged: inout StagedFiles
    ) throws(ImportError) {
        let groups = Dictionary(grouping: reactions) { "reactions/\($0.postId.rawValue).json" }
        for path in groups.keys.sorted() {
            var file = try FixtureFile.load(path, in: directory)
            let ordered = (groups[path] ?? []).sorted { ($0.publishedAt, $0.id) < ($1.publishedAt, $1.id) }
            let change = file.merge(ordered.map { ($0.id, JSONValue($0)) })
            guard change.changesAnything else {
                if file.existed { report.unchangedFiles += 1 }
                continue
            }
            report.changes.append(change)
            if !options.dryRun { try staged.stage(file.encoded(), at: file.relativePath) }
        }
    }

    /// The record for a mention: the one already there when only its `editedAt` differs (so that
    /// a second import changes nothing), else the new one, dated as edited when it replaces one.
    static func value(of mention: WebmentionMapping.Mapped, replacing old: JSONValue?) -> JSONValue {
        let new = JSONValue(mention.comment)
        guard let old else { return new }
        var oldWithoutEdit = old
        if case .object(var fields) = old {
            fields["editedAt"] = nil
            oldWithoutEdit = .object(fields)
        }
        if oldWithoutEdit == new { return old }
        let comment = mention.comment
        let editedAt = max(mention.receivedAt ?? comment.postedAt, comment.postedAt)
        return JSONValue(
            Comment(
                id: comment.id, postId: comment.postId, parentId: comment.parentId, author: comment.author,
                body: comment.body, postedAt: comment.postedAt, editedAt: editedAt, sourceURL: comment.sourceURL))
    }
}

/// What the import needs of the content folder: its posts' addresses, and where each comment is.
struct ExistingContent {
    let directory: URL
    let targets: WebmentionTargets
    /// The file that holds each comment.
    private(set) var fileOfComment: [Identifier: String] = [:]
    /// The post of each comment.
    private(set) var postOfComment: [Identifier: Identifier] = [:]

    init(directory: URL) throws(ImportError) {
        self.directory = directory
        var posts: [(id: Identifier, url: String)] = []
        for record in try FixtureFile.load("posts.json", in: directory).records {
            if let id = record.recordId, case .string(let url) = record["url"] { posts.append((id, url)) }
        }
        targets = WebmentionTargets(posts: posts, baseURL: Self.baseURL(in: directory))
        let files: [String]
        do {
            files = try ContentStore(directory: directory.path).commentFiles()
        } catch {
            throw .existingContent(error)
        }
        for path in files {
            let file = try FixtureFile.load(path, in: directory)
            for (id, record) in zip(file.ids, file.records) where fileOfComment[id] == nil {
                fileOfComment[id] = path
                if case .string(let post) = record["postId"] { postOfComment[id] = Identifier(post) }
            }
        }
    }

    /// `site.json`'s `baseURL`, when the file is there and has one (the build checks the file).
    private static func baseURL(in directory: URL) -> String? {
        struct Site: Decodable { var baseURL: String? }
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("site.json")) else { return nil }
        return (try? JSONDecoder().decode(Site.self, from: data))?.baseURL
    }
}
