extension String {
    /// The text escaped for a double-quoted HTML (or XML) attribute value: `&`, `<`, `>`, `"`
    /// and `'` become character references. For markup the project writes itself, outside the
    /// template engine (our link tags, the dev server's script tag).
    package var attributeEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
