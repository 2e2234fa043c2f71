import MarginaliaTemplates
import Testing

/// Templates stitched from fragments of tags, delimiters and line breaks: loading either succeeds
/// or reports problems, and rendering what loads never traps.
@Suite("Arbitrary templates")
struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    /// Partial and parent tags only go into `page`, so `p` cannot include itself through a
    /// text section (an endless render the checker cannot rule out; rendering stops it).
    static let fragments = [
        "{{", "}}", "{{{", "}}}", "#", "^", "/", "!", "&", ">", "<", "$", "=", "%", "*", ".", " ", "  ", "\t", "\n",
        "\r\n", "\r",
        "x", "é", "title", "comments", "isOpen", "text", "p", "b", "{{#isOpen}}", "{{/isOpen}}", "{{#comments}}",
        "{{/comments}}",
        "{{=<% %>=}}", "<%", "%>", "{{$b}}", "{{/b}}", "{{.}}", "{{.title}}", "{{author.name}}",
    ]
    static let references = ["{{>p}}", "{{<p}}", "{{/p}}", "{{>q}}"]

    static func template(_ generator: inout Generator, _ fragments: [String]) -> String {
        (0..<Int.random(in: 0...24, using: &generator)).map { _ in fragments.randomElement(using: &generator)! }
            .joined()
    }

    @Test(arguments: 0..<8)
    func loadingReportsAndRenderingNeverTraps(_ seed: UInt64) {
        var generator = Generator(state: seed)
        let page = TestPage(
            title: "t", comments: [TestComment(text: "c", replies: [TestComment(text: "r")])],
            author: TestAuthor(name: "n"))
        for _ in 0..<250 {
            let templates = [
                "page": Self.template(&generator, Self.fragments + Self.references),
                "p": Self.template(&generator, Self.fragments),
            ]
            do {
                _ = try library(templates).render(page, template: "page")
            } catch {
                #expect(!error.problems.isEmpty)
                #expect(error.problems.allSatisfy { $0.line >= 1 && $0.column >= 1 })
            }
            let dynamicRoot = TemplateRoot("page", TemplateValue.self)
            if let dynamic = try? TemplateLibrary(templates: templates, roots: [dynamicRoot], origin: "T") {
                _ = dynamic.render(TemplateValue.nothing, template: "page")
            }
        }
    }
}
