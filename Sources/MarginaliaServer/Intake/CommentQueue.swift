import Foundation
import MarginaliaSite

/// The queue of comments waiting for review, in `STATE/pending/`: each written whole before the
/// reader is answered, never twice (its file name is the preview's), and dropped after
/// `maximumAge`. Remembers which bodies wait on which post, to refuse the same comment twice.
actor CommentQueue {
    let folder: String
    let maximumAge: Duration
    /// Each waiting comment's post and a digest of its body.
    private var waiting: Set<String> = []

    /// Opens the queue in `folder` (created, private) and reads what waits there.
    init(folder: String, maximumAge: Duration) throws(StateFiles.Failure) {
        try StateFiles.makePrivateFolder(folder)
        self.folder = folder
        self.maximumAge = maximumAge
        for name in Self.entryNames(in: folder) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                let entry = try? QueueEntry.decoded(data)
            else { continue }
            waiting.insert(Self.key(post: entry.comment.postId.rawValue, body: entry.comment.body.text ?? ""))
        }
    }

    /// Whether a comment with this body waits on this post.
    func isWaiting(post: String, body: String) -> Bool { waiting.contains(Self.key(post: post, body: body)) }

    /// Writes `entry` as `<id>.json`, durably, before returning; `.exists` if it was queued before.
    func add(_ entry: QueueEntry) throws(StateFiles.Failure) {
        let bytes: [UInt8]
        do {
            bytes = try entry.encoded()
        } catch {
            throw .failed(call: "encode", reason: "\(error)")
        }
        try StateFiles.writeNew(bytes, named: entry.comment.id.rawValue + ".json", in: folder)
        waiting.insert(Self.key(post: entry.comment.postId.rawValue, body: entry.comment.body.text ?? ""))
    }

    /// Removes the entries received more than `maximumAge` before `now`, and temporary files
    /// left by a crash; returns how many entries went.
    @discardableResult
    func purge(now: Date) -> Int {
        var removed = 0
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(".tmp-") {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
        for name in Self.entryNames(in: folder) {
            let path = folder + "/" + name
            guard let data = FileManager.default.contents(atPath: path), let entry = try? QueueEntry.decoded(data),
                now.timeIntervalSince(entry.receivedAt) > Double(maximumAge.components.seconds)
            else { continue }
            try? FileManager.default.removeItem(atPath: path)
            waiting.remove(Self.key(post: entry.comment.postId.rawValue, body: entry.comment.body.text ?? ""))
            removed += 1
        }
        return removed
    }

    /// The names of the entry files in `folder`.
    static func entryNames(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    }

    private static func key(post: String, body: String) -> String {
        post + "\u{0}" + SHA256.hexDigest(Array(body.utf8))
    }
}
