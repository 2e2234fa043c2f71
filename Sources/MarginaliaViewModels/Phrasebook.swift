import Foundation
import MarginaliaDates
import MarginaliaLocale
import MarginaliaText

/// The site's language as the view models write it: every message of the theme's language pack
/// for that language (`SiteMessage`), its plural rules and digit grouping, and CLDR's
/// relative-time phrases. Made once per build from a pack checked against `MessageCatalog.site`,
/// and shared by every view model (through `DateContext`, or given directly to those without
/// dates).
public struct Phrasebook: Sendable, Equatable {
    /// One object for the whole build, so that comparing the view models of two builds (which
    /// every comment cell does) is one pointer comparison when the language did not change.
    private final class Storage: Sendable {
        let pack: LanguagePack
        let relativeTime: RelativeTimePhrases
        /// `browserRelativeDateRules`, made once with the words.
        let browserRules: [RelativeDateRule]?
        /// The counted phrases of `RelativeDateRule.standard`'s buckets, at the same positions, by
        /// count: every count of a closed bucket and the first hundred of the open one (every
        /// comment shows one, so they are written once rather than per comment).
        let pastPhrases: [[String]]
        /// The text of every message without placeholders.
        let fixedTexts: [SiteMessage: String]
        /// The text of every counted message whose only placeholder is the count, by count, for
        /// counts below a hundred: comments show several, so they are not written per comment.
        let countedTexts: [SiteMessage: [String]]
        /// Every message not counted, as the pack has it.
        let patterns: [SiteMessage: MessagePattern]
        /// Every message with one placeholder and not counted, split around it: a comment shows
        /// "in reply to {name}" around markup of its own.
        let splitTexts: [SiteMessage: (placeholder: String, before: String, after: String)]

        init(pack: LanguagePack, relativeTime: RelativeTimePhrases, browserRules: [RelativeDateRule]?) {
            self.pack = pack
            var fixedTexts: [SiteMessage: String] = [:]
            var countedTexts: [SiteMessage: [String]] = [:]
            var splitTexts: [SiteMessage: (placeholder: String, before: String, after: String)] = [:]
            var patterns: [SiteMessage: MessagePattern] = [:]
            for message in SiteMessage.allCases {
                let declaration = message.declaration
                patterns[message] = pack.pattern(message.rawValue)
                if !declaration.isCounted, declaration.placeholders.count == 1,
                    let name = declaration.placeholders.first,
                    let parts = pack.parts(message.rawValue, around: name)
                {
                    splitTexts[message] = (name, parts.before, parts.after)
                }
                guard declaration.placeholders.isEmpty else { continue }
                if declaration.isCounted {
                    countedTexts[message] = (0..<100).map { pack.text(message.rawValue, count: $0) ?? "" }
                } else {
                    fixedTexts[message] = pack.text(message.rawValue) ?? ""
                }
            }
            self.fixedTexts = fixedTexts
            self.countedTexts = countedTexts
            self.splitTexts = splitTexts
            self.patterns = patterns
            self.relativeTime = relativeTime
            self.browserRules = browserRules
            pastPhrases = zip(RelativeDateRule.standard, Phrasebook.standardPhrases).map { rule, phrase in
                guard case .past(let unit) = phrase else { return [] }
                let largest = rule.below.map { ($0 - 1) / max(1, rule.unit) } ?? 100
                return (0...largest).map { count in
                    relativeTime.past(unit, count: count, formattedCount: pack.integerFormat.string(for: count))
                }
            }
        }
    }

    private let storage: Storage

    /// The messages of `pack`, which `LanguagePackChecker` checked against `MessageCatalog.site`;
    /// nil when Marginalia has no CLDR data for its language (the checker reports such a pack).
    public init?(pack: LanguagePack) {
        guard let relativeTime = RelativeTimePhrases(language: pack.language) else { return nil }
        // The browser's rules are made from the words themselves, so first without them.
        let words = Phrasebook(storage: Storage(pack: pack, relativeTime: relativeTime, browserRules: nil))
        storage = Storage(pack: pack, relativeTime: relativeTime, browserRules: words.makeBrowserRelativeDateRules())
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Marginalia's relative-date buckets in this language for the theme's `relative-dates.js`,
    /// with a form per plural category the counts take; `nil` when they cannot write this
    /// language's text (see `makeBrowserRelativeDateRules()`). Made once, with the words.
    public var browserRelativeDateRules: [RelativeDateRule]? { storage.browserRules }

    /// The pack's language tag, such as "de".
    public var language: String { storage.pack.language }

    public static func == (lhs: Phrasebook, rhs: Phrasebook) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.pack == rhs.storage.pack
    }
}

extension Phrasebook {
    /// The message, its placeholders filled from `values`. (A checked pack has every message;
    /// an unchecked one would show nothing for a message it lacks.)
    public func text(_ message: SiteMessage, _ values: KeyValuePairs<String, String> = [:]) -> String {
        if values.isEmpty, let fixed = storage.fixedTexts[message] { return fixed }
        // A message has a placeholder or two: they are found among the values one by one.
        return storage.patterns[message]?.text { name in values.first { $0.key == name }?.value } ?? ""
    }

    /// The counted message in the form `count` takes, `{count}` grouped as the language does.
    public func text(_ message: SiteMessage, count: Int) -> String {
        if let known = storage.countedTexts[message], known.indices.contains(count) { return known[count] }
        return storage.pack.text(message.rawValue, count: count) ?? ""
    }

    /// The message split around its placeholder `name`, which is shown as `value`: for a template
    /// that puts the value in markup of its own (`<bdi>`, `<time>`). The other placeholders are
    /// filled from `values`.
    public func text(
        _ message: SiteMessage, around name: String, value: String, _ values: [String: String] = [:]
    ) -> NameInText {
        if values.isEmpty, let split = storage.splitTexts[message], split.placeholder == name {
            return NameInText(before: split.before, name: value, after: split.after)
        }
        let parts = storage.pack.parts(message.rawValue, around: name, values) ?? (before: "", after: "")
        return NameInText(before: parts.before, name: value, after: parts.after)
    }

    /// A count as the language writes it ("1.234" in German).
    public func number(_ count: Int) -> String {
        storage.pack.integerFormat.string(for: count)
    }

    /// How long before `now` `date` was, in the language's words (CLDR's relative-time phrases)
    /// and Marginalia's buckets (`RelativeDateRule.standard`): "now", "5 minutes ago", "yesterday".
    public func relative(_ date: Date, now: Date) -> String {
        let rules = RelativeDateRule.standard
        guard let (index, count) = RelativeDate.bucket(forAge: now.timeIntervalSince(date), rules: rules),
            index < Self.standardPhrases.count
        else { return "" }
        let phrases = storage.relativeTime
        switch Self.standardPhrases[index] {
        case .now: return phrases.now
        case .yesterday: return phrases.yesterday
        case .past(let unit):
            let known = storage.pastPhrases[index]
            return known.indices.contains(count)
                ? known[count] : phrases.past(unit, count: count, formattedCount: number(count))
        }
    }

    /// What each bucket of `RelativeDateRule.standard` says, at the same positions.
    enum RelativePhrase: Equatable {
        case now, yesterday
        case past(RelativeTimeUnit)
    }

    static let standardPhrases: [RelativePhrase] = [
        .now, .past(.minute), .past(.hour), .yesterday, .past(.day), .past(.week), .past(.month), .past(.year),
    ]
}
