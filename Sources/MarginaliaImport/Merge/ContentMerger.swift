import Foundation
import MarginaliaContent
import MarginaliaModels

/// Merges a resolved import into the fixtures of a content folder: posts into `posts.json`, each
/// comment into the file that already holds its id, or else into `comments/<postId>.json`.
/// Records are matched by id, so merging the same import twice changes nothing the second time.
/// Files are read, merged and staged one at a time; nothing is in place until the staged files
/// are committed. A dry run stages nothing: it touches no file at all.
struct ContentMerger {
    /// A deleted comment kept so that its replies stay threaded.
    static let placeholderAuthor = CommentAuthor(id: "deleted", name: "[deleted]")
    static let placeholderBody = #"\[deleted\]"#

    let directory: URL
    let spool: CommentSpool
    /// Whether to stage the changed files (`false` for a dry run).
    var writes = true
    var progress: ((_ done: Int, _ total: Int) -> Void)?
    var progressInterval = 10_000

    /// What merging found to change.
    struct Result {
        var changes: [FileChange] = []
        var unchangedFiles = 0
        /// Comments whose HTML had no text left once converted.
        var emptyBodies = 0
        var staged: StagedFiles
    }

    /// Reads the existing fixtures, merges the import into them and stages the files that change.
    func merge(posts: [Post], entries: [CommentEntry]) throws(ImportError) -> Result {
        var result = Result(staged: StagedFiles(directory: directory))
        do {
            try mergePosts(posts, into: &result)
            try mergeComments(entries, into: &result)
        } catch {
            result.staged.discard()
            throw error
        }
        return result
    }

    private func mergePosts(_ posts: [Post], into result: inout Result) throws(ImportError) {
        var file = try FixtureFile.load("posts.json", in: directory)
        try record(file.merge(posts.map { ($0.id, JSONValue($0)) }), of: file, into: &result)
    }

    private func mergeComments(_ entries: [CommentEntry], into result: inout Result) throws(ImportError) {
        let existing = try existingCommentFiles()
        // Positions in `entries`, by the file each comment goes to.
        var groups: [String: [Int]] = [:]
        var total = 0
        for (position, entry) in entries.enumerated() where entry.isImported {
            let file = existing[entry.id] ?? "comments/\(entry.postId?.rawValue ?? "").json"
            groups[file, default: []].append(position)
            total += 1
        }
        var done = 0
        for path in groups.keys.sorted() {
            var file = try FixtureFile.load(path, in: directory)
            let positions = (groups[path] ?? []).sorted {
                (entries[$0].postedAt ?? .distantPast, entries[$0].id) < (
                    entries[$1].postedAt ?? .distantPast, entries[$1].id
                )
            }
            var values: [(id: Identifier, value: JSONValue)] = []
            values.reserveCapacity(positions.count)
            for position in positions {
                values.append(
                    (
                        entries[position].id,
                        JSONValue(try comment(at: position, of: entries, emptyBodies: &result.emptyBodies))
                    ))
                done += 1
                if done % progressInterval == 0 { progress?(done, total) }
            }
            try record(file.merge(values), of: file, into: &result)
        }
    }

    private func record(_ change: FileChange, of file: FixtureFile, into result: inout Result) throws(ImportError) {
        guard change.changesAnything else {
            if file.existed { result.unchangedFiles += 1 }
            return
        }
        result.changes.append(change)
        if writes { try result.staged.stage(file.encoded(), at: file.relativePath) }
    }

    /// Where each comment already in the content folder is: id → file.
    private func existingCommentFiles() throws(ImportError) -> [Identifier: String] {
        let files: [String]
        do {
            files = try ContentStore(directory: directory.path).commentFiles()
        } catch {
            throw .existingContent(error)
        }
        var locations: [Identifier: String] = [:]
        for path in files {
            for id in try FixtureFile.ids(in: path, directory: directory) where locations[id] == nil {
                locations[id] = path
            }
        }
        return locations
    }

    /// The fixture for an imported comment: its body converted from the spooled HTML (Markdown is
    /// kept as it is).
    private func comment(at position: Int, of entries: [CommentEntry], emptyBodies: inout Int) throws(ImportError)
        -> Comment
    {
        let entry = entries[position]
        let parentId = entry.resolvedParent.map { entries[Int($0)].id }
        guard let postId = entry.postId, let postedAt = entry.postedAt else {
            preconditionFailure("ThreadResolver imports only comments with a post and a date")
        }
        guard entry.fate == .kept, let slot = entry.slot else {
            return Comment(
                id: entry.id, postId: postId, parentId: parentId, author: Self.placeholderAuthor,
                body: Self.placeholderBody, postedAt: postedAt)
        }
        let content = try spool.content(at: slot)
        let body =
            switch content.markup {
            case .html: HTMLToMarkdown(newlines: .whitespace).markdown(fromHTML: content.body)
            case .htmlWithLineBreaks: HTMLToMarkdown(newlines: .lineBreaks).markdown(fromHTML: content.body)
            case .markdown: content.body
            }
        if body.isEmpty { emptyBodies += 1 }
        return Comment(
            id: entry.id, postId: postId, parentId: parentId,
            author: CommentAuthor(id: Identifier(content.authorId), name: content.authorName), body: body,
            postedAt: postedAt
        )
    }
}
