import Foundation
import Testing

@testable import MarginaliaSite

@Suite("Avatar images")
struct AvatarImageTests {
    @Test(
        "formats are recognised by their bytes",
        arguments: [
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], AvatarImageFormat.png),
            ([0xFF, 0xD8, 0xFF, 0xE0], .jpg),
            (Array("GIF89a..".utf8), .gif),
            (Array("RIFF\0\0\0\0WEBPVP8 ".utf8), .webp),
            ([0, 0, 0, 0x1C] + Array("ftypavif".utf8), .avif),
        ] as [([UInt8], AvatarImageFormat)])
    func sniffing(bytes: [UInt8], format: AvatarImageFormat) throws {
        let image = try AvatarImage(data: Data(bytes), contentType: "image/whatever; charset=x", limit: 100)
        #expect(image.format == format)
    }

    @Test func svgHTMLAndUnknownBytesAreRefused() {
        #expect(throws: AvatarFetchError.notAnImage(contentType: "image/svg+xml")) {
            try AvatarImage(data: Data("<svg onload=alert(1)>".utf8), contentType: "image/svg+xml", limit: 100)
        }
        #expect(throws: AvatarFetchError.notAnImage(contentType: "text/html")) {
            try AvatarImage(data: AvatarFetcherDouble.png().data, contentType: "text/html", limit: 100)
        }
        #expect(throws: AvatarFetchError.notAnImage(contentType: "")) {
            try AvatarImage(data: AvatarFetcherDouble.png().data, contentType: nil, limit: 100)
        }
    }

    @Test func imagesOverTheLimitAreRefused() {
        #expect(throws: AvatarFetchError.tooLarge(bytes: 12, limit: 10)) {
            try AvatarImage(data: Data(repeating: 0xFF, count: 12), contentType: "image/jpeg", limit: 10)
        }
    }

    /// Avatar files are named by the SHA-256 of their URL (`SHA256`), as the web tests and
    /// the README say: the FIPS 180-4 test vectors pin the names.
    @Test(
        "avatar file names are SHA-256 digests: test vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
        ])
    func fileStemIsTheSHA256OfTheURL(input: String, digest: String) {
        #expect(AvatarMap.fileStem(for: input) == digest)
    }
}
