import Foundation

/// Reads a theme's language packs: every `*.json` file directly in `<theme>/locales/`, in name
/// order, checked by `LanguagePackChecker`. The one file of this target that uses Foundation
/// (to list and read a folder); everything else here is pure Swift.
public enum LanguagePackFolder {
    /// The folder of a theme that holds its packs.
    public static let folderName = "locales"

    /// The theme's packs by tag, or every problem of every pack (files that cannot be read first,
    /// then the others file by file). A theme without a `locales`
    /// folder has no packs, which is no error.
    public static func load(themeDirectory: String, catalog: MessageCatalog) throws(LanguagePackError) -> [String:
        LanguagePack]
    {
        let (sources, unreadable) = read(themeDirectory: themeDirectory)
        let (packs, problems) = LanguagePackChecker.check(sources, against: catalog)
        guard unreadable.isEmpty, problems.isEmpty else {
            throw LanguagePackError(problems: unreadable + problems)
        }
        return packs
    }

    /// The pack files' bytes, and a problem for each that could not be read.
    public static func read(themeDirectory: String) -> (sources: [LanguagePackSource], problems: [LanguagePackProblem])
    {
        let directory = (themeDirectory.hasSuffix("/") ? themeDirectory : themeDirectory + "/") + folderName
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return ([], []) }
        var sources: [LanguagePackSource] = []
        var problems: [LanguagePackProblem] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = directory + "/" + name
            do {
                let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
                guard size <= LanguagePackChecker.maximumFileSize else {
                    let limit = LanguagePackChecker.maximumFileSize
                    problems.append(
                        LanguagePackProblem(file: path, line: 1, column: 1, kind: .fileTooLarge(limit: limit)))
                    continue
                }
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                sources.append(LanguagePackSource(path: path, bytes: [UInt8](data)))
            } catch {
                problems.append(
                    LanguagePackProblem(file: path, line: 1, column: 1, kind: .unreadableFile(reason: "\(error)")))
            }
        }
        return (sources, problems)
    }
}
