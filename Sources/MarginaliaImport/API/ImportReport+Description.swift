extension ImportReport: CustomStringConvertible {
    /// How many changed files the summary names one by one.
    public static let listedFiles = 20

    /// The summary the command prints: counts, what was left out and why, re-threaded replies,
    /// filled-in details, and the file changes.
    public var description: String {
        let posts = format.postNoun
        let entries = format.entryNoun
        var lines = [
            "Read \(count(postsRead, posts)) and \(count(commentsRead, entries)) from \(exportPath) in \(duration.formattedSeconds).",
            (dryRun ? "Would import " : "Imported ") + importedCounts() + ".",
        ]
        if commentsSkipped > 0 {
            lines.append("Left out \(count(commentsSkipped, entries)):")
            for (reason, number) in skippedComments.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(number.grouped) \(reason.explanation(posts: posts))")
            }
        }
        if postsSkipped > 0 {
            lines.append("Left out \(count(postsSkipped, posts)):")
            for (reason, number) in skippedPosts.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(number.grouped) \(reason.explanation)")
            }
        }
        lines += threadingLines() + noteLines()
        if changes.isEmpty {
            lines.append(
                "Nothing to change"
                    + (unchangedFiles > 0 ? ": \(count(unchangedFiles, "file")) already up to date." : "."))
        } else {
            lines.append(dryRun ? "Would change:" : "Changed:")
            for change in changes.prefix(Self.listedFiles) {
                lines.append("  \(change.path): " + change.summary)
            }
            if changes.count > Self.listedFiles {
                lines.append("  … and \(count(changes.count - Self.listedFiles, "more file"))")
            }
            if unchangedFiles > 0 { lines.append("  (\(count(unchangedFiles, "other file")) already up to date)") }
            lines.append(
                "In all: \(count(changes.count, "file")), \(changes.filter(\.isNewFile).count.grouped) of them new; "
                    + recordCounts(of: "comment")
                    + (changes.contains { $0.path.hasPrefix("reactions") } ? "; " + recordCounts(of: "reaction") : "")
                    + ".")
        }
        if dryRun { lines.append("Dry run: nothing was written.") }
        return lines.joined(separator: "\n")
    }

    /// `2 posts and 1,200 comments (1 [deleted] placeholder)`; `0 posts, 4 comments and 3
    /// reactions` when likes, reposts or bookmarks were imported, which are no comments.
    private func importedCounts() -> String {
        let comments =
            count(commentsImported, "comment")
            + (placeholders > 0 ? " (\(count(placeholders, "[deleted] placeholder")))" : "")
        guard reactionsImported > 0 else { return "\(count(postsImported, "post")) and \(comments)" }
        return "\(count(postsImported, "post")), \(comments) and \(count(reactionsImported, "reaction"))"
    }

    /// `1,190 new comments, 10 updated`: the records new and changed in the files of `noun`s
    /// (`comments.json` and `comments/…`; `reactions.json` and `reactions/…`).
    private func recordCounts(of noun: String) -> String {
        let files = changes.filter { $0.path.hasPrefix(noun + "s") }
        return "\(count(files.map(\.newRecords).reduce(0, +), "new " + noun)), "
            + "\(files.map(\.updatedRecords).reduce(0, +).grouped) updated"
    }

    private func threadingLines() -> [String] {
        var lines: [String] = []
        if repairs.reattachedToAncestor > 0 {
            lines.append(
                "Re-threaded \(count(repairs.reattachedToAncestor, "reply")) whose parent was left out: each now answers its nearest imported ancestor."
            )
        }
        let topLevel: [(Int, String)] = [
            (repairs.topLevelParentLeftOut, "parent and every ancestor left out"),
            (repairs.topLevelParentMissing, "parent not in the export"),
            (repairs.topLevelInCycle, "in a reply cycle"),
        ].filter { $0.0 > 0 }
        if !topLevel.isEmpty {
            lines.append(
                "Made \(count(repairs.madeTopLevel, "reply")) top-level: "
                    + topLevel.map { "\($0.0.grouped) \($0.1)" }.joined(separator: ", ") + ".")
        }
        return lines
    }

    private func noteLines() -> [String] {
        let notes: [(Int, String)] = [
            (
                postNotes.withoutTitle,
                "\(count(postNotes.withoutTitle, "post")) without a title, titled with their link"
            ),
            (postNotes.withoutLink, "\(count(postNotes.withoutLink, "post")) without a link"),
            (
                postNotes.datedByFirstComment,
                "\(count(postNotes.datedByFirstComment, "post")) without a date, dated by their first comment"
            ),
            (
                postNotes.datedFromLocalTime + commentDatesFromLocalTime,
                "\(count(postNotes.datedFromLocalTime + commentDatesFromLocalTime, "date")) given only in local time, read as UTC"
            ),
            (
                postNotes.alreadyThere,
                "\(count(postNotes.alreadyThere, "post")) already in posts.json, kept as they are"
            ),
            (emptyBodies, "\(count(emptyBodies, "comment")) with no text left after dropping unsupported HTML"),
        ].filter { $0.0 > 0 }
        return notes.map { "Note: \($0.1)." }
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number.grouped) \(number == 1 ? noun : noun.plural)"
    }
}

extension String {
    /// "comment" → "comments", "reply" → "replies".
    fileprivate var plural: String {
        hasSuffix("y") ? dropLast() + "ies" : self + "s"
    }
}
