import MarginaliaModels

extension ContentStore {
    /// What a load may take from the last one: a file's decoding, when the file's stamp is the
    /// one it had then and it is not named among the files that changed.
    struct Reuse: Sendable {
        let previous: ContentSnapshot?
        let changedFiles: Set<String>

        /// The previous decoding of `file` if it still holds, given the file's current `stamp`.
        func decoding(of file: String, stamp: FileStamp?) -> DecodedFixture? {
            guard let stamp, !changedFiles.contains(file), let old = previous?.files[file], old.stamp == stamp else {
                return nil
            }
            return old
        }
    }

    /// The files a load read, and which of them it decoded (rather than took from the last load).
    struct FilesRead: Sendable {
        var files: [String: DecodedFixture] = [:]
        var decoded: [String] = []
    }

    /// `site.json`, `posts.json`, `friends.json` and the reactions, read.
    struct Fixtures: Sendable {
        var read = FilesRead()
        var config = SiteConfig()
        var posts: [Post] = []
        var friends: [Friend] = []
        var reactionBatches: [ReactionBatch] = []
    }

    /// The comment files, read: `commentFiles` in order, each decoding in `read.files`.
    struct CommentFilesRead: Sendable {
        var read = FilesRead()
        var commentFiles: [String] = []
    }

    /// Reads the settings, the posts, the friends and the reactions.
    ///
    /// It returns a `Result` rather than throwing, since it runs as a child task (see
    /// `decodeComments(file:authors:leavingBodiesIn:)`).
    func fixtures(reusing reuse: Reuse) -> Result<Fixtures, ContentError> {
        Result { () throws(ContentError) in
            var fixtures = Fixtures()
            func single<T: Decodable>(_ type: T.Type, _ file: String, _ wrap: (T) -> DecodedFixture.Value)
                throws(ContentError) -> DecodedFixture?
            {
                let stamp = fileSystem.stamp(path(file))
                if let old = reuse.decoding(of: file, stamp: stamp) {
                    fixtures.read.files[file] = old
                    return old
                }
                guard let value = try decodeOptional(type, file: file) else { return nil }
                fixtures.read.decoded.append(file)
                fixtures.read.files[file] = DecodedFixture(stamp: stamp, value: wrap(value))
                return fixtures.read.files[file]
            }
            fixtures.config =
                try single(SiteConfig.self, "site.json", DecodedFixture.Value.config)?.config ?? SiteConfig()
            fixtures.posts = try single([Post].self, "posts.json", DecodedFixture.Value.posts)?.posts ?? []
            fixtures.friends = try single([Friend].self, "friends.json", DecodedFixture.Value.friends)?.friends ?? []
            for file in try reactionFiles() {
                let reactions = try single([Reaction].self, file, DecodedFixture.Value.reactions)?.reactions ?? []
                fixtures.reactionBatches.append(ReactionBatch(file: file, reactions: reactions))
            }
            return fixtures
        }
    }
}

extension ContentStore {
    /// Reads the comment files: those whose stamp is unchanged taken from the last load, the
    /// others decoded in parallel.
    func comments(reusing reuse: Reuse) async -> Result<CommentFilesRead, ContentError> {
        var read = CommentFilesRead()
        var stamps: [String: FileStamp?] = [:]
        let candidates: [String]
        do {
            candidates = try commentFileCandidates()
        } catch {
            return .failure(error)
        }
        // Thousands of files: their stamps are taken on every core.
        let candidateStamps = await fileSystem.stamps(of: candidates.map(path))
        // Grown once, not doubled a dozen times with every entry hashed again each time.
        read.read.files.reserveCapacity(candidates.count + 8)
        do {
            read.commentFiles = try checked(candidates) { position in
                // A file with the stamp of its last decoding is still that regular file: one look at it.
                let file = candidates[position]
                let old = reuse.decoding(of: file, stamp: candidateStamps[position])
                if let old { read.read.files[file] = old } else { stamps[file] = candidateStamps[position] }
                return old != nil
            }
        } catch {
            return .failure(error)
        }
        let toDecode = read.commentFiles.filter { read.read.files[$0] == nil }
        let decodedBytes = toDecode.reduce(0) { $0 + Int(clamping: stamps[$1]??.size ?? 0) }
        let storesBodies = leavesBodiesInFilesFrom.map { decodedBytes >= $0 } ?? false
        let batches: [CommentBatch]
        do {
            batches = try await decodeComments(toDecode, authors: AuthorTable(), storingBodies: storesBodies)
        } catch {
            return .failure(error)
        }
        for batch in batches {
            read.read.files[batch.file] = DecodedFixture(
                stamp: stamps[batch.file] ?? nil, value: .comments(batch.comments))
        }
        read.read.decoded = toDecode
        return .success(read)
    }
}
