import Foundation

/// The text of every template of a theme, read once: the engine compiles it, and the fingerprint
/// that tells whether pages must be rendered again is made from it.
struct TemplateFiles {
    /// The folder, for messages.
    let directory: String
    /// Each template's text by name: its path below `directory` without `.mustache`.
    let texts: [String: String]

    private static let fileExtension = ".mustache"

    /// Reads every `*.mustache` file below `directory`, in subfolders too.
    static func read(directory: String) throws(SiteError) -> TemplateFiles {
        guard let paths = FileManager.default.enumerator(atPath: directory) else {
            throw .template([TemplateProblem(file: directory, message: "the templates folder cannot be read")])
        }
        var texts: [String: String] = [:]
        for case let path as String in paths where path.hasSuffix(fileExtension) {
            guard let data = FileManager.default.contents(atPath: "\(directory)/\(path)") else {
                throw .template([TemplateProblem(file: "\(directory)/\(path)", message: "this template cannot be read")])
            }
            texts[String(path.dropLast(fileExtension.count))] = String(decoding: data, as: UTF8.self)
        }
        return TemplateFiles(directory: directory, texts: texts)
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
