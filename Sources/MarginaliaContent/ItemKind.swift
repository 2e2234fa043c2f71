import SystemPackage

extension ContentFileSystem {
    /// What a path names, as far as reading it goes. Symbolic links are followed: a link to a
    /// file is a file.
    public enum ItemKind: Sendable, Equatable {
        /// A regular file.
        case file
        /// A folder.
        case directory
        /// A FIFO, socket or device: never read, since reading one can wait forever.
        case special
        /// A symbolic link whose target does not exist.
        case danglingLink
        /// Something the system would not describe (a loop of links, a folder without
        /// permission): the error it gave.
        case inaccessible(Errno)
    }
}

extension ContentFileSystem.ItemKind {
    /// What is at `path` on disk; `nil` when nothing is.
    public init?(atPath path: String) {
        do {
            let type = try Stat(FilePath(path)).type
            self = type == .regular ? .file : type == .directory ? .directory : .special
        } catch .noSuchFileOrDirectory {
            // Nothing there, or a link to nothing: only the link itself can be described.
            guard (try? Stat(FilePath(path), followTargetSymlink: false)) != nil else { return nil }
            self = .danglingLink
        } catch {
            self = .inaccessible(error)
        }
    }
}

/// A path that names the wrong kind of thing: a folder where a file belongs, a file where a
/// folder belongs, a FIFO, a link to nothing, or something that cannot be looked at. The text is
/// made in `description` only.
public struct KindMismatch: Sendable, Equatable {
    /// `.file` or `.directory`.
    public var expected: ContentFileSystem.ItemKind
    public var found: ContentFileSystem.ItemKind

    public init(expected: ContentFileSystem.ItemKind, found: ContentFileSystem.ItemKind) {
        self.expected = expected
        self.found = found
    }
}

extension KindMismatch: CustomStringConvertible {
    public var description: String {
        let wanted = Self.noun(expected)
        return switch found {
        case .danglingLink: "expected \(wanted), found a symbolic link to nothing (its target is missing)"
        case .inaccessible(let error): "cannot be looked at: \(error)"
        default: "expected \(wanted), found \(Self.noun(found))"
        }
    }

    private static func noun(_ kind: ContentFileSystem.ItemKind) -> String {
        switch kind {
        case .file: "a file"
        case .directory: "a folder"
        case .special: "a FIFO, socket or device"
        case .danglingLink: "a symbolic link to nothing"
        case .inaccessible: "something that cannot be looked at"
        }
    }
}
