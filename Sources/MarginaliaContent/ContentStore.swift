import Foundation
import MarginaliaModels
import SystemPackage

/// Loads a content folder (`site.json`, `posts.json`, `comments.json` or `comments/`,
/// `friends.json`, `reactions/`) into checked models.
public struct ContentStore: Sendable {
    /// The content folder.
    public var directory: String
    public var fileSystem: ContentFileSystem
    /// Comment files at least this large (in bytes) are decoded in pieces, in parallel.
    public var parallelDecodingThreshold: Int
    /// How many bytes of a comments file are read at once, when the file system reads ranges
    /// (`ContentFileSystem.contentsOfRange`): a file longer than this is never held whole.
    package var readChunkLength = 4 << 20
    /// When the comment files to decode hold together at least this many bytes (by their stamps;
    /// a file without one counts as empty), each body the byte decoder reads is left in its file
    /// (`CommentBody.stored`), to be read again when a page shows it (`StoredBodyReader`); `nil`,
    /// the default: every body is held.
    public var leavesBodiesInFilesFrom: Int?

    public init(
        directory: String, fileSystem: ContentFileSystem = .local, parallelDecodingThreshold: Int = 4 << 20,
        leavesBodiesInFilesFrom: Int? = nil
    ) {
        self.directory = directory
        self.fileSystem = fileSystem
        self.parallelDecodingThreshold = parallelDecodingThreshold
        self.leavesBodiesInFilesFrom = leavesBodiesInFilesFrom
    }

    /// Reads and checks everything; throws a `ContentError` listing every problem found.
    public func load() async throws(ContentError) -> SiteContent {
        try await load(reusing: nil).content
    }

    /// Loads and checks the content like `load()`, decoding only what changed since `previous`: a
    /// file is decoded again when its stamp differs, when its stamp is unknown, or when it is
    /// named in `changedFiles` (names relative to the content folder, such as `comments/p1.json`).
    /// References are checked across all files every time.
    public func load(reusing previous: ContentSnapshot?, changedFiles: Set<String> = []) async throws(ContentError)
        -> ContentSnapshot
    {
        try checkFolders()
        let reuse = Reuse(previous: previous, changedFiles: changedFiles)
        // The settings, posts, friends and reactions (`JSONDecoder`, one core) are decoded while
        // the comments are; their problems come first, as when they were decoded first.
        async let readFixtures = self.fixtures(reusing: reuse)
        let readComments = await comments(reusing: reuse)
        let fixtures = try await readFixtures.get()
        let commentsRead = try readComments.get()
        var files = commentsRead.read.files
        for (file, fixture) in fixtures.read.files { files[file] = fixture }
        let decoded = fixtures.read.decoded + commentsRead.read.decoded
        let (config, posts, friends, reactionBatches) =
            (fixtures.config, fixtures.posts, fixtures.friends, fixtures.reactionBatches)
        let batches = commentsRead.commentFiles.map { CommentBatch(file: $0, comments: files[$0]?.comments ?? []) }

        // Each file's comments are shared with its batch and with the next load, rather than copied.
        let comments = CommentList(parts: batches.map(\.comments))
        let content = SiteContent(
            config: config, posts: posts, comments: comments, friends: friends,
            reactions: reactionBatches.flatMap(\.reactions))
        let removed = previous.map { $0.files.keys.filter { files[$0] == nil }.sorted() } ?? []
        // The checks read ids, post ids and parent ids only. If only comment files changed, and
        // none of those in them, the content passes as `previous` (always a valid load) did.
        if previous?.hasSameReferences(as: files, decoded: decoded) != true || !removed.isEmpty {
            let problems = await ContentValidator(
                content: content, commentBatches: batches, reactionBatches: reactionBatches
            ).problems()
            guard problems.isEmpty else { throw ContentError(withLineNumbers(problems)) }
        }
        return ContentSnapshot(content: content, decodedFiles: decoded, removedFiles: removed, files: files)
    }

    /// `error` with the line and column of each problem that will be shown, found from its JSON
    /// path as `load()` finds them: for problems found after loading (a language no pack has).
    public func located(_ error: ContentError) -> ContentError {
        ContentError(withLineNumbers(error.problems))
    }

    /// Adds line and column to the problems that will be shown, reading each file once.
    private func withLineNumbers(_ problems: [ContentProblem]) -> [ContentProblem] {
        var locators: [String: JSONLocator] = [:]
        var located = problems
        for index in located.indices.prefix(ContentError.shownProblems) {
            let location = located[index].location
            guard location.line == nil, let jsonPath = location.jsonPath else { continue }
            if locators[location.file] == nil, let data = try? fileSystem.contents(path(location.file)) {
                locators[location.file] = JSONLocator(bytes: Array(data))
            }
            guard let locator = locators[location.file],
                let offset = locator.scan(target: JSONLocator.components(of: jsonPath)).targetOffset
            else { continue }
            (located[index].location.line, located[index].location.column) = locator.lineAndColumn(of: offset)
        }
        return located
    }

    /// The comment files, in name order: `comments.json` and then `comments/*.json`. Each must
    /// be a file (and `comments` a folder): anything else is an error, not a file to skip.
    public func commentFiles() throws(ContentError) -> [String] {
        try checked(commentFileCandidates()) { _ in false }
    }

    /// The reaction files, in name order: every `reactions/*.json`, when `reactions` is a folder.
    func reactionFiles() throws(ContentError) -> [String] {
        guard try isPresent("reactions", as: .directory, shownAs: "reactions/") else { return [] }
        let names: [String]
        do {
            names = try fileSystem.directoryEntries(path("reactions"))
        } catch {
            throw ContentError([.init(.unreadable(reason: "\(error)"), at: SourceLocation(file: "reactions/"))])
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { "reactions/\($0)" }
    }

    /// The paths that are comment files if they are files: `comments.json` and, when `comments`
    /// is a folder, every `comments/*.json` in it.
    func commentFileCandidates() throws(ContentError) -> [String] {
        guard try isPresent("comments", as: .directory, shownAs: "comments/") else { return ["comments.json"] }
        let names: [String]
        do {
            names = try fileSystem.directoryEntries(path("comments"))
        } catch {
            throw ContentError([.init(.unreadable(reason: "\(error)"), at: SourceLocation(file: "comments/"))])
        }
        return ["comments.json"]
            + names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { "comments/\($0)" }
    }

    /// The `candidates` that are files: those that `isKnownFile` vouches for (by position), and
    /// those found to be files. Any that is something else is an error, reported with the rest.
    func checked(_ candidates: [String], isKnownFile: (Int) -> Bool) throws(ContentError) -> [String] {
        var files: [String] = []
        var problems: [ContentProblem] = []
        for position in candidates.indices {
            if isKnownFile(position) {
                files.append(candidates[position])
                continue
            }
            do {
                if try isPresent(candidates[position], as: .file) { files.append(candidates[position]) }
            } catch {
                problems += error.problems
            }
        }
        guard problems.isEmpty else { throw ContentError(problems) }
        return files
    }

    /// Decodes comment files in parallel, `parallelTaskCount` at a time (see `inParallel`), reporting
    /// the problems of all of them; sharing `authors`, and with `storingBodies`, leaving the
    /// bodies in their files.
    func decodeComments(_ files: [String], authors: AuthorTable, storingBodies: Bool) async throws(ContentError)
        -> [CommentBatch]
    {
        let results = await inParallel(files.count, atMost: parallelTaskCount) { index in
            let file = files[index]
            let bodies = storingBodies ? StoredCommentFile(name: file, path: path(file)) : nil
            return await decodeComments(file: file, authors: authors, leavingBodiesIn: bodies)
        }
        var batches: [CommentBatch] = []
        var problems: [ContentProblem] = []
        for (file, result) in zip(files, results) {
            switch result {
            case .success(let comments): batches.append(CommentBatch(file: file, comments: comments))
            case .failure(let error): problems += error.problems
            }
        }
        guard problems.isEmpty else { throw ContentError(problems) }
        return batches
    }

    /// Decodes a comments file; a large one in pieces on all cores. Each piece is read by
    /// `CommentBytesDecoder`, or by `JSONDecoder` when that declines it. When a piece fails, the
    /// whole file is decoded again in one go, so that the error names the right element and line.
    ///
    /// It returns a `Result` rather than throwing: a typed `throws` inside a task-group child
    /// crashed release builds (Swift 6.3.1) while debug builds ran fine.
    private func decodeComments(file: String, authors: AuthorTable, leavingBodiesIn bodyFile: StoredCommentFile?) async
        -> Result<[Comment], ContentError>
    {
        let data: Data
        if let read = fileSystem.contentsOfRange {
            switch await readInRanges(file, with: read, authors: authors, leavingBodiesIn: bodyFile) {
            case .decoded(let result): return result
            case .whole(let bytes): data = bytes
            }
        } else {
            do {
                data = try contents(of: file)
            } catch {
                return .failure(error)
            }
        }
        let pieceCount = ProcessInfo.processInfo.activeProcessorCount * 2
        guard data.count >= parallelDecodingThreshold, pieceCount > 1,
            let pieces = data.withUnsafeBytes({ JSONArraySplitter.pieces(of: $0, count: pieceCount) }), pieces.count > 1
        else {
            let context = CommentBytesDecoder.Context(authors: authors, bodiesIn: bodyFile)
            if let comments = data.withUnsafeBytes({ CommentBytesDecoder.comments(inArray: $0, context: context) }) {
                return .success(comments)
            }
            return Result { () throws(ContentError) in try FixtureDecoder(file: file).decode([Comment].self, from: data)
            }
        }
        let comments = await Self.decodeInParallel(pieces.count) { index in
            let context = CommentBytesDecoder.Context(
                authors: authors, bodiesIn: bodyFile, offset: pieces[index].lowerBound)
            return data.withUnsafeBytes {
                Self.decodePiece(UnsafeRawBufferPointer(rebasing: $0[pieces[index]]), context)
            }
        }
        guard let comments else {
            return Result { () throws(ContentError) in try FixtureDecoder(file: file).decode([Comment].self, from: data)
            }
        }
        return .success(comments)
    }

    func decodeOptional<T: Decodable>(_ type: T.Type, file: String) throws(ContentError) -> T? {
        guard try isPresent(file, as: .file) else { return nil }
        return try decode(type, file: file)
    }

    private func decode<T: Decodable>(_ type: T.Type, file: String) throws(ContentError) -> T {
        try FixtureDecoder(file: file).decode(type, from: contents(of: file))
    }

    func contents(of file: String) throws(ContentError) -> Data {
        do {
            return try fileSystem.contents(path(file))
        } catch {
            throw Self.unreadable(file, error)
        }
    }

    /// The problem of a file that could not be read.
    static func unreadable(_ file: String, _ error: any Error) -> ContentError {
        let reason = (error as? Errno)?.description ?? error.localizedDescription
        return ContentError([.init(.unreadable(reason: reason), at: SourceLocation(file: file))])
    }

    /// The path of `name`, which is relative to the content folder.
    func path(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// The reactions of one file, kept together so that problems can name where a reaction came from.
struct ReactionBatch: Sendable {
    var file: String
    var reactions: [Reaction]
}

/// The comments of one file, kept together so that problems can name where a comment came from.
struct CommentBatch: Sendable {
    var file: String
    var comments: [Comment]
}
