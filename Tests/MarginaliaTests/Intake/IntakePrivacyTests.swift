import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MarginaliaServer
@testable import MarginaliaSite

/// What the intake writes: nothing of the sender's address anywhere, the e-mail only in the
/// queue entry's own field, and every file whole or not at all.
@Suite("What the intake writes")
struct IntakePrivacyTests {
    @Test func noAddressAndNoEMailReachTheLogOrTheCommentRecord() async throws {
        let intake = try await IntakeFixture.make()
        let email = "reader.private@example.net"
        try await intake.test { client in
            let form = IntakeFlowTests.form + [("email", email)]
            for network in [7, 8] {
                let fields = try await IntakeFlowTests.preview(
                    client, form.map { $0.0 == "body" ? ($0.0, "Body \(network)") : $0 }, network: network)
                intake.clock.advance(5)
                #expect(try await client.postForm("/comments/confirm", fields, network: network).status == .seeOther)
            }
        }
        let files = intake.queueFiles()
        #expect(files.count == 2)
        for name in files {
            let text = try String(contentsOfFile: intake.pending + "/" + name, encoding: .utf8)
            #expect(!text.contains("10.0."), "no address in \(name)")
            let entry = try QueueEntry.decoded(Data(text.utf8))
            #expect(entry.email == email)
            let record = try String(decoding: JSONEncoder().encode(entry.comment), as: UTF8.self)
            #expect(
                !record.contains("private") && !record.contains("example.net"), "the e-mail stays out of the comment")
        }
        for line in intake.console.all {
            #expect(!line.contains("10.0.") && !line.contains("private@"), "\(line)")
        }
    }

    @Test func aQueueFileIsNeverReplacedAndNoTemporaryFileStays() throws {
        let folder = try TemporaryDirectory()
        try StateFiles.writeNew(Array("first".utf8), named: "c1.json", in: folder.url.path)
        #expect(throws: StateFiles.Failure.exists) {
            try StateFiles.writeNew(Array("second".utf8), named: "c1.json", in: folder.url.path)
        }
        #expect(try String(contentsOfFile: folder.path("c1.json"), encoding: .utf8) == "first")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["c1.json"])
    }
}

/// The queue keeps a comment for its lifetime, then drops it, and a crash's temporary file too.
@Suite("The queue's lifetime")
struct CommentQueueLifetimeTests {
    @Test func entriesOlderThanTheLifetimeAndTemporaryFilesAreDropped() async throws {
        let folder = try TemporaryDirectory()
        let queue = try CommentQueue(folder: folder.url.path, maximumAge: .seconds(30 * 86_400))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        for (id, age) in [("cold", 31.0), ("cfresh", 29.0)] {
            let draft = CommentDraft(postId: "p1", name: "N", body: "Body of \(id)")
            let received = now.addingTimeInterval(-age * 86_400)
            try await queue.add(
                QueueEntry(
                    comment: draft.comment(id: id, authorId: "r1", postedAt: received), receivedAt: received, held: [],
                    email: nil, language: "en"))
        }
        try folder.write("half", to: ".tmp-cx.json-abc")
        #expect(await queue.purge(now: now) == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["cfresh.json"])
        #expect(await !queue.isWaiting(post: "p1", body: "Body of cold"))
        #expect(await queue.isWaiting(post: "p1", body: "Body of cfresh"))
    }
}

/// Intakes started at once over one new state folder share the secret the first one made.
@Suite("The intake's secret")
struct IntakeSecretTests {
    @Test func intakesStartedAtOnceShareOneSecret() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("state")
        let secrets = await withTaskGroup(of: [UInt8]?.self) { group in
            for _ in 0..<16 { group.addTask { try? IntakeState(directory: path).secret } }
            return await group.reduce(into: [[UInt8]?]()) { $0.append($1) }
        }
        #expect(secrets.allSatisfy { $0 != nil && $0?.count == 32 }, "every start succeeds")
        #expect(Set(secrets.compactMap { $0 }).count == 1, "with the same secret")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + "/secret")).count == 32)
    }
}
