/// Splits an export into lines (`\n` or `\r\n`), numbered from 1, holding no more than one line
/// and one chunk at a time.
struct LineReader {
    private let input: ExportInput
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts.
    private var start = 0
    private var lineNumber = 0
    private var atEnd = false

    init(_ input: ExportInput) {
        self.input = input
    }

    /// The next line without its line break, with its number; `nil` after the last.
    mutating func next() throws(ImportError) -> (number: Int, bytes: ArraySlice<UInt8>)? {
        var scanned = start
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = buffer[start..<end]
                start = newline + 1
                lineNumber += 1
                return (lineNumber, line)
            }
            scanned = buffer.count
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                lineNumber += 1
                return (lineNumber, line)
            }
            // Drop what was read before taking more.
            buffer.removeSubrange(..<start)
            scanned -= start
            start = 0
            if let chunk = try input.next() {
                buffer.append(contentsOf: chunk)
            } else {
                atEnd = true
            }
        }
    }
}
