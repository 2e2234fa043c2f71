import Benchmark
import MarginaliaModels
import MarginaliaText

/// `String.attributeEscaped` (UTF-8 bytes) against an escaper that walks `Character`s, the
/// obvious way to write one, on 1,000 comment bodies.
func escapingBenchmarks() {
    let bodies = (0..<1_000).map { Inputs.body($0) }
    precondition(bodies.map(\.attributeEscaped) == bodies.map(characterEscaped), "the escapers disagree on the input")

    Benchmark("HTML escaping: ours") { benchmark in
        for _ in benchmark.scaledIterations {
            for body in bodies { blackHole(body.attributeEscaped) }
        }
    }
    Benchmark("HTML escaping: Character-based") { benchmark in
        for _ in benchmark.scaledIterations {
            for body in bodies { blackHole(characterEscaped(body)) }
        }
    }
}

/// The straightforward escaper: one `Character` at a time.
func characterEscaped(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        default: escaped.append(character)
        }
    }
    return escaped
}
