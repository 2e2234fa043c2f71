/// What an import does (or, in a dry run, would do) to one fixture file.
public struct FileChange: Sendable, Equatable {
    /// The path relative to the content folder, such as `comments/disqus-2.json`.
    public var path: String
    /// Records whose id was not in the file.
    public var newRecords = 0
    /// Records already in the file whose content the import changes.
    public var updatedRecords = 0
    /// Whether the file did not exist before.
    public var isNewFile = false

    public init(path: String, newRecords: Int = 0, updatedRecords: Int = 0, isNewFile: Bool = false) {
        self.path = path
        self.newRecords = newRecords
        self.updatedRecords = updatedRecords
        self.isNewFile = isNewFile
    }

    /// Whether the file's records change at all.
    public var changesAnything: Bool { newRecords > 0 || updatedRecords > 0 }
}

extension FileChange {
    /// `2 new, 1 updated (new file)`
    var summary: String {
        var parts: [String] = []
        if newRecords > 0 { parts.append("\(newRecords.grouped) new") }
        if updatedRecords > 0 { parts.append("\(updatedRecords.grouped) updated") }
        return parts.joined(separator: ", ") + (isNewFile ? " (new file)" : "")
    }
}
