import Benchmark
import Foundation
import MarginaliaLocale
import MarginaliaModels
import MarginaliaViewModels

/// The hand-written date code against Foundation's format styles, 1,000 dates each: reading
/// ISO 8601 (`ISO8601Text.date(from:)`), writing it (`ISO8601Text.string(from:)`), and the
/// readable absolute date (`DateContext.absolute`, English in UTC).
func dateBenchmarks() {
    let texts = Inputs.timestamps(1_000)
    // Half the timestamps are whole seconds in UTC (ours converts those itself), a quarter have
    // fractions and a quarter offsets (ours checks them, then asks Foundation too).
    func foundationDate(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }
    precondition(texts.map(ISO8601Text.date(from:)) == texts.map(foundationDate), "the ISO 8601 readers disagree")
    Benchmark("ISO 8601 reading: ours") { benchmark in
        for _ in benchmark.scaledIterations {
            for text in texts { blackHole(ISO8601Text.date(from: text)) }
        }
    }
    Benchmark("ISO 8601 reading: Date.ISO8601FormatStyle") { benchmark in
        for _ in benchmark.scaledIterations {
            for text in texts { blackHole(foundationDate(text)) }
        }
    }

    // What generated and exported fixtures hold: whole seconds in UTC only.
    let utcTexts = texts.filter { $0.hasSuffix("Z") && !$0.contains(".") }
    Benchmark("ISO 8601 reading, UTC seconds: ours") { benchmark in
        for _ in benchmark.scaledIterations {
            for text in utcTexts { blackHole(ISO8601Text.date(from: text)) }
        }
    }
    Benchmark("ISO 8601 reading, UTC seconds: Date.ISO8601FormatStyle") { benchmark in
        for _ in benchmark.scaledIterations {
            for text in utcTexts { blackHole(foundationDate(text)) }
        }
    }

    let dates = texts.compactMap(ISO8601Text.date(from:))
    let writer = Date.ISO8601FormatStyle(timeZone: .gmt)
    precondition(dates.map(ISO8601Text.string(from:)) == dates.map(writer.format), "the ISO 8601 writers disagree")
    Benchmark("ISO 8601 writing: ours") { benchmark in
        for _ in benchmark.scaledIterations {
            for date in dates { blackHole(ISO8601Text.string(from: date)) }
        }
    }
    Benchmark("ISO 8601 writing: Date.ISO8601FormatStyle") { benchmark in
        for _ in benchmark.scaledIterations {
            for date in dates { blackHole(writer.format(date)) }
        }
    }

    let theme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates").path
    guard let english = try? LanguagePackFolder.load(themeDirectory: theme, catalog: .site)["en"],
        let words = Phrasebook(pack: english)
    else { fatalError("the bundled English pack does not load") }
    let context = DateContext(now: Date(timeIntervalSince1970: 1_795_000_000), phrases: words)
    var style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en"), timeZone: .gmt)
    style.calendar = Calendar(identifier: .gregorian)
    let absolute = style
    precondition(dates.map(context.absolute) == dates.map(absolute.format), "the absolute dates disagree")
    Benchmark("absolute dates: ours") { benchmark in
        for _ in benchmark.scaledIterations {
            for date in dates { blackHole(context.absolute(date)) }
        }
    }
    Benchmark("absolute dates: Date.FormatStyle") { benchmark in
        for _ in benchmark.scaledIterations {
            for date in dates { blackHole(absolute.format(date)) }
        }
    }
}
