import Testing

/// A number where a whole number belongs gets a located message saying what was found: Foundation's
/// decoder calls it invalid JSON, at no path.
@Suite("Numbers that are not whole numbers")
struct NumberMessageTests {
    @Test func aFractionOfALikeIsNamed() async {
        let comment = String(ContentFixtures.comment("c1").dropLast()) + #", "likes": 2.5}"#
        let problems = await ContentFixtures.problems(["comments.json": ContentFixtures.comments([comment])])
        #expect(problems.map(\.description) == ["comments.json:2:139: [0].likes: expected a whole number, found 2.5"])
    }

    @Test func aCountPastTheLargestIntegerIsNamed() async {
        let problems = await ContentFixtures.problems(["site.json": #"{"feedLimit": 1e19}"#])
        #expect(
            problems.map(\.description) == [
                "site.json:1:15: feedLimit: expected a whole number from -9223372036854775808 to 9223372036854775807, found 1e+19"
            ])
    }

    @Test func aNumberPastWhatADoubleHoldsIsNamed() async {
        let problems = await ContentFixtures.problems(["site.json": #"{"threadsPerPage": 1e999}"#])
        #expect(
            problems.map(\.description) == [
                "site.json:1:20: threadsPerPage: expected a whole number from -9223372036854775808 to 9223372036854775807"
            ])
    }
}
