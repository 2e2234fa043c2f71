extension String {
    /// The text without leading and trailing white space (any Unicode white space).
    ///
    /// Written in Swift: Foundation's `trimmingCharacters(in:)` goes through `NSString` on Linux
    /// and showed up in build profiles. Text that starts and ends with a visible ASCII character,
    /// nearly every name and address, is returned as it is; other text is trimmed over its UTF-8
    /// bytes (`UnicodeWhiteSpace`), without looking up scalar properties.
    package var trimmed: String {
        if let first = utf8.first, let last = utf8.last, Self.isVisibleASCII(first), Self.isVisibleASCII(last) {
            return self
        }
        var text = self
        let kept = text.withUTF8 { utf8 -> Range<Int>? in
            let range = UnicodeWhiteSpace.trimmedRange(of: utf8)
            return range.count == utf8.count ? nil : range
        }
        guard let kept else { return self }
        return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[kept]), as: UTF8.self) }
    }

    /// The same trim over Unicode scalars, by their properties: the rule that `trimmed` follows
    /// (the fuzzer and the tests hold it to this).
    package var trimmedByScalars: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        if start == scalars.startIndex, scalars.index(after: end) == scalars.endIndex { return self }
        return String(scalars[start...end])
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}
