/// HTML escaping on UTF-8 bytes: `& < > " '` become `&amp; &lt; &gt; &quot; &#39;`, exactly as
/// `String.attributeEscaped` does. The five are ASCII, so they never occur inside a multi-byte
/// sequence, and a combining mark after a quote cannot hide it. Clean runs are copied in bulk.
enum ByteEscaping {
    /// 0 for bytes written as they are, else the entity's index + 1.
    private static let classes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        table[Int(UInt8(ascii: "&"))] = 1
        table[Int(UInt8(ascii: "<"))] = 2
        table[Int(UInt8(ascii: ">"))] = 3
        table[Int(UInt8(ascii: "\""))] = 4
        table[Int(UInt8(ascii: "'"))] = 5
        return table
    }()
    private static let entities: [[UInt8]] = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].map { Array($0.utf8) }

    /// Appends `text` escaped.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &output) }
    }

    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        classes.withUnsafeBufferPointer { classes in
            var runStart = 0
            for index in 0..<bytes.count {
                let entity = classes[Int(bytes[index])]
                if entity == 0 { continue }
                if index > runStart {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                }
                output.append(contentsOf: entities[Int(entity) - 1])
                runStart = index + 1
            }
            if runStart < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
    }

    /// Appends `text` as it is.
    static func appendRaw(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// Appends `value` in decimal, as `String(describing:)` writes it.
    static func appendInteger(_ value: Int, to output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = output.count
        repeat {
            output.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        output[start...].reverse()
    }
}
