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

    /// The images cached for `urls`, by URL. The folder is listed once and only files listed
    /// there are read: a first build misses for every avatar, and a look per file and format
    /// took a tenth of a second at 3,000 avatars.
    func images(for urls: [String]) -> [String: AvatarImage] {
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        guard !names.isEmpty else { return [:] }
        var images: [String: AvatarImage] = [:]
        for url in urls {
            let stem = AvatarMap.fileStem(for: url) + "."
            for format in AvatarImageFormat.allCases where names.contains(stem + format.fileExtension) {
                let path = directory.path + "/" + stem + format.fileExtension
                if let data = FileManager.default.contents(atPath: path), AvatarImageFormat(sniffing: data) == format {
                    images[url] = AvatarImage(data: data, format: format)
                    break
                }
            }
        }
        return images
    }

    /// Keeps `image` for later builds. A cache that cannot be written only costs a download next
    /// time, so failures are ignored.
    func store(_ image: AvatarImage, for url: String) {
        let file = directory.appendingPathComponent("\(AvatarMap.fileStem(for: url)).\(image.format.fileExtension)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? image.data.write(to: file, options: .atomic)
    }
}
