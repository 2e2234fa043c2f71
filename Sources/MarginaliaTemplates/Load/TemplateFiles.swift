import Foundation

/// Reads a theme folder: every `*.mustache` file below it, named by its path relative to the
/// folder without the extension (`partials/comment-cell`).
enum TemplateFiles {
    static func read(directory: String) -> (sources: [TemplateSource], problems: [TemplateProblem]) {
        let root = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            return (
                [],
                [TemplateProblem(file: directory, line: 1, column: 1, kind: .unreadableFile(reason: "no such folder"))]
            )
        }
        var sources: [TemplateSource] = []
        var problems: [TemplateProblem] = []
        for case let relative as String in enumerator where relative.hasSuffix(".mustache") {
            let path = directory + "/" + relative
            do {
                let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
                sources.append(
                    TemplateSource(name: String(relative.dropLast(".mustache".count)), path: path, text: text))
            } catch {
                problems.append(
                    TemplateProblem(file: path, line: 1, column: 1, kind: .unreadableFile(reason: "\(error)")))
            }
        }
        return (sources.sorted { $0.name < $1.name }, problems)
    }
}
