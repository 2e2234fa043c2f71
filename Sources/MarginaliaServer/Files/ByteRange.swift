/// What a `GET` with a `Range` header asks of a representation of a given size (RFC 9110,
/// section 14): one range of bytes (`bytes=a-b`, `bytes=a-`, `bytes=-n`), or the whole.
///
/// Media players need it: Safari will not play audio or video from a server that cannot send
/// part of a file. Only a single range is served. A request for several ranges is answered with
/// the whole representation (200), which RFC 9110 allows ("a server MAY ignore the Range header
/// field"), and so is a header in another unit or one that does not parse.
///
/// The header is a stranger's text: positions of any length are read without arithmetic that
/// can trap. A position too large for an `Int` reads as `Int.max`, which lies past the end of
/// every representation, so `bytes=99999999999999999999999-` is unsatisfiable (416) and
/// `bytes=0-99999999999999999999999` is the whole file from its first byte (206).
enum ByteRange: Equatable, Sendable {
    /// Send everything, with status 200.
    case whole
    /// Send these bytes (offsets into the representation), with status 206.
    case part(Range<Int>)
    /// No range in the header lies within the representation: status 416.
    case unsatisfiable

    /// The answer to a `Range` header (`nil`: none) for a representation of `size` bytes.
    init(header: String?, size: Int) {
        guard let header, size >= 0, let specs = Self.rangeSpecs(header) else {
            self = .whole
            return
        }
        guard specs.count == 1 else {
            // Several ranges would need a multipart/byteranges body: the whole file serves as well.
            self = .whole
            return
        }
        let spec = specs[0]
        switch (spec.first, spec.last) {
        case (let first?, let last):
            guard first < size else {
                self = .unsatisfiable
                return
            }
            // `first < size`, so `size - 1` is the last byte there is, and `+ 1` cannot pass `size`.
            self = .part(first..<(min(last ?? (size - 1), size - 1) + 1))
        case (nil, let suffix?):
            guard suffix > 0 else {
                self = .unsatisfiable
                return
            }
            // An empty representation has no bytes to name in a Content-Range: send it whole.
            // A suffix longer than the representation is all of it (RFC 9110, section 14.1.2).
            self = size == 0 ? .whole : .part((suffix >= size ? 0 : size - suffix)..<size)
        case (nil, nil):
            self = .whole
        }
    }

    /// The range specifications of a `bytes=` header; `nil` if the header is malformed, names
    /// another unit, or has a range whose last position is before its first.
    private static func rangeSpecs(_ header: String) -> [(first: Int?, last: Int?)]? {
        let trimmed = Substring(header).trimmingWhitespace()
        guard trimmed.lowercased().hasPrefix("bytes=") else { return nil }
        var specs: [(first: Int?, last: Int?)] = []
        for part in trimmed.dropFirst("bytes=".count).split(separator: ",", omittingEmptySubsequences: false) {
            let spec = part.trimmingWhitespace()
            // An empty element (`bytes=0-1,,2-3`) is allowed by the grammar's list rule.
            if spec.isEmpty { continue }
            guard let dash = spec.firstIndex(of: "-") else { return nil }
            let firstText = spec[..<dash]
            let lastText = spec[spec.index(after: dash)...]
            let first = firstText.isEmpty ? nil : Self.position(firstText)
            let last = lastText.isEmpty ? nil : Self.position(lastText)
            guard firstText.isEmpty || first != nil, lastText.isEmpty || last != nil, first != nil || last != nil else {
                return nil
            }
            // Compared as written: clamping could make a last position before its first equal to it.
            if first != nil, last != nil, Self.isLess(lastText, than: firstText) { return nil }
            specs.append((first, last))
        }
        return specs.isEmpty ? nil : specs
    }

    /// Whether one run of digits names a smaller number than another, at any length.
    private static func isLess(_ left: Substring, than right: Substring) -> Bool {
        let left = left.drop { $0 == "0" }
        let right = right.drop { $0 == "0" }
        return left.count != right.count ? left.count < right.count : left.lexicographicallyPrecedes(right)
    }

    /// A position: one or more ASCII digits, nothing else (no sign, no space). One too large for
    /// an `Int` is `Int.max`, so that it still reads as "past the end".
    static func position(_ text: Substring) -> Int? {
        guard !text.isEmpty else { return nil }
        var value = 0
        var overflowed = false
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            if overflowed { continue }
            let (times10, multiplyOverflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, addOverflow) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            overflowed = multiplyOverflow || addOverflow
            value = sum
        }
        return overflowed ? Int.max : value
    }
}
