extension MessageCatalog {
    /// Some of the English words the view models write today ("Edited", "Friend", "Anonymous",
    /// "Untitled post", the counts of replies, likes and comments): a seed that gives the pack
    /// format a real shape until the view models declare every message they use. The English
    /// pack for it is `Templates/locales/en.json`; nothing reads it yet.
    public static let seed = MessageCatalog([
        MessageDeclaration("comment.anonymous"),
        MessageDeclaration("comment.edited"),
        MessageDeclaration("comment.friend"),
        MessageDeclaration("comment.likes", counted: true),
        MessageDeclaration("comment.replies", counted: true),
        MessageDeclaration("post.untitled"),
        MessageDeclaration("post.comments", counted: true),
        MessageDeclaration("post.noComments"),
        MessageDeclaration("post.feedTitle", placeholders: ["title"]),
        MessageDeclaration("friend.unnamed"),
        MessageDeclaration("friend.moreComments", counted: true),
        MessageDeclaration("notFound.message"),
    ])
}
