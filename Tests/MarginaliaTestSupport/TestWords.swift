import Foundation
import MarginaliaLocale
import MarginaliaViewModels

/// The bundled theme's language packs (`Templates/locales/`), read once from the repository and
/// checked against `MessageCatalog.site`, for tests of view models and pages.
package enum TestWords {
    /// Every shipped pack by its tag; a pack that does not check stops the test run.
    package static let packs: [String: LanguagePack] = {
        let theme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates").path
        do {
            return try LanguagePackFolder.load(themeDirectory: theme, catalog: .site)
        } catch {
            fatalError("the bundled language packs do not check:\n\(error)")
        }
    }()

    /// The words of the shipped pack `tag`.
    package static func words(_ tag: String) -> Phrasebook {
        guard let pack = packs[tag], let words = Phrasebook(pack: pack) else {
            fatalError("the bundled theme has no pack \(tag)")
        }
        return words
    }

    /// The English pack's words.
    package static let english = words("en")
}
