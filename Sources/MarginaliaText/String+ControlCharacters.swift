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

    /// Whether the bytes hold one that may start a control character or a non-character.
    private static func mayHaveControls(_ utf8: UTF8View) -> Bool {
        utf8.containsByte { byte in
            (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F || byte == 0xC2
                || byte == 0xEF
        }
    }

    private static func isUnwanted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
