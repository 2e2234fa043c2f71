import Foundation
import MarginaliaTemplates
import Testing

@testable import MarginaliaSite

/// Plants each kind of mistake the checker promises to stop, in turn, into every template of the
/// bundled theme where it applies, loads the theme against the real view-model declarations,
/// and checks that each one is reported, at the planted place.
@Suite("Mistakes planted in the bundled theme")
struct ThemeMutationTests {
    /// The number fields the bundled theme prints (`{{{pixels}}}` is no mistake); every other
    /// value it prints with `{{name}}` is text.
    static let numberFields: Set<String> = ["pixels", "number"]
    /// The flags (Bool fields) of the view models (`Sources/MarginaliaSite/Rendering/TemplateBindings`).
    static let flagFields: Set<String> = [
        "isLarge", "loadsLazily", "isEdited", "hasReplies", "isFriend", "hasDescription", "hasContactDetails",
        "hasComments", "isEmpty", "hasPosts", "hasActivity", "isPaginated", "isCurrent",
    ]

    /// The lists the bundled theme repeats whose elements have no field of the same name, so
    /// that the same name inside means the same list (`replies` inside a reply is the reply's).
    static let listFields: Set<String> = ["posts", "friends", "comments", "shownComments", "entries", "urls", "pages"]

    static func mutants(of theme: [String: String]) -> [ThemeMutant] {
        var mutants: [ThemeMutant] = []
        for (name, text) in theme.sorted(by: { $0.key < $1.key }) {
            let tags = ThemeTag.all(in: text)
            let end = text.utf8.count
            for tag in tags {
                let range = tag.start..<tag.end
                // Text written unescaped: `{{x}}` as `{{{x}}}`, as `{{&x}}`, and as a section over
                // the text that writes its top unescaped.
                if tag.sigil.isEmpty, !numberFields.contains(String(tag.name.split(separator: ".").last ?? "")) {
                    mutants.append(
                        ThemeMutant(
                            "unescaped text", in: theme, template: name, replacing: range, with: "{{{\(tag.name)}}}",
                            reportedAt: tag.start, matches: isUnescapedText))
                    mutants.append(
                        ThemeMutant(
                            "unescaped text (&)", in: theme, template: name, replacing: range,
                            with: "{{&\(tag.name)}}", reportedAt: tag.start, matches: isUnescapedText))
                    if tag.name != "." {
                        let section = "{{#\(tag.name)}}"
                        mutants.append(
                            ThemeMutant(
                                "unescaped top of a section over text", in: theme, template: name, replacing: range,
                                with: section + "{{{.}}}{{/\(tag.name)}}", reportedAt: tag.start + section.utf8.count,
                                matches: isUnescapedText))
                    }
                }
                // A flag printed as text, inside its own section.
                if tag.sigil == "#", flagFields.contains(String(tag.name.split(separator: ".").last ?? "")) {
                    mutants.append(
                        ThemeMutant(
                            "flag printed", in: theme, template: name, replacing: tag.end..<tag.end,
                            with: "{{\(tag.name)}}", reportedAt: tag.end
                        ) {
                            if case .flagPrintedAsText = $0 { true } else { false }
                        })
                }
                // A list repeated inside its own repetition.
                if tag.sigil == "#", listFields.contains(tag.name) {
                    mutants.append(
                        ThemeMutant(
                            "list inside itself", in: theme, template: name, replacing: tag.end..<tag.end,
                            with: "{{#\(tag.name)}}{{/\(tag.name)}}", reportedAt: tag.end
                        ) {
                            if case .listInsideItself = $0 { true } else { false }
                        })
                }
                // A misspelt block of a parent call: two letters swapped.
                if tag.sigil == "$", tag.inParentCall, tag.name.count > 2 {
                    let original = tag.name
                    var letters = Array(original)
                    letters.swapAt(1, 2)
                    let misspelt = String(letters)
                    // The closing tag comes after the opening one, whose offsets stay as they were.
                    var edited = Array(
                        text.replacingOccurrences(of: "{{/\(original)}}", with: "{{/\(misspelt)}}").utf8)
                    edited.replaceSubrange(range, with: Array("{{$\(misspelt)}}".utf8))
                    var templates = theme
                    templates[name] = String(decoding: edited, as: UTF8.self)
                    mutants.append(
                        ThemeMutant(
                            "unknown block", in: templates, template: name, replacing: 0..<0, with: "",
                            reportedAt: tag.start
                        ) {
                            guard case .unknownBlock(let block, _, let suggestion) = $0 else { return false }
                            return block == misspelt && suggestion == original
                        })
                }
                // Text inside a parent call, outside its blocks.
                if tag.sigil == "<" {
                    mutants.append(
                        ThemeMutant(
                            "text outside blocks", in: theme, template: name, replacing: tag.end..<tag.end,
                            with: "oops", reportedAt: tag.end
                        ) {
                            if case .contentOutsideBlocks = $0 { true } else { false }
                        })
                }
            }
            // The template extends itself, and includes itself with the same data.
            mutants.append(
                ThemeMutant(
                    "parent extends itself", in: theme, template: name, replacing: end..<end,
                    with: "{{<\(name)}}{{/\(name)}}", reportedAt: end
                ) {
                    if case .parentCycle(let cycle) = $0 { cycle == [name, name] } else { false }
                })
            mutants.append(
                ThemeMutant(
                    "partial includes itself", in: theme, template: name, replacing: end..<end,
                    with: "{{>\(name)}}", reportedAt: end
                ) {
                    if case .endlessRecursion(let cycle) = $0 {
                        cycle.first == name && cycle.last == name
                    } else {
                        false
                    }
                })
            // The parent extends a page that extends it.
            if tags.contains(where: { $0.sigil == "<" }), let parent = tags.first(where: { $0.sigil == "<" })?.name {
                let parentEnd = theme[parent, default: ""].utf8.count
                mutants.append(
                    ThemeMutant(
                        "parent extends a page extending it", in: theme, template: parent,
                        replacing: parentEnd..<parentEnd, with: "{{<\(name)}}{{/\(name)}}", reportedAt: parentEnd
                    ) {
                        if case .parentCycle(let cycle) = $0 { cycle == [parent, name, parent] } else { false }
                    })
            }
            // An unknown pragma on the first line.
            mutants.append(
                ThemeMutant(
                    "unknown pragma", in: theme, template: name, replacing: 0..<0,
                    with: "{{% CONTENT_TYPE: TEXT }}\n", reportedAt: 0
                ) {
                    if case .unknownPragma = $0 { true } else { false }
                })
            // A copy that nothing reaches.
            mutants.append(
                ThemeMutant("unreachable template", adding: name + "-unused", text: text, to: theme) {
                    if case .unreachableTemplate(let template) = $0 { template == name + "-unused" } else { false }
                })
        }
        return mutants
    }

    private static let isUnescapedText: @Sendable (MarginaliaTemplates.TemplateProblem.Kind) -> Bool = {
        if case .unescapedText = $0 { true } else { false }
    }

    /// Whether loading `mutant` reports it at its place.
    static func isCaught(_ mutant: ThemeMutant) -> Bool {
        let file = "\(PackagePaths.templates)/\(mutant.template).mustache"
        let reported: [MarginaliaTemplates.TemplateProblem]
        do {
            let library = try TemplateLibrary(
                templates: mutant.templates, roots: TemplateRenderer.roots(for: mutant.templates),
                origin: PackagePaths.templates)
            guard mutant.isWarning else { return false }
            reported = library.warnings
        } catch {
            guard !mutant.isWarning else { return false }
            reported = error.problems
        }
        return reported.contains {
            $0.file == file && $0.line == mutant.line && $0.column == mutant.column && mutant.matches($0.kind)
        }
    }

    @Test func theBundledThemeLoadsWithoutProblemsOrWarnings() throws {
        let theme = try BundledTheme.read().templates
        let library = try TemplateLibrary(
            templates: theme, roots: TemplateRenderer.roots(for: theme), origin: PackagePaths.templates)
        #expect(library.warnings.isEmpty)
    }

    @Test func everyPlantedMistakeIsStoppedAtItsPlace() throws {
        let theme = try BundledTheme.read().templates
        let mutants = Self.mutants(of: theme)
        var planted: [String: Int] = [:]
        var caught: [String: Int] = [:]
        for mutant in mutants {
            planted[mutant.kind, default: 0] += 1
            if Self.isCaught(mutant) {
                caught[mutant.kind, default: 0] += 1
            } else {
                Issue.record("not caught: \(mutant)")
            }
        }
        for (kind, count) in planted.sorted(by: { $0.key < $1.key }) {
            print("mutants \(kind): planted \(count), caught \(caught[kind, default: 0])")
        }
        let total = caught.values.reduce(0, +)
        print("mutants: planted \(mutants.count), caught \(total)")
        #expect(total == mutants.count)
        // Every kind applies somewhere, and the issue's example is among the mutants.
        #expect(planted.count == 12)
        #expect(
            mutants.contains {
                $0.templates["partials/comment-cell"]?.contains("{{#displayName}}{{{.}}}{{/displayName}}") == true
            })
    }
}
