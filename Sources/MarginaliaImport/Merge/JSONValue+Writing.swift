import MarginaliaText

extension JSONValue {
    /// The value as pretty-printed JSON: two-space indents, object keys sorted, `"key": value`,
    /// non-ASCII text as UTF-8, `/` unescaped. The format is the importer's own, not whatever the
    /// platform's `JSONEncoder` does, so the same records give the same bytes everywhere.
    func prettyPrinted() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .number(let value): output += value.description
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += inner
                value.write(to: &output, indent: inner)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let object):
            guard !object.isEmpty else {
                output += "{}"
                return
            }
            let inner = indent + "  "
            output += "{\n"
            for (index, key) in object.keys.sorted().enumerated() {
                output += inner
                Self.writeString(key, to: &output)
                output += ": "
                object[key]?.write(to: &output, indent: inner)
                output += index == object.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                output += "\\u" + String(scalar.value, radix: 16).zeroPadded(to: 4)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
