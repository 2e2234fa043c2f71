import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder the server serves, resolved anew for every request: the generator replaces the
/// whole folder when it builds from scratch, so a path resolved once could point at a deleted
/// folder.
///
/// A request path is mapped to a file only through `realpath`, and the result must lie inside
/// the folder's own real path, so that no symbolic link (or anything else) leads outside it.
struct SiteFolder: Sendable {
    /// The folder, as configured.
    let path: String

    /// What a request path names.
    enum Resolution: Equatable, Sendable {
        /// A regular file inside the folder: its real path, and its path relative to the folder.
        case file(path: String, relative: String)
        /// A folder named without the trailing slash: redirect to the canonical URL with it.
        case folderWithoutSlash
        /// Nothing servable: missing, outside the folder, a folder without `index.html`, or
        /// something other than a regular file.
        case notFound
        /// The served folder itself does not exist (right now).
        case folderMissing
    }

    /// Resolves a checked request path: a folder (`/posts/p1/`) to its `index.html`.
    func resolve(_ request: RequestPath) -> Resolution {
        guard let root = Self.realPath(path) else { return .folderMissing }
        guard let target = contained(root + (request.segments.isEmpty ? "" : "/" + request.relativePath), in: root)
        else {
            return .notFound
        }
        switch Self.kind(of: target) {
        case .regular:
            return request.hasTrailingSlash ? .notFound : .file(path: target, relative: Self.relative(target, to: root))
        case .directory:
            guard request.hasTrailingSlash || request.segments.isEmpty else { return .folderWithoutSlash }
            guard let index = contained(target + "/index.html", in: root), Self.kind(of: index) == .regular else {
                return .notFound
            }
            return .file(path: index, relative: Self.relative(index, to: root))
        case .other, nil:
            return .notFound
        }
    }

    /// A file named by its path below the folder (such as `404.html`), if it is a regular file
    /// inside the folder.
    func file(named relativePath: String) -> Resolution {
        guard let root = Self.realPath(path) else { return .folderMissing }
        guard let target = contained(root + "/" + relativePath, in: root), Self.kind(of: target) == .regular else {
            return .notFound
        }
        return .file(path: target, relative: Self.relative(target, to: root))
    }

    /// Whether the folder exists now.
    var exists: Bool { Self.realPath(path) != nil }

    private static func relative(_ path: String, to root: String) -> String {
        String(path.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1))
    }

    /// The real path of `candidate` if it lies inside `root` (or is `root`).
    private func contained(_ candidate: String, in root: String) -> String? {
        guard let real = Self.realPath(candidate) else { return nil }
        return real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") ? real : nil
    }

    /// The path with every link and `.`/`..` resolved (`realpath`, which swift-system lacks).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private enum Kind { case regular, directory, other }

    private static func kind(of path: String) -> Kind? {
        guard let type = try? Stat(FilePath(path)).type else { return nil }
        switch type {
        case .regular: return .regular
        case .directory: return .directory
        default: return .other
        }
    }
}
