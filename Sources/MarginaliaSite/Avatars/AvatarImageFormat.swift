import Foundation

/// The image formats accepted for avatars, recognised by their first bytes rather than trusted
/// from a header or a file name. SVG is not among them: served from the site's own origin, an SVG
/// opened directly could run scripts.
public enum AvatarImageFormat: String, Sendable, CaseIterable {
    case png, jpg, gif, webp, avif

    /// The file name extension.
    public var fileExtension: String { rawValue }

    /// The format of `data`, or `nil` if it is none of the accepted ones.
    public init?(sniffing data: Data) {
        let bytes = [UInt8](data.prefix(12))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("ftypavif".utf8), at: 4) || starts(Array("ftypavis".utf8), at: 4) {
            self = .avif
        } else {
            return nil
        }
    }
}
