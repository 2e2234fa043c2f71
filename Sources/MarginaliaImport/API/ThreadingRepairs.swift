/// How many replies the importer had to give a different parent.
public struct ThreadingRepairs: Sendable, Equatable {
    /// Replies whose parent was left out, now answering its nearest imported ancestor.
    public var reattachedToAncestor = 0
    /// Replies whose parent and every ancestor above it were left out.
    public var topLevelParentLeftOut = 0
    /// Replies whose parent is not in the export, or is on another post.
    public var topLevelParentMissing = 0
    /// Replies in a reply cycle, made top-level to break it.
    public var topLevelInCycle = 0

    public init() {}

    /// Replies made top-level, for any reason.
    public var madeTopLevel: Int { topLevelParentLeftOut + topLevelParentMissing + topLevelInCycle }
}

/// Posts whose missing details were filled in.
public struct PostNotes: Sendable, Equatable {
    /// Titled with their link (or id) for want of a title.
    public var withoutTitle = 0
    /// Without a link to the blog post.
    public var withoutLink = 0
    /// Dated by their first imported comment for want of a date.
    public var datedByFirstComment = 0
    /// Dated with a local time read as UTC for want of a UTC one.
    public var datedFromLocalTime = 0
    /// Already in `posts.json` (matched by slug), kept as they are.
    public var alreadyThere = 0

    public init() {}
}
