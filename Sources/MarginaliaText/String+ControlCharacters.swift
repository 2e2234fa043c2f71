extension String {
    /// The text without control characters other than tab, line feed and carriage return, and
    /// without the non-characters U+FFFE and U+FFFF: none of them may appear in HTML or XML, and
    /// they can hide text from a reader. Text without them (nearly all) is returned as it is.
    package var withoutControlCharacters: String {
        // Control characters are bytes below 0x20 (but tab, LF, CR) or 0x7F in UTF-8; C1 controls
        // start with 0xC2 and U+FFFE/U+FFFF with 0xEF, so only text with those bytes is rebuilt.
        guard Self.mayHaveControls(utf8) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars where !Self.isUnwanted(scalar) {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// Whether the bytes hold one that may start a control character or a non-character. Every
    /// comment body is scanned twice (as read, and as rendered), so eight bytes are tested at once.
    private static func mayHaveControls(_ utf8: UTF8View) -> Bool {
        utf8.withContiguousStorageIfAvailable(mayHaveControlCharacters) ?? utf8.contains(where: mayStartControl)
    }

    /// Whether UTF-8 `bytes` hold one that may start a control character or a non-character: when
    /// not, `withoutControlCharacters` would leave their text as it is.
    package static func mayHaveControlCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.firstIndex(where: mayStartControl, wordMayMatch: mayHoldControlStart) != nil
    }

    private static func mayStartControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F || byte == 0xC2 || byte == 0xEF
    }

    private static func mayHoldControlStart(_ word: UInt64) -> Bool {
        ByteWords.containsByte(below: 0x20, in: word) || ByteWords.contains(0x7F, in: word)
            || ByteWords.contains(0xC2, in: word) || ByteWords.contains(0xEF, in: word)
    }

    private static func isUnwanted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
