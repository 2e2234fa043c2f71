import Foundation
import Hummingbird
import HummingbirdTesting
import MarginaliaModels
import MarginaliaSite
import Testing

@testable import MarginaliaServer

/// The form's way into the queue: preview, confirm, and each rule that stops a comment.
@Suite("Taking a comment: preview, confirm, queue")
struct IntakeFlowTests {
    static let form: [(String, String)] = [
        ("post", IntakeFixture.post), ("parent", ""), ("name", "Zoë Reader"), ("website", ""),
        ("body", "A *fine* point.\r\nSecond line."), ("homepage", ""),
    ]

    /// Previews `form` and returns the confirmation's fields.
    static func preview(_ client: any TestClientProtocol, _ form: [(String, String)] = form, network: Int? = nil)
        async throws -> [(String, String)]
    {
        let response = try await client.postForm("/comments/preview", form, network: network)
        #expect(response.status == .ok)
        let page = String(buffer: response.body)
        #expect(page.contains("<em>fine</em>") || !form.contains { $0.1.contains("*fine*") })
        return FormEncoding.hiddenFields(of: page)
    }

    @Test func aConfirmedPreviewIsOneQueueFileWrittenBeforeTheAnswer() async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            let fields = try await Self.preview(client)
            #expect(fields.map(\.0) == ["post", "parent", "name", "website", "email", "body", "issued", "token"])
            intake.clock.advance(5)
            let response = try await client.postForm("/comments/confirm", fields)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/comments/received?post=\(IntakeFixture.post)")
            let files = intake.queueFiles()
            #expect(files.count == 1 && files[0].hasSuffix(".json"))
            let data = try Data(contentsOf: URL(fileURLWithPath: intake.pending + "/" + files[0]))
            let entry = try QueueEntry.decoded(data)
            #expect(entry.comment.postId.rawValue == IntakeFixture.post)
            #expect(entry.comment.author.name == "Zoë Reader")
            #expect(entry.comment.body.text == "A *fine* point.\nSecond line.")
            #expect(entry.held.isEmpty && entry.email == nil)
            #expect(entry.comment.id.isSafePathSegment && entry.comment.author.id.isSafePathSegment)
            let received = try await client.execute(uri: response.headers[.location]!, method: .get)
            #expect(String(buffer: received.body).contains("held for review"))
        }
    }

    @Test func theStateFolderIsPrivate() async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            let fields = try await Self.preview(client)
            intake.clock.advance(5)
            _ = try await client.postForm("/comments/confirm", fields)
        }
        func mode(_ path: String) throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1) & 0o777
        }
        #expect(try mode(intake.state.path("state")) == 0o700)
        #expect(try mode(intake.pending) == 0o700)
        #expect(try mode(intake.state.path("state/secret")) == 0o600)
        #expect(try mode(intake.pending + "/" + intake.queueFiles()[0]) == 0o600)
    }

    @Test(arguments: [
        ("body", "A *fine* point, changed."), ("name", "Someone else"), ("post", "logic-less-templates"),
        ("issued", "1799999000"), ("token", String(repeating: "0", count: 64)),
    ])
    func aChangedFieldQueuesNothing(field: String, value: String) async throws {
        func fields(_ changed: String) -> String { changed == "post" ? value : IntakeFixture.post }
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            let fields = try await Self.preview(client).map { $0.0 == field ? ($0.0, value) : $0 }
            intake.clock.advance(5)
            let response = try await client.postForm("/comments/confirm", fields)
            #expect(response.status.code == 422)
        }
        #expect(intake.queueFiles().isEmpty)
        #expect(intake.console.all.last == "intake: refused (token-mismatch) on post \(fields(field))")
    }

    @Test(arguments: [(1.0, "quicker than a person"), (2 * 3600 + 1.0, "too old")])
    func aPreviewSentTooSoonOrTooLateQueuesNothing(after seconds: Double, says text: String) async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            let fields = try await Self.preview(client)
            intake.clock.advance(seconds)
            let response = try await client.postForm("/comments/confirm", fields)
            #expect(response.status.code == 422)
            #expect(String(buffer: response.body).contains(text))
        }
        #expect(intake.queueFiles().isEmpty)
    }

    @Test func aPreviewConfirmedTwiceIsQueuedOnce() async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            let fields = try await Self.preview(client)
            intake.clock.advance(5)
            #expect(try await client.postForm("/comments/confirm", fields).status == .seeOther)
            #expect(try await client.postForm("/comments/confirm", fields).status == .conflict)
        }
        #expect(intake.queueFiles().count == 1)
    }

    @Test func theSameBodyPreviewedTwiceIsQueuedOnce() async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            let first = try await Self.preview(client)
            intake.clock.advance(5)
            let second = try await Self.preview(client)
            intake.clock.advance(5)
            #expect(try await client.postForm("/comments/confirm", first).status == .seeOther)
            let again = try await client.postForm("/comments/confirm", second)
            #expect(again.status == .conflict)
            #expect(String(buffer: again.body).contains("already on this post"))
        }
        #expect(intake.queueFiles().count == 1)
    }

    @Test func theTrapFieldFilledInQueuesNothing() async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            let trapped = Self.form.map { $0.0 == "homepage" ? ($0.0, "https://spam.example") : $0 }
            let preview = try await client.postForm("/comments/preview", trapped)
            #expect(preview.status.code == 422)
            #expect(!String(buffer: preview.body).contains("name=\"token\""))
            var fields = try await Self.preview(client)
            fields.append(("homepage", "https://spam.example"))
            intake.clock.advance(5)
            #expect(try await client.postForm("/comments/confirm", fields).status.code == 422)
        }
        #expect(intake.queueFiles().isEmpty)
        #expect(intake.console.all.contains { $0.contains("(honeypot)") })
    }

    @Test func aBodyAlreadyOnThePostIsRefused() async throws {
        let intake = try await IntakeFixture.make()
        let file = URL(fileURLWithPath: PackagePaths.content + "/comments/\(IntakeFixture.post).json")
        let comments = try JSONDecoder().decode([MarginaliaModels.Comment].self, from: Data(contentsOf: file))
        let existing = try #require(comments.first?.body.text)
        try await intake.test { client in
            let fields = try await Self.preview(client, Self.form.map { $0.0 == "body" ? ($0.0, existing) : $0 })
            intake.clock.advance(5)
            let response = try await client.postForm("/comments/confirm", fields)
            #expect(response.status == .conflict)
            #expect(String(buffer: response.body).contains("already on this post"))
        }
        #expect(intake.queueFiles().isEmpty)
    }

    @Test func tooManyLinksOrABlockedWordIsQueuedAndHeldWithItsReason() async throws {
        let intake = try await IntakeFixture.make(blocklist: "# words\ncasino\n")
        try await intake.test { client in
            for body in ["See https://a.example, http://b.example and www.c.example", "Best CASINO in town"] {
                let fields = try await Self.preview(client, Self.form.map { $0.0 == "body" ? ($0.0, body) : $0 })
                intake.clock.advance(5)
                #expect(try await client.postForm("/comments/confirm", fields).status == .seeOther)
            }
        }
        var held: [String] = []
        for name in intake.queueFiles() {
            let data = try Data(contentsOf: URL(fileURLWithPath: intake.pending + "/" + name))
            held += try QueueEntry.decoded(data).held
        }
        #expect(held.sorted() == ["blocklist: casino", "links: 3, more than 2"])
    }

    @Test func aFloodFromOneNetworkIsRefusedWhileAnotherComments() async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            var statuses: [Int] = []
            for _ in 0..<5 {
                let body = UUID().uuidString
                let fields = try await Self.preview(
                    client, Self.form.map { $0.0 == "body" ? ($0.0, body) : $0 }, network: 1)
                intake.clock.advance(4)
                let response = try await client.postForm("/comments/confirm", fields, network: 1)
                statuses.append(Int(response.status.code))
                if response.status.code == 429 {
                    #expect(Int(response.headers[.retryAfter] ?? "") ?? 0 > 0)
                    #expect(String(buffer: response.body).contains("network"))
                    #expect(String(buffer: response.body).contains(">\(body)</textarea>"), "the comment is kept")
                }
            }
            #expect(statuses == [303, 303, 303, 429, 429])
            let other = try await Self.preview(client, network: 2)
            intake.clock.advance(4)
            #expect(try await client.postForm("/comments/confirm", other, network: 2).status == .seeOther)
        }
        #expect(intake.queueFiles().count == 4)
    }
}
