import Foundation
import MarginaliaModels
import MarginaliaText

/// Checks the payload as an untrusted URL and as untrusted text. Invariants:
/// - `SafeURL.checked` gives `nil` or the trimmed text, whose scheme is one of those allowed (as
///   `URLComponents` reads it too), with no white space or control characters, and for `http`
///   and `https` a host;
/// - `SafeURL.checkedImageSource` gives `nil`, the safe `http`/`https` URL, or a path on the site
///   itself that no browser reads as another scheme or host (`URLComponents` finds neither);
/// - `withoutControlCharacters` leaves none, and a second pass changes nothing;
/// - `trimmed` leaves no white space at either end, and a second pass changes nothing;
/// - the byte shortcuts agree with the general rules they stand in for: `SafeURL.checked` with
///   `checkedByCharacters`, `trimmed` with `trimmedByScalars`, `ISO8601Text.date(from:)` with
///   Foundation's reading, and `ISO8601Text.string(from:)` with Foundation's writing.
struct TextCheck {
    let text: String

    init(payload: [UInt8]) {
        text = String(decoding: payload, as: UTF8.self)
    }

    func run() throws(FuzzFailure) {
        for schemes in [SafeURL.linkSchemes, SafeURL.imageSchemes] {
            guard let safe = SafeURL.checked(text, schemes: schemes) else { continue }
            try check(safe, schemes: schemes)
        }
        if let source = SafeURL.checkedImageSource(text) {
            try checkImageSource(source)
        }
        let clean = text.withoutControlCharacters
        if let scalar = clean.unicodeScalars.first(where: Self.isControl) {
            throw failure("withoutControlCharacters left U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
        if clean.withoutControlCharacters != clean { throw failure("withoutControlCharacters is not idempotent") }
        let trimmed = text.trimmed
        if trimmed.unicodeScalars.first?.properties.isWhitespace == true
            || trimmed.unicodeScalars.last?.properties.isWhitespace == true
        {
            throw failure("trimmed left white space: \(trimmed.debugDescription)")
        }
        if trimmed.trimmed != trimmed { throw failure("trimmed is not idempotent") }
        try checkShortcuts()
    }

    private func checkShortcuts() throws(FuzzFailure) {
        for schemes in [SafeURL.linkSchemes, SafeURL.imageSchemes] {
            let fast = SafeURL.checked(text, schemes: schemes)
            let general = SafeURL.checkedByCharacters(text, schemes: schemes)
            if fast != general {
                throw failure(
                    "SafeURL.checked gives \(fast.debugDescription), the character rule \(general.debugDescription)")
            }
        }
        if text.trimmed != text.trimmedByScalars {
            throw failure(
                "trimmed gives \(text.trimmed.debugDescription), the scalar rule \(text.trimmedByScalars.debugDescription)"
            )
        }
        let date = ISO8601Text.date(from: text)
        if date != ISO8601Text.foundationDate(from: text) {
            throw failure(
                "ISO8601Text.date(from:) gives \(String(describing: date)), Foundation \(String(describing: ISO8601Text.foundationDate(from: text)))"
            )
        }
        if let date, ISO8601Text.string(from: date) != Date.ISO8601FormatStyle(timeZone: .gmt).format(date) {
            throw failure(
                "ISO8601Text.string(from:) gives \(ISO8601Text.string(from: date)), Foundation \(Date.ISO8601FormatStyle(timeZone: .gmt).format(date))"
            )
        }
    }

    private func check(_ safe: String, schemes: Set<String>) throws(FuzzFailure) {
        func failure(_ message: String) -> FuzzFailure {
            FuzzFailure(
                .text,
                "SafeURL.checked(\(text.debugDescription), schemes: \(schemes.sorted())) = \(safe.debugDescription): \(message)"
            )
        }
        guard safe == text.trimmed else { throw failure("not the trimmed input") }
        guard let colon = safe.firstIndex(of: ":"), schemes.contains(safe[..<colon].lowercased()) else {
            throw failure("the scheme is not allowed")
        }
        if let parsed = URLComponents(string: safe)?.scheme, parsed.lowercased() != safe[..<colon].lowercased() {
            throw failure("URLComponents reads the scheme as \(parsed)")
        }
        if safe.unicodeScalars.contains(where: { $0.properties.isWhitespace || Self.isControl($0) }) {
            throw failure("white space or a control character")
        }
        let scheme = safe[..<colon].lowercased()
        if scheme == "http" || scheme == "https" {
            let rest = safe[safe.index(after: colon)...]
            guard rest.hasPrefix("//"), rest.count > 2 else { throw failure("no host") }
        }
    }

    private func checkImageSource(_ source: String) throws(FuzzFailure) {
        func failure(_ message: String) -> FuzzFailure {
            FuzzFailure(
                .text, "SafeURL.checkedImageSource(\(text.debugDescription)) = \(source.debugDescription): \(message)")
        }
        if let remote = SafeURL.checked(text, schemes: SafeURL.imageSchemes) {
            guard source == remote else { throw failure("not the checked remote URL \(remote.debugDescription)") }
            return
        }
        guard !source.hasPrefix("//"), !source.contains("\\") else { throw failure("it can name another host") }
        guard !source.prefix(while: { $0 != "/" }).contains(":") else { throw failure("a scheme") }
        if source.unicodeScalars.contains(where: { $0.properties.isWhitespace || Self.isControl($0) }) {
            throw failure("white space or a control character")
        }
        if let parsed = URLComponents(string: source), parsed.scheme != nil || parsed.host != nil {
            throw failure("URLComponents reads a scheme \(parsed.scheme ?? "-") or host \(parsed.host ?? "-")")
        }
    }

    private func failure(_ message: String) -> FuzzFailure {
        FuzzFailure(.text, "\(message), for \(text.debugDescription)")
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
