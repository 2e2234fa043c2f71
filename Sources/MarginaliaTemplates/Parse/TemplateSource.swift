/// A template's text as UTF-8 bytes, with the offsets where lines start, so a tag's offset
/// becomes a 1-based line and column only when a problem is reported.
struct TemplateSource {
    let name: String
    let path: String
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(name: String, path: String, text: String) {
        self.name = name
        self.path = path
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and column (in Unicode scalars) of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let scalars = bytes[lineStarts[low]..<offset].reduce(0) { count, byte in
            byte & 0xC0 == 0x80 ? count : count + 1
        }
        return (low + 1, scalars + 1)
    }

    func problem(at offset: Int, _ kind: TemplateProblem.Kind) -> TemplateProblem {
        let (line, column) = location(of: offset)
        return TemplateProblem(file: path, line: line, column: column, kind: kind)
    }
}
