import Foundation
import MarginaliaContent
import MarginaliaModels
import Testing

@Suite("Comment authors who are friends")
struct FriendIdTests {
    private static let friends =
        #"[{"id": "zoe", "firstName": "Zoë", "lastName": "Lefèvre"}, {"id": 7, "firstName": "Ada", "lastName": ""}]"#

    private static func comment(_ id: String, friendId: String) -> String {
        #"{"id": "\#(id)", "postId": "p1", "author": {"id": "u1", "name": "Zoë", "friendId": \#(friendId)}, "body": "Hi", "postedAt": "2026-03-01T10:00:00Z"}"#
    }

    @Test func aFriendIdIsReadAsTextOrNumber() async throws {
        let content = try await ContentFixtures.store([
            "friends.json": Self.friends,
            "comments.json": ContentFixtures.comments([
                Self.comment("c1", friendId: #""zoe""#), Self.comment("c2", friendId: "7"),
                Self.comment("c3", friendId: "null"),
                ContentFixtures.comment("c4", author: "Zoë Lefèvre"),
            ]),
        ]).load()
        #expect(content.comments.map(\.author.friendId) == ["zoe", "7", nil, nil])
    }

    @Test func anUnknownFriendIdIsAnErrorWithItsPlace() async {
        let problems = await ContentFixtures.problems([
            "friends.json": Self.friends,
            "comments.json": ContentFixtures.comments([
                Self.comment("c1", friendId: #""zoe""#), Self.comment("c2", friendId: #""ghost""#),
            ]),
        ])
        #expect(problems.map(\.kind) == [.unknownFriend("ghost")])
        #expect(problems.first?.location.line == 3)
        #expect(problems.first?.location.jsonPath == "[1].author.friendId")
        #expect(problems.first?.message == #"friendId "ghost" names no friend in friends.json"#)
    }

    @Test func aFriendIdThatCannotBeAFolderNameIsAnError() async {
        let problems = await ContentFixtures.problems([
            "friends.json": Self.friends,
            "comments.json": ContentFixtures.comments([Self.comment("c1", friendId: #""../etc""#)]),
        ])
        #expect(problems.map(\.location.jsonPath) == ["[0].author.friendId"])
        #expect(problems.first?.message.hasPrefix(#"id "../etc" cannot be used in a URL"#) == true)
    }

    @Test func aFriendIdOfTheWrongTypeIsAnError() async {
        let problems = await ContentFixtures.problems([
            "friends.json": Self.friends,
            "comments.json": ContentFixtures.comments([Self.comment("c1", friendId: "true")]),
        ])
        #expect(problems.map(\.location.jsonPath) == ["[0].author.friendId"])
        #expect(problems.first?.location.line == 2)
    }

    @Test func aNegativeFriendCommentLimitIsAnError() async {
        let problems = await ContentFixtures.problems(["site.json": #"{"friendCommentLimit": -1}"#])
        #expect(
            problems.map(\.description) == ["site.json:1:24: friendCommentLimit: friendCommentLimit cannot be negative"]
        )
    }
}
