import Foundation
import Mustache

/// The text of every template of a theme, read once so that each parallel worker can parse a
/// copy of its own from the same text.
struct TemplateFiles {
    /// The folder, for messages.
    let directory: String
    /// Each template's text by name: its path below `directory` without `.mustache`.
    let texts: [String: String]

    private static let fileExtension = ".mustache"

    /// Reads every `*.mustache` file below `directory`, in subfolders too.
    static func read(directory: String) throws(SiteError) -> TemplateFiles {
        guard let paths = FileManager.default.enumerator(atPath: directory) else {
            throw .template(TemplateProblem(file: directory, message: "the templates folder cannot be read"))
        }
        var texts: [String: String] = [:]
        for case let path as String in paths where path.hasSuffix(fileExtension) {
            guard let data = FileManager.default.contents(atPath: "\(directory)/\(path)") else {
                throw .template(TemplateProblem(file: "\(directory)/\(path)", message: "this template cannot be read"))
            }
            texts[String(path.dropLast(fileExtension.count))] = String(decoding: data, as: UTF8.self)
        }
        return TemplateFiles(directory: directory, texts: texts)
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

    /// A library of newly parsed templates; a template that does not parse is reported with its
    /// file, line and column.
    func library() throws(SiteError) -> MustacheLibrary {
        var templates: [String: MustacheTemplate] = [:]
        // Sorted, so that of several broken templates the same one is reported every time.
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            do {
                templates[name] = try MustacheTemplate(string: text)
            } catch let error as MustacheTemplate.ParserError {
                throw .template(TemplateProblem(
                    file: "\(directory)/\(name)\(Self.fileExtension)", line: error.context.lineNumber, column: error.context.columnNumber,
                    message: "\(error.error) in “\(error.context.line.trimmingCharacters(in: .whitespaces))”"
                ))
            } catch {
                throw .template(TemplateProblem(file: "\(directory)/\(name)\(Self.fileExtension)", message: "\(error)"))
            }
        }
        return MustacheLibrary(templates: templates)
    }
}
