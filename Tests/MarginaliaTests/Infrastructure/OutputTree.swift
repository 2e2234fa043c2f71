import Foundation

/// Every regular file below a folder with its bytes, keyed by relative path, to compare whole
/// output trees.
enum OutputTree {
    static func snapshot(_ directory: String) -> [String: Data] {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [:] }
        var files: [String: Data] = [:]
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            files[String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))] = try? Data(contentsOf: url)
        }
        return files
    }

    /// The names in a folder, for checking that no staging folders were left behind.
    static func entries(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }
}
