import Foundation

/// Avatars downloaded by earlier builds, kept in a folder between builds (by default
/// `.marginalia-cache/avatars/` beside the output folder) so that each image is fetched once.
/// Files are named like the published ones, `<sha256 of the URL>.<format>`; delete the folder to
/// fetch everything again.
public struct AvatarCache: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The image cached for `url`, if any.
    func image(for url: String) -> AvatarImage? {
        // Paths as text and a look before reading: a first build misses for every avatar, and
        // URL building and failed reads (which build errors) made this a tenth of a second at 3,000 avatars.
        let stem = directory.path + "/" + AvatarMap.fileStem(for: url) + "."
        for format in AvatarImageFormat.allCases {
            let path = stem + format.fileExtension
            guard FileManager.default.fileExists(atPath: path) else { continue }
            if let data = FileManager.default.contents(atPath: path), AvatarImageFormat(sniffing: data) == format {
                return AvatarImage(data: data, format: format)
            }
        }
        return nil
    }

    /// Keeps `image` for later builds. A cache that cannot be written only costs a download next
    /// time, so failures are ignored.
    func store(_ image: AvatarImage, for url: String) {
        let file = directory.appendingPathComponent("\(AvatarMap.fileStem(for: url)).\(image.format.fileExtension)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? image.data.write(to: file, options: .atomic)
    }
}
