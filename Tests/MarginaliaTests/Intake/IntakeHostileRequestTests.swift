import Foundation
import Hummingbird
import HummingbirdTesting
import MarginaliaSite
import Testing

@testable import MarginaliaServer

/// Requests no form sends: each is refused with its status and a page, and queues nothing.
@Suite("The intake's hostile requests")
struct IntakeHostileRequestTests {
    @Test func aBodyThatIsNoFormIsRefused() async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            var json = HTTPFields()
            json[.contentType] = "application/json"
            let wrongType = try await client.execute(
                uri: "/comments/preview", method: .post, headers: json, body: ByteBuffer(string: "{}"))
            #expect(wrongType.status.code == 415)
            // Each from a network of its own: a bad body counts against its sender's limit too.
            for (network, body) in ["name=%zz", "name=%C3%28", "post=a&post=b", "body=%"].enumerated() {
                var form = HTTPFields()
                form[.contentType] = "application/x-www-form-urlencoded"
                form[.init("X-Test-Network")!] = String(network + 1)
                let response = try await client.execute(
                    uri: "/comments/confirm", method: .post, headers: form, body: ByteBuffer(string: body))
                #expect(response.status == .badRequest, "\(body)")
                #expect(String(buffer: response.body).contains("could not be read"))
            }
            let large = try await client.postForm(
                "/comments/preview", [("post", IntakeFixture.post), ("body", String(repeating: "x", count: 70_000))])
            #expect(large.status == .contentTooLarge)
        }
        #expect(intake.queueFiles().isEmpty)
    }

    @Test(arguments: [
        ("../../etc/passwd", "", 404), ("no-such-post", "", 404), (IntakeFixture.post, "../c101", 422),
        (IntakeFixture.post, "c201", 422), (IntakeFixture.post, "no-such-comment", 422),
    ])
    func anUnknownPostOrAParentElsewhereIsRefused(post: String, parent: String, status: Int) async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            let form = [("post", post), ("parent", parent), ("name", "N"), ("body", "Hi")]
            #expect(try await client.postForm("/comments/preview", form).status.code == status)
            let reply = try await client.execute(
                uri: "/comments/reply?post=\(FormEncoding.escape(post))&parent=\(FormEncoding.escape(parent))",
                method: .get)
            #expect(reply.status.code == status)
        }
    }

    @Test(arguments: [
        ("name", "", "give your name"), ("body", "   ", "write a comment"),
        ("name", String(repeating: "n", count: 101), "at most 100"),
        ("website", "javascript:alert(1)", "starts with https://"), ("name", "bad\u{7}bell", "no page can show"),
        ("body", String(repeating: "b", count: 10_001), "at most 10,000"),
    ])
    func aFieldThatBreaksARuleIsRefusedWithTheFormKept(field: String, value: String, says text: String) async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            let form = IntakeFlowTests.form.map { $0.0 == field ? ($0.0, value) : $0 }
            let response = try await client.postForm("/comments/preview", form)
            #expect(response.status.code == 422)
            let page = String(buffer: response.body)
            #expect(page.contains(text), "\(field)")
            #expect(page.contains("<form id=\"comment-form\""), "the form is shown again")
            #expect(!page.contains("name=\"token\""))
        }
    }

    @Test func aReplyPageShowsTheParentAndTheForm() async throws {
        let intake = try await IntakeFixture.make()
        try await intake.test { client in
            let response = try await client.execute(
                uri: "/comments/reply?post=\(IntakeFixture.post)&parent=c101", method: .get)
            #expect(response.status == .ok)
            let page = String(buffer: response.body)
            #expect(page.contains("id=\"comment-c101\""))
            #expect(page.contains("<input type=\"hidden\" name=\"parent\" value=\"c101\">"))
            #expect(page.contains("Reply to <bdi>"))
            #expect(response.headers[.cacheControl] == "no-store")
        }
    }
}
