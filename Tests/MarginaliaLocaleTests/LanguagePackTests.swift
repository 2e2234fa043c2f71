import MarginaliaLocale
import Testing

/// Correct packs in languages of each plural shape, and what a pack returns.
@Suite("Language packs")
struct LanguagePackTests {
    private typealias T = LanguagePackTesting

    @Test("Japanese: one form for every count")
    func japanese() throws {
        let result = T.check(
            """
            {"comment.edited": "編集済み", "post.feedTitle": "「{title}」へのコメント",
             "comment.replies": {"other": "{count} 件の返信"}}
            """, file: "ja.json")
        #expect(result.problems.isEmpty)
        let pack = try #require(result.packs["ja"])
        #expect(pack.text("comment.replies", count: 1) == "1 件の返信")
        #expect(pack.text("comment.replies", count: 1234) == "1,234 件の返信")
        #expect(pack.text("post.feedTitle", ["title": "春"]) == "「春」へのコメント")
    }

    @Test("Arabic: six forms, some without the number")
    func arabic() throws {
        let result = T.check(
            """
            {
              "comment.edited": "معدَّل",
              "post.feedTitle": "تعليقات على {title}",
              "comment.replies": {
                "zero": "لا ردود", "one": "رد واحد", "two": "ردّان",
                "few": "{count} ردود", "many": "{count} ردًا", "other": "{count} رد"
              }
            }
            """, file: "ar.json")
        #expect(result.problems.isEmpty)
        let pack = try #require(result.packs["ar"])
        let expected = [(0, "لا ردود"), (1, "رد واحد"), (2, "ردّان"), (3, "3 ردود"), (11, "11 ردًا"), (100, "100 رد")]
        for (count, text) in expected {
            #expect(pack.text("comment.replies", count: count) == text)
        }
    }

    @Test("Russian: one, few, many and other")
    func russian() throws {
        let result = T.check(
            """
            {
              "comment.edited": "Изменено",
              "post.feedTitle": "Комментарии к {title}",
              "comment.replies": {
                "one": "{count} ответ", "few": "{count} ответа", "many": "{count} ответов", "other": "{count} ответа"
              }
            }
            """, file: "ru.json")
        #expect(result.problems.isEmpty)
        let pack = try #require(result.packs["ru"])
        let expected = [
            (1, "1 ответ"), (21, "21 ответ"), (3, "3 ответа"), (5, "5 ответов"), (11, "11 ответов"), (12, "12 ответов"),
        ]
        for (count, text) in expected {
            #expect(pack.text("comment.replies", count: count) == text)
        }
    }

    @Test("messages are plain text: markup in the pack and in values is returned as is, for the renderer to escape")
    func plainText() throws {
        let result = T.check(
            """
            {"comment.edited": "<em>Edited</em> & more", "post.feedTitle": "Comments on \\"{title}\\"",
             "comment.replies": {"one": "{count} reply", "other": "{count} replies"}}
            """)
        let pack = try #require(result.packs["en"])
        #expect(pack.text("comment.edited") == "<em>Edited</em> & more")
        #expect(pack.text("post.feedTitle", ["title": "<script>&amp;"]) == "Comments on \"<script>&amp;\"")
    }

    @Test("a key the pack does not have, or asked with the wrong shape, gives nil")
    func absentMessages() throws {
        let pack = try #require(
            T.check(
                """
                {"comment.edited": "Edited", "post.feedTitle": "{title}",
                 "comment.replies": {"one": "{count} reply", "other": "{count} replies"}}
                """
            ).packs["en"])
        #expect(pack.text("comment.replies") == nil)
        #expect(pack.text("comment.edited", count: 2) == nil)
        #expect(pack.text("comment.likes") == nil)
    }
}
