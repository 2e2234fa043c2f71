import Foundation
import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaText

/// Loads the payload as a content folder held in memory, twice: with comment files decoded in one
/// go, and cut into pieces decoded in parallel. Invariants:
/// - both loads give the same content, or the same error;
/// - a failure is a `ContentError` (typed throws guarantee that much) with at least one problem,
///   each naming one of the files, at a line and column that exist in it;
/// - loaded text holds no control characters, and every comment body renders to safe HTML.
struct ContentLoadCheck {
    /// Separates the files in the payload (a control character, never valid unescaped in JSON).
    static let separator: UInt8 = 0x1E
    /// The files the payload's parts become, in order; missing parts are absent files.
    static let fileNames = ["comments.json", "posts.json", "friends.json", "site.json", "comments/more.json"]
    static let directory = "/content"

    /// File name → contents.
    let files: [String: [UInt8]]

    init(payload: [UInt8]) {
        let parts = payload.split(
            separator: Self.separator, maxSplits: Self.fileNames.count - 1, omittingEmptySubsequences: false)
        files = Dictionary(uniqueKeysWithValues: zip(Self.fileNames, parts.map(Array.init)))
    }

    func run() async throws(FuzzFailure) {
        let whole = await load(parallelDecodingThreshold: .max)
        let inPieces = await load(parallelDecodingThreshold: 1)
        guard whole == inPieces else {
            throw FuzzFailure(
                .content,
                "decoding in pieces changed the outcome:\n  whole: \(describe(whole))\n  in pieces: \(describe(inPieces))"
            )
        }
        switch whole {
        case .success(let content): try check(content)
        case .failure(let error): try check(error)
        }
        try await checkBodiesLeftInFiles(against: whole)
    }

    /// Bodies left in their files and read back give the texts held ones have, and the same
    /// outcome.
    private func checkBodiesLeftInFiles(against whole: Result<SiteContent, ContentError>) async throws(FuzzFailure) {
        let left = await load(parallelDecodingThreshold: 1, leavingBodiesInFiles: true)
        switch (whole, left) {
        case (.failure(let held), .failure(let stored)) where held == stored: return
        case (.success(let held), .success(let stored)):
            let reader = StoredBodyReader(fileSystem: fileSystem)
            let texts = reader.texts(of: stored.comments.map(\.body))
            guard held.comments.map({ $0.body.text }) == texts, reader.problems.isEmpty,
                held.comments.map(\.id) == stored.comments.map(\.id)
            else {
                throw FuzzFailure(.content, "bodies left in their files read back differently: \(reader.problems)")
            }
        default:
            throw FuzzFailure(
                .content,
                "leaving bodies in their files changed the outcome:\n  held: \(describe(whole))\n  left: \(describe(left))"
            )
        }
    }

    /// The fixtures as files in memory.
    private var fileSystem: ContentFileSystem {
        .memory(Dictionary(uniqueKeysWithValues: files.map { ("\(Self.directory)/\($0.key)", Data($0.value)) }))
    }

    private func load(parallelDecodingThreshold: Int, leavingBodiesInFiles: Bool = false) async
        -> Result<SiteContent, ContentError>
    {
        let store = ContentStore(
            directory: Self.directory, fileSystem: fileSystem, parallelDecodingThreshold: parallelDecodingThreshold,
            leavesBodiesInFilesFrom: leavingBodiesInFiles ? 0 : nil)
        do {
            return .success(try await store.load())
        } catch {
            return .failure(error)
        }
    }

    private func check(_ error: ContentError) throws(FuzzFailure) {
        guard !error.problems.isEmpty else { throw FuzzFailure(.content, "a ContentError without problems") }
        _ = error.description
        for problem in error.problems {
            let location = problem.location
            guard let bytes = files[location.file] ?? (location.file == "comments/" ? [] : nil) else {
                throw FuzzFailure(.content, "the problem names a file that does not exist: \(problem)")
            }
            if let line = location.line {
                let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
                guard (1...lines).contains(line), (location.column ?? 1) >= 1 else {
                    throw FuzzFailure(
                        .content, "the problem names a place outside its file (\(lines) lines): \(problem)")
                }
            }
        }
    }

    private func check(_ content: SiteContent) throws(FuzzFailure) {
        var texts = [content.config.title, content.config.description]
        texts += content.posts.flatMap { [$0.title, $0.url] }
        texts += content.friends.flatMap {
            [$0.firstName, $0.lastName, $0.email ?? "", $0.phoneNumber ?? "", $0.avatarURL ?? ""]
        }
        texts += content.comments.flatMap { [$0.body.text ?? "", $0.author.name, $0.author.avatarURL ?? ""] }
        if let text = texts.first(where: { $0.withoutControlCharacters != $0 }) {
            throw FuzzFailure(.content, "loaded text holds control characters: \(text.debugDescription)")
        }
        let renderer = CMarkRenderer()
        for comment in content.comments {
            if let broken = RenderedHTMLRules.violation(in: renderer.html(fromMarkdown: comment.body.text ?? "")) {
                throw FuzzFailure(
                    .content, "comment \(comment.id): \(broken)\n  body: \((comment.body.text ?? "").debugDescription)")
            }
        }
    }

    private func describe(_ outcome: Result<SiteContent, ContentError>) -> String {
        switch outcome {
        case .success(let content): "\(content.comments.count) comments, \(content.posts.count) posts"
        case .failure(let error): error.description
        }
    }
}
