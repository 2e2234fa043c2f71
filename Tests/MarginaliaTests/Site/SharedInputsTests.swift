import Foundation
import MarginaliaModels
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@testable import MarginaliaSite

/// The inputs every page shares are one list (`SharedInputs`): `serve` renders every page again
/// when one differs, and `build` keeps no page whose fingerprint covers another value. A field added
/// to the list fails `everyFieldHasAChange` until it gets a row here, and the row shows that both
/// comparisons see it.
@Suite("The inputs every page shares")
struct SharedInputsTests {
    static let base = SharedInputs(
        config: SiteConfig(), templates: Fingerprint(), markdown: "cmark 0.31.1", referenceDate: TestDates.now,
        avatars: AvatarMap(policy: .hotlink), imageOrigins: [], words: TestWords.english)

    /// One change per stored field, by its name.
    static let changes: [(field: String, change: @Sendable (SharedInputs) -> SharedInputs)] = [
        ("config", { with($0, config: SiteConfig(title: "Another title")) }),
        (
            "templates",
            {
                var templates = $0.templates
                templates.combine("edited")
                return with($0, templates: templates)
            }
        ),
        ("markdown", { with($0, markdown: "cmark 0.30.2") }),
        ("referenceDate", { with($0, referenceDate: $0.referenceDate.addingTimeInterval(1)) }),
        (
            "avatars",
            {
                with(
                    $0,
                    avatars: AvatarMap(
                        policy: .hotlink, localPaths: ["https://a.example/1.png": "assets/avatars/1.png"]))
            }
        ),
        ("imageOrigins", { with($0, imageOrigins: ["https://images.example"]) }),
        ("words", { with($0, words: TestWords.words("de")) }),
    ]

    @Test func everyFieldHasAChange() {
        #expect(Mirror(reflecting: Self.base).children.compactMap(\.label) == Self.changes.map(\.field))
    }

    @Test(arguments: changes.map(\.field))
    func aChangedFieldIsSeenByBothPaths(_ field: String) throws {
        let change = try #require(Self.changes.first { $0.field == field }).change
        let changed = change(Self.base)
        #expect(changed != Self.base, "serve would not render the pages again after a change of \(field)")
        #expect(
            changed.fingerprint != Self.base.fingerprint, "build would keep pages made before a change of \(field)")
    }

    private static func with(
        _ inputs: SharedInputs, config: SiteConfig? = nil, templates: Fingerprint? = nil, markdown: String? = nil,
        referenceDate: Date? = nil, avatars: AvatarMap? = nil, imageOrigins: [String]? = nil, words: Phrasebook? = nil
    ) -> SharedInputs {
        SharedInputs(
            config: config ?? inputs.config, templates: templates ?? inputs.templates,
            markdown: markdown ?? inputs.markdown, referenceDate: referenceDate ?? inputs.referenceDate,
            avatars: avatars ?? inputs.avatars, imageOrigins: imageOrigins ?? inputs.imageOrigins,
            words: words ?? inputs.words)
    }
}
