extension String {
    /// The text without the invisible characters that change the direction of the text around
    /// them: the embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069) and the
    /// marks (U+200E, U+200F, U+061C). For the places where a name cannot be isolated in `<bdi>`:
    /// a `<title>`, an attribute, an Atom title. Text without them (nearly all) is returned as it is.
    package var withoutBidiControls: String {
        guard unicodeScalars.contains(where: Self.isBidiControl) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars where !Self.isBidiControl(scalar) {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// Whether `scalar` is one of the characters `withoutBidiControls` removes.
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
