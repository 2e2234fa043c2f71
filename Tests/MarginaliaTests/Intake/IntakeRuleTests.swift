import Testing

@testable import MarginaliaServer
@testable import MarginaliaSite

/// The intake's parts on their own: the form reader, the networks and the trusted proxy, the
/// signature, the rate limiter.
@Suite("The intake's rules")
struct IntakeRuleTests {
    @Test func aFormDecodesPlusAndEscapesStrictly() throws {
        let form = try FormBody(Array("name=Zo%C3%AB+R&body=a%26b%3Dc&empty".utf8))
        #expect(form["name"] == "Zoë R" && form["body"] == "a&b=c" && form["empty"] == "" && form["absent"] == "")
        #expect(throws: FormBody.Problem.repeated("a")) { try FormBody(Array("a=1&a=2".utf8)) }
        #expect(throws: FormBody.Problem.badEscape) { try FormBody(Array("a=%4".utf8)) }
        #expect(throws: FormBody.Problem.invalidUTF8) { try FormBody(Array("a=%FF".utf8)) }
    }

    @Test func networksAreThe24OrThe48() throws {
        let a = try #require(NetworkAddress("192.0.2.10"))
        let b = try #require(NetworkAddress("192.0.2.250"))
        let c = try #require(NetworkAddress("192.0.3.10"))
        #expect(a.network == b.network && a.network != c.network)
        let v6a = try #require(NetworkAddress("2001:db8:1:ffff::1"))
        let v6b = try #require(NetworkAddress("2001:db8:1::2"))
        let v6c = try #require(NetworkAddress("2001:db8:2::1"))
        #expect(v6a.network == v6b.network && v6a.network != v6c.network)
        #expect(NetworkAddress("::ffff:192.0.2.99")?.network == a.network)
        #expect(NetworkAddress("not an address") == nil)
    }

    @Test func forwardedForIsBelievedOnlyFromTheTrustedProxy() throws {
        let proxy = try #require(TrustedProxy("127.0.0.1/32"))
        let local = NetworkAddress("127.0.0.1")
        let stranger = NetworkAddress("198.51.100.7")
        #expect(proxy.client(peer: local, forwardedFor: "203.0.113.9, 192.0.2.1") == NetworkAddress("192.0.2.1"))
        #expect(proxy.client(peer: stranger, forwardedFor: "192.0.2.1") == stranger)
        #expect(proxy.client(peer: local, forwardedFor: "garbage") == local)
        #expect(TrustedProxy("10.0.0.0/33") == nil && TrustedProxy("nonsense/8") == nil)
    }

    @Test func theSignatureIsHMACSHA256() {
        // RFC 4231, test case 2.
        let signer = CommentSignature(secret: Array("Jefe".utf8))
        #expect(
            SHA256.hex(signer.mac(Array("what do ya want for nothing?".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        let draft = CommentDraft(postId: "p", name: "n", body: "b")
        let token = signer.token(for: draft, issued: 10)
        #expect(signer.verifies(token, for: draft, issued: 10))
        #expect(!signer.verifies(token, for: draft, issued: 11))
        #expect(!signer.verifies(token, for: CommentDraft(postId: "p", name: "nb", body: ""), issued: 10))
    }

    @Test func theLimiterCountsEachWindowAndStaysBounded() {
        var limiter = RateLimiter(limits: [.init(count: 2, seconds: 60)], capacity: 1_000)
        #expect(limiter.admit(1, now: 0).allowed && limiter.admit(1, now: 1).allowed)
        let third = limiter.admit(1, now: 2)
        #expect(!third.allowed && third.retryAfter == 58)
        #expect(limiter.admit(2, now: 2).allowed)
        #expect(limiter.admit(1, now: 61).allowed)
        for network in 0..<UInt64(100_000) { _ = limiter.admit(network + 10, now: 100) }
        #expect(limiter.rememberedNetworks <= 2_000)
    }
}
