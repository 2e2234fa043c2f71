/// The kind checks of a content folder: a path of the wrong type is an error naming it, never a
/// missing file.
extension ContentStore {
    /// The content's folder of static files, copied to the output folder under the same name.
    package static let assetsFolder = "assets"

    /// Checks the parts of the folder that are not fixtures: the folder itself, and `assets/`
    /// (copied by the generator) must be folders where they exist.
    func checkFolders() throws(ContentError) {
        switch fileSystem.itemKind(directory) {
        case nil, .directory: break
        case let found?:
            throw ContentError([
                .init(.wrongKind(KindMismatch(expected: .directory, found: found)), at: SourceLocation(file: directory))
            ])
        }
        _ = try isPresent(Self.assetsFolder, as: .directory, shownAs: Self.assetsFolder + "/")
    }

    /// Whether `name` (relative to the content folder) exists as `kind`; `false` when nothing
    /// is there; an error naming it when something else is (`shownAs` is its name in the error).
    func isPresent(_ name: String, as kind: ContentFileSystem.ItemKind, shownAs shown: String? = nil)
        throws(ContentError) -> Bool
    {
        guard let found = fileSystem.itemKind(path(name)) else { return false }
        guard found == kind else {
            throw ContentError([
                .init(.wrongKind(KindMismatch(expected: kind, found: found)), at: SourceLocation(file: shown ?? name))
            ])
        }
        return true
    }
}
