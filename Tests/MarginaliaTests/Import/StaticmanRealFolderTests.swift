import Foundation
import MarginaliaImport
import MarginaliaModels
import Testing

/// `marginalia import staticman` on a real data folder: two posts' comments from Made Mistakes,
/// the Jekyll site of Minimal Mistakes' author (`Fixtures/staticman/made-mistakes-jekyll/`; its
/// README names the commit and licence). Its threads use `replying_to` (the parent's position
/// among the post's top-level comments), and it mixes comments that Staticman wrote (`_id`,
/// `email` holding an MD5 hash, `hidden`, dates with milliseconds) with ones carried over from
/// Disqus (`id: comment-<disqus id>`, no `_id`, `avatar`, `updated`, YAML timestamps).
@Suite("Importing a real Staticman data folder")
struct StaticmanRealFolderTests {
    static let folder = ImportSample.path("staticman", "made-mistakes-jekyll/src/_data/comments")

    /// The fixture id of a Staticman `_id`.
    static func id(_ raw: String) -> Identifier {
        Identifier("staticman-" + raw.replacingOccurrences(of: "-", with: "_2D"))
    }

    /// The fixture id of a file without `_id`: its folder and file name.
    static func id(folder: String, file: String) -> Identifier {
        Identifier(
            "staticman-" + folder.replacingOccurrences(of: "-", with: "_2D") + "-"
                + file.replacingOccurrences(of: "-", with: "_2D"))
    }

    @Test func everyCommentIsImportedUnderItsPost() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(Self.folder, .staticman)
        #expect(
            (report.postsRead, report.commentsRead, report.postsImported, report.commentsImported) == (2, 14, 2, 14))
        #expect(report.skippedComments.isEmpty && report.repairs == ThreadingRepairs())
        let content = try await workspace.load()
        #expect(Set(content.posts.map(\.id)) == ["mix", "switching-tools"])
        let counts = Dictionary(grouping: content.comments, by: \.postId).mapValues(\.count)
        #expect(counts == ["switching-tools": 9, "mix": 5])
    }

    @Test func repliesAnswerTheTopLevelCommentTheirPositionNames() async throws {
        let workspace = try ImportWorkspace()
        try workspace.importFile(Self.folder, .staticman)
        let content = try await workspace.load()
        // switching-tools: the top-level comments, by file name, are Mikef2007's (from Disqus),
        // Carroll's, Cheryl's, Robin's and Susan's; each answer names its question's position.
        let mike = Self.id(folder: "switching-tools", file: "comment-1467572586000")
        let carroll = Self.id("52c53840-c2d8-11e6-bf56-ddf23f626f89")
        let cheryl = Self.id("aedfcec0-a7e2-11e7-8704-5b582ac668d2")
        let robin = Self.id("50ee9470-e457-11e7-8b3a-bb1b96b9aa20")
        let parents: [Identifier: Identifier?] = [
            mike: nil, carroll: nil, cheryl: nil, robin: nil,
            Self.id(folder: "switching-tools", file: "comment-1467589181000"): mike,
            Self.id("e40bd8f0-c3fe-11e6-8d8b-df1271861d9a"): carroll,
            Self.id("9a9a3660-a82a-11e7-8704-5b582ac668d2"): cheryl,
            Self.id("1a9c4560-e5c0-11e7-aeb5-89cc147db7e9"): robin,
            Self.id("c5bfa730-bd82-11e8-8d8b-834384c9d56e"): nil,
            // mix: `replying_to: '2'` is Lynn's; `replying_to: ''` is top-level.
            Self.id("d0823160-216b-11e7-9019-797640daeab0"): Self.id("a59f6730-215a-11e7-9019-797640daeab0"),
            Self.id("8a181910-9191-11e7-acc3-59682e045002"): nil,
        ]
        for (id, parent) in parents {
            let comment = try #require(content.comment(id), "\(id)")
            #expect(comment.parentId == parent, "\(id)")
        }
        #expect(content.comment(carroll)?.author.name == "Carroll Durodola")
        #expect(content.comment(robin)?.body == "How do I import a picture from photo library and edit and email it..?")
    }

    @Test func bodiesAndDatesAreKeptAsWritten() async throws {
        let workspace = try ImportWorkspace()
        try workspace.importFile(Self.folder, .staticman)
        let content = try await workspace.load()
        let answer = try #require(content.comment(Self.id("1a9c4560-e5c0-11e7-aeb5-89cc147db7e9")))
        #expect(answer.author == CommentAuthor(id: "staticman-guest-Michael_20Rose", name: "Michael Rose"))
        #expect(
            answer.heldBody.hasPrefix(
                "There is a new tool to the far right of the color wheel (you may need to swipe the tools to reveal it) called **Canvas**."
            ), "\(answer.heldBody)")
        #expect(
            answer.heldBody.hasSuffix(
                "(https://support.fiftythree.com/hc/en-us/articles/203385492-Canvas-Drawing-Tools#canvas-roll)."))
        #expect(
            workspace.text(of: "comments/switching-tools.json")?.contains(#""postedAt": "2017-12-20T19:58:10.768Z""#)
                == true)
        // A folded (`>-`) message, and a comment carried over from Disqus with a YAML timestamp.
        let cheryl = try #require(content.comment(Self.id("aedfcec0-a7e2-11e7-8704-5b582ac668d2")))
        #expect(
            cheryl.body
                == "Is there a way to widen the width of the pencil or brush or? And do you have a stylus you recommend?"
        )
        let mike = try #require(content.comment(Self.id(folder: "switching-tools", file: "comment-1467572586000")))
        #expect(mike.author.name == "Mikef2007" && mike.body == "How do I type on a picture I've imported?")
        #expect(mike.postedAt == Date(timeIntervalSince1970: 1_467_572_586)) // 2016-07-03T19:03:06Z
    }

    @Test func hashesOfAddressesLinksAndAvatarsAreNeverWritten() throws {
        let workspace = try ImportWorkspace()
        try workspace.importFile(Self.folder, .staticman)
        let written = workspace.writtenText()
        // The `email` fields' MD5 hashes, `url`s only an author field holds, and Disqus avatars.
        for never in [
            "1ce71bc10b86565464b612093d89707e", "e3bd2a466add75b3bc893a9b41f1e14b", "2aaee6e84eeae17b949fc33976219d3c",
            "36706b1d526ff840e9cfa9bbfb26c818", "cherylholz.com", "instagram.com/lynn.mason", "disqus.com/api/users",
        ] {
            #expect(!written.contains(never), "\(never) was written")
        }
        #expect(!written.contains(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}/))
    }

    @Test func aSecondImportChangesNoByte() throws {
        let workspace = try ImportWorkspace()
        try workspace.importFile(Self.folder, .staticman)
        let first = workspace.snapshot()
        let again = try workspace.importFile(Self.folder, .staticman)
        #expect(again.changes.isEmpty)
        #expect(workspace.snapshot() == first)
    }
}
