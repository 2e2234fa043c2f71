import MarginaliaLocale
import Testing

/// Each mistake a language pack can make, with its exact place and text.
@Suite("Language pack checker")
struct LanguagePackCheckerTests {
    private typealias T = LanguagePackTesting

    @Test("a correct pack has no problems and becomes a pack")
    func correctPack() throws {
        let result = T.check(
            """
            {
              "comment.edited": "Edited",
              "post.feedTitle": "Comments on {title}",
              "comment.replies": {"one": "{count} reply", "other": "{count} replies"}
            }
            """)
        #expect(result.problems.isEmpty)
        let pack = try #require(result.packs["en"])
        #expect(pack.text("comment.edited") == "Edited")
    }

    @Test("a missing message is reported at the pack's opening brace")
    func missingMessage() {
        #expect(
            T.problems(
                """
                {
                  "post.feedTitle": "Comments on {title}",
                  "comment.replies": {"one": "{count} reply", "other": "{count} replies"}
                }
                """) == ["Theme/locales/en.json:1:1: the message \"comment.edited\" is missing"])
    }

    @Test("a misspelt key is unknown, with the missing key it likely meant")
    func misspeltKey() {
        #expect(
            T.problems(
                """
                {
                  "coment.edited": "Edited",
                  "post.feedTitle": "Comments on {title}",
                  "comment.replies": {"one": "{count} reply", "other": "{count} replies"}
                }
                """) == [
                    "Theme/locales/en.json:2:3: \"coment.edited\" is not a message the program uses; did you mean \"comment.edited\"?",
                    "Theme/locales/en.json:1:1: the message \"comment.edited\" is missing",
                ])
    }

    @Test("an unknown key far from every declared one gets no hint")
    func unknownKeyWithoutHint() {
        #expect(
            T.problems(
                """
                {"comment.edited": "Edited", "post.feedTitle": "On {title}",
                 "comment.replies": {"one": "{count} reply", "other": "{count} replies"}, "sidebar.heading": "Hi"}
                """) == ["Theme/locales/en.json:2:75: \"sidebar.heading\" is not a message the program uses"])
    }

    @Test("a placeholder the message does not declare is reported at its brace")
    func unknownPlaceholder() {
        #expect(
            T.problems(
                """
                {
                  "comment.edited": "Edited {title}",
                  "post.feedTitle": "Comments on {titel}",
                  "comment.replies": {"one": "{n} reply", "other": "{count} replies"}
                }
                """) == [
                    "Theme/locales/en.json:2:29: {title} is not a placeholder of \"comment.edited\"; it has none",
                    "Theme/locales/en.json:3:34: {titel} is not a placeholder of \"post.feedTitle\"; it has {title}",
                    "Theme/locales/en.json:4:31: {n} is not a placeholder of \"comment.replies\"; it has {count}",
                ])
    }

    @Test("a placeholder after escapes is placed in the file, not in the decoded text")
    func placeholderAfterEscapes() {
        #expect(
            T.problems(
                #"""
                {"comment.edited": "\u00C9dit\u00e9 \"{x}\"", "post.feedTitle": "{title}",
                 "comment.replies": {"one": "{count}", "other": "{count}"}}
                """#) == ["Theme/locales/en.json:1:39: {x} is not a placeholder of \"comment.edited\"; it has none"])
    }

    @Test("a brace that opens or closes no placeholder is reported at that brace")
    func malformedPlaceholder() {
        let hint = "opens or closes no placeholder; a placeholder is {name}, and a message has no other braces"
        #expect(
            T.problems(
                """
                {
                  "comment.edited": "Edited }",
                  "post.feedTitle": "Comments on {title",
                  "comment.replies": {"one": "{count} reply", "other": "{1} replies"}
                }
                """) == [
                    "Theme/locales/en.json:2:29: this brace in \"comment.edited\" " + hint,
                    "Theme/locales/en.json:3:34: this brace in \"post.feedTitle\" " + hint,
                    "Theme/locales/en.json:4:57: this brace in \"comment.replies\" " + hint,
                ])
    }

    @Test("a character no page may hold is reported where it stands, a tab is not")
    func forbiddenCharacters() {
        let hint = "a character no page may hold (a control character or a noncharacter); remove it"
        #expect(
            T.problems(
                #"""
                {
                  "comment.edited": "Edi\u0001ted",
                  "post.feedTitle": "Comments\ton {title}\#u{7F}",
                  "comment.replies": {"one": "{count} reply\uFFFF", "other": "{count}\treplies"}
                }
                """#) == [
                    "Theme/locales/en.json:2:25: \"comment.edited\" holds U+0001, " + hint,
                    "Theme/locales/en.json:3:42: \"post.feedTitle\" holds U+007F, " + hint,
                    "Theme/locales/en.json:4:44: \"comment.replies\" holds U+FFFF, " + hint,
                ])
    }

    @Test("a counted message lacking a category its language needs")
    func missingPluralForm() {
        #expect(
            T.problems(
                """
                {
                  "comment.edited": "Изменено",
                  "post.feedTitle": "Комментарии к {title}",
                  "comment.replies": {"one": "{count} ответ", "few": "{count} ответа", "other": "{count} ответа"}
                }
                """, file: "ru.json") == [
                    "Theme/locales/ru.json:4:22: \"comment.replies\" lacks the \"many\" form, which ru needs (its categories: one, few, many, other)"
                ])
    }

    @Test("a counted message with a category its language never uses, or none of CLDR's")
    func unusedAndUnknownPluralForms() {
        #expect(
            T.problems(
                """
                {
                  "comment.edited": "Edited",
                  "post.feedTitle": "Comments on {title}",
                  "comment.replies": {"one": "{count} reply", "few": "{count} replies", "other": "{count} replies",
                    "plural": "{count} replies"}
                }
                """) == [
                    "Theme/locales/en.json:4:47: en never uses the \"few\" form of \"comment.replies\" (its categories: one, other); remove it",
                    "Theme/locales/en.json:5:5: \"plural\" in \"comment.replies\" is not a CLDR plural category (zero, one, two, few, many, other)",
                ])
    }

    @Test("a counted message given as a text, and a plain one given as plural forms or a number")
    func wrongShapes() {
        #expect(
            T.problems(
                """
                {
                  "comment.edited": {"one": "Edited", "other": "Edited"},
                  "post.feedTitle": 12,
                  "comment.replies": "{count} replies"
                }
                """) == [
                    "Theme/locales/en.json:2:21: \"comment.edited\" is not counted: give it as a text, found an object",
                    "Theme/locales/en.json:3:21: \"post.feedTitle\" is not counted: give it as a text, found a number",
                    "Theme/locales/en.json:4:22: \"comment.replies\" is counted: give it as an object of one text per plural category (one, other), found a text",
                ])
    }

    @Test("a plural form that is not a text")
    func formNotText() {
        #expect(
            T.problems(
                """
                {"comment.edited": "Edited", "post.feedTitle": "{title}",
                 "comment.replies": {"one": null, "other": ["{count} replies"]}}
                """) == [
                    "Theme/locales/en.json:2:29: the \"one\" form of \"comment.replies\" must be a text, found null",
                    "Theme/locales/en.json:2:44: the \"other\" form of \"comment.replies\" must be a text, found a list",
                ])
    }

    @Test("a key given twice, at the top or among plural forms")
    func duplicateKeys() {
        #expect(
            T.problems(
                """
                {
                  "comment.edited": "Edited",
                  "post.feedTitle": "Comments on {title}",
                  "comment.replies": {"one": "{count} reply", "other": "{count} replies", "one": "{count} reply"},
                  "comment.edited": "Changed"
                }
                """) == [
                    "Theme/locales/en.json:4:75: \"one\" is given twice (first at line 4, column 23)",
                    "Theme/locales/en.json:5:3: \"comment.edited\" is given twice (first at line 2, column 3)",
                ])
    }

    @Test(
        "malformed JSON is reported where it stops being JSON",
        arguments: [
            ("{\"comment.edited\": \"Edited\",}", "1:29: invalid JSON: expected a key in double quotes"),
            ("{\n  // a comment\n}", "2:3: invalid JSON: expected a key in double quotes or '}'"),
            ("{\"comment.edited\": \"Edited\"", "1:28: invalid JSON: expected ',' or '}'"),
            ("", "1:1: invalid JSON: expected a value, but the file is empty"),
            ("{} {}", "1:4: invalid JSON: expected the end of the file"),
            ("{\"a\": 01}", "1:8: invalid JSON: expected ',' or '}'"),
            ("{\"a\": \"\\x\"}", "1:9: invalid JSON: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u"),
            ("{\"a\": \"\\ud800\"}", "1:14: invalid JSON: expected the second half of a surrogate pair"),
            (
                "{\"a\": \"line\nbreak\"}",
                "1:12: invalid JSON: expected a closed string (control characters must be escaped)"
            ),
            ("[\"Edited\"]", "1:1: a language pack is an object of messages by key, found a list"),
        ])
    func malformedJSON(text: String, expected: String) {
        #expect(T.problems(text) == ["Theme/locales/en.json:" + expected])
    }

    @Test("bytes that are not UTF-8 are reported at the first of them")
    func invalidUTF8() {
        var bytes = Array("{\n  \"comment.edited\": \"Edit".utf8)
        bytes += [0xC3, 0x28] + Array("\"\n}".utf8)
        let result = LanguagePackChecker.check(
            [LanguagePackSource(path: "Theme/locales/en.json", bytes: bytes)], against: T.catalog)
        #expect(result.problems.map(\.description) == ["Theme/locales/en.json:2:26: the file is not valid UTF-8 text"])
    }

    @Test("a pack larger than the limit is not parsed")
    func tooLarge() {
        let text =
            "{\"comment.edited\": \"" + String(repeating: "a", count: LanguagePackChecker.maximumFileSize) + "\"}"
        #expect(T.problems(text) == ["Theme/locales/en.json:1:1: this language pack is larger than 1 MiB"])
    }

    @Test("nesting deeper than a pack needs is a syntax error, not a deep recursion")
    func deepNesting() {
        let text = "{\"comment.edited\": " + String(repeating: "[", count: 100_000)
        #expect(
            T.problems(text) == [
                "Theme/locales/en.json:1:35: invalid JSON: expected at most 16 levels of nesting"
            ])
    }

    @Test("a file name that is not a language tag")
    func notALanguageTag() {
        let pack = """
            {"comment.edited": "Bearbeitet", "post.feedTitle": "Kommentare zu {title}",
             "comment.replies": {"one": "{count} Antwort", "other": "{count} Antworten"}}
            """
        for name in ["german", "de_AT", "d", "de-", "de-toolongsubtag"] {
            let result = T.check(pack, file: name + ".json")
            #expect(
                result.problems.map(\.description) == [
                    "Theme/locales/\(name).json:1:1: \"\(name)\" is not a language tag; name a pack after its language, as in de.json or pt-BR.json"
                ])
            #expect(result.packs.isEmpty)
        }
    }

    @Test("a language without CLDR data lists the languages there are, and the content is still checked")
    func unknownLanguage() {
        #expect(
            T.problems(
                """
                {"comment.edited": "Edited", "post.feedTitle": "{title}",
                 "comment.replies": {"many": "{count}", "lots": "{count}"}}
                """, file: "xx.json") == [
                    "Theme/locales/xx.json:1:1: there is no CLDR data for the language \"xx\"; the languages there are: "
                        + CLDR.languages.joined(separator: ", "),
                    "Theme/locales/xx.json:2:41: \"lots\" in \"comment.replies\" is not a CLDR plural category (zero, one, two, few, many, other)",
                ])
        #expect(CLDR.languages.count == 17)
    }

    @Test("a regional pack falls back to its language's CLDR data")
    func regionalPack() throws {
        let result = T.check(
            """
            {"comment.edited": "Bearbeitet", "post.feedTitle": "Kommentare zu {title}",
             "comment.replies": {"one": "{count} Antwort", "other": "{count} Antworten"}}
            """, file: "de-AT.json")
        #expect(result.problems.isEmpty)
        let pack = try #require(result.packs["de-AT"])
        #expect(pack.text("comment.replies", count: 1234) == "1.234 Antworten")
    }

    @Test("every problem of every pack is reported together")
    func allProblemsTogether() {
        let sources = [
            T.source("{\"comment.edited\": \"Edited\",}", file: "de.json"),
            T.source("{\"comment.edited\": 1, \"post.feedTitle\": \"{title}\"}", file: "en.json"),
            T.source("{}", file: "english.json"),
        ]
        let problems = LanguagePackChecker.check(sources, against: T.catalog).problems
        #expect(
            problems.map { "\($0.file):\($0.line):\($0.column)" } == [
                "Theme/locales/de.json:1:29",
                "Theme/locales/en.json:1:20", "Theme/locales/en.json:1:1",
                "Theme/locales/english.json:1:1", "Theme/locales/english.json:1:1",
                "Theme/locales/english.json:1:1", "Theme/locales/english.json:1:1",
            ])
    }
}
