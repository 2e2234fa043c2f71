import Foundation
import MarginaliaTemplates
import Testing

/// The official Mustache spec, read from `../shared/mustache-spec` beside the repository or from
/// `MUSTACHE_SPEC_DIR` (never downloaded, never copied here). Cases are keyed by file and index,
/// since names repeat.
enum SpecSuite {
    static let directory: String? = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"],
            repository.deletingLastPathComponent().appendingPathComponent("shared/mustache-spec").path,
        ]
        return candidates.compactMap { $0 }.first {
            FileManager.default.fileExists(atPath: $0 + "/specs/comments.json")
        }
    }()

    static let skipReason: Comment =
        "the Mustache spec was found neither in ../shared/mustache-spec nor in MUSTACHE_SPEC_DIR"

    static func load(_ file: String) throws -> [SpecFile.Case] {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(directory ?? "")/specs/\(file).json"))
        return try JSONDecoder().decode(SpecFile.self, from: data).tests
    }

    /// The template library for one case: the template is the root `spec`, rendered with its data.
    static func library(for test: SpecFile.Case) throws(TemplateLoadError) -> TemplateLibrary {
        var templates = test.partials ?? [:]
        templates["spec"] = test.template
        let root = TemplateRoot("spec", TemplateValue.self, lambdas: test.data.lambdaNames)
        return try TemplateLibrary(templates: templates, roots: [root], origin: "spec")
    }
}

@Suite("Mustache spec")
struct SpecTests {
    @Test(
        "Required modules render every case",
        .enabled(if: SpecSuite.directory != nil, SpecSuite.skipReason),
        arguments: ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"]
    )
    func requiredModule(_ file: String) throws {
        let tests = try SpecSuite.load(file)
        var passed = 0
        for (index, test) in tests.enumerated() {
            do {
                let rendered = try SpecSuite.library(for: test).render(test.data.templateValue, template: "spec")
                if rendered == test.expected {
                    passed += 1
                } else {
                    Issue.record(
                        "\(file)[\(index)] \(test.name): expected \(test.expected.debugDescription), rendered \(rendered.debugDescription)"
                    )
                }
            } catch {
                Issue.record("\(file)[\(index)] \(test.name): \(error)")
            }
        }
        print("spec \(file): \(passed)/\(tests.count)")
        #expect(passed == tests.count)
    }

    @Test(
        "Optional modules are declined with a located load error",
        .enabled(if: SpecSuite.directory != nil, SpecSuite.skipReason),
        arguments: ["~lambdas", "~dynamic-names"]
    )
    func declinedModule(_ file: String) throws {
        let tests = try SpecSuite.load(file)
        var declined = 0
        for (index, test) in tests.enumerated() {
            do {
                _ = try SpecSuite.library(for: test)
                Issue.record("\(file)[\(index)] \(test.name): loaded without a problem")
            } catch {
                let located = error.problems.contains { problem in
                    switch problem.kind {
                    case .declinedLambda, .declinedDynamicName: problem.line >= 1 && problem.column >= 1
                    default: false
                    }
                }
                if located { declined += 1 } else { Issue.record("\(file)[\(index)] \(test.name): \(error)") }
            }
        }
        print("spec \(file): \(declined)/\(tests.count) declined")
        #expect(declined == tests.count)
    }
}
