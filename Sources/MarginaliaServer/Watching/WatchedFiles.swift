/// Which files a change is reported for: everything below the watched folders except the
/// temporary and backup files editors make while saving (`.file.swp`, `file~`, vim's `4913`),
/// and hidden files and folders, which the generator ignores too.
enum WatchedFiles {
    static func isIgnored(name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || name.hasSuffix(".tmp") || name == "4913"
    }
}
