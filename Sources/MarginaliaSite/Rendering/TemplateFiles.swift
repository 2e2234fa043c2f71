import Foundation
import MarginaliaContent

/// The text of every template of a theme, read once: the engine compiles it, and the fingerprint
/// that tells whether pages must be rendered again is made from it.
struct TemplateFiles {
    /// The folder, for messages.
    let directory: String
    /// Each template's text by name: its path below `directory` without `.mustache`.
    let texts: [String: String]

    private static let fileExtension = ".mustache"

    /// Reads every `*.mustache` file below `directory`, in subfolders too. Each must be a file
    /// (or a link to one): a folder, a FIFO or a link to nothing under that name is an error.
    static func read(directory: String) throws(SiteError) -> TemplateFiles {
        try checkFolders(directory: directory)
        guard let paths = FileManager.default.enumerator(atPath: directory) else {
            throw .template([TemplateProblem(file: directory, message: "the templates folder cannot be read")])
        }
        var texts: [String: String] = [:]
        for case let path as String in paths where path.hasSuffix(fileExtension) {
            try check("\(directory)/\(path)", is: .file)
            guard let data = FileManager.default.contents(atPath: "\(directory)/\(path)") else {
                throw .template([TemplateProblem(file: "\(directory)/\(path)", message: "this template cannot be read")]
                )
            }
            texts[String(path.dropLast(fileExtension.count))] = String(decoding: data, as: UTF8.self)
        }
        return TemplateFiles(directory: directory, texts: texts)
    }

    /// Checks the theme's folders: `directory` itself, and `partials/` and `assets/` where they
    /// exist, must be folders, so that a file or a link to nothing in their place is an error
    /// rather than a theme without partials or assets.
    static func checkFolders(directory: String) throws(SiteError) {
        guard ContentFileSystem.ItemKind(atPath: directory) != nil else {
            throw .template([TemplateProblem(file: directory, message: "the templates folder does not exist")])
        }
        try check(directory, is: .directory)
        for folder in ["partials", SiteURLs.assetsFolder]
        where ContentFileSystem.ItemKind(atPath: "\(directory)/\(folder)") != nil {
            try check("\(directory)/\(folder)", is: .directory)
        }
    }

    /// Throws unless `path` is of `kind`.
    private static func check(_ path: String, is kind: ContentFileSystem.ItemKind) throws(SiteError) {
        let found = ContentFileSystem.ItemKind(atPath: path)
        guard let found, found != kind else { return }
        throw .template([TemplateProblem(file: path, message: KindMismatch(expected: kind, found: found).description)])
    }

    /// The file of the template named `name`.
    func path(of name: String) -> String {
        "\(directory)/\(name)\(Self.fileExtension)"
    }

    /// The fingerprint of every template's name and text.
    var fingerprint: Fingerprint {
        var fingerprint = Fingerprint()
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            fingerprint.combine(name)
            fingerprint.combine(text)
        }
        return fingerprint
    }
}
