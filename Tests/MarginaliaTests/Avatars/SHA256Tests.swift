import Testing

@testable import MarginaliaSite

/// The avatars' file names: SHA-256 written in plain Swift (the FIPS 180-4 examples are in
/// `AvatarImageTests`), here against digests made by another implementation (Python's `hashlib`).
@Suite("SHA-256 for avatar file names")
struct SHA256Tests {
    /// Messages of 0 to 199 bytes cross every padding case (the length fitting in the last block
    /// or needing one more) three times; the digest of their 200 digests was made with `hashlib`.
    @Test func everyPaddingLengthAgreesWithAnotherImplementation() {
        let digests = (0..<200).map { length in
            SHA256.hexDigest((0..<length).map { UInt8($0 % 251) })
        }
        #expect(
            SHA256.hexDigest(digests.joined().utf8)
                == "7a38a844c9e159de39f0862ee2e28569a8250831150a3fbf0a59c001129b2fb2")
    }

    /// A URL beyond ASCII is named by the digest of its UTF-8 bytes, as by swift-crypto before,
    /// so caches and built sites stay valid.
    @Test func aURLIsNamedByItsUTF8Bytes() {
        #expect(
            AvatarMap.fileStem(for: "https://例え.jp/アバター.png")
                == "7acec99ef1c01307bfa6b546f24ae59e076592297c09cb91980c5929f3f02f12")
    }
}
