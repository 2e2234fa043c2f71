/// Places in UTF-8 text read from a file, for errors that name line and column: the JSON
/// fixtures' locator and the language pack checker both use them.
extension Array where Element == UInt8 {
    /// The 1-based line and column of a byte offset, the column counted in Unicode scalars (a
    /// continuation byte does not start a column). Offsets past the end count to the end.
    public func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in self[..<Swift.max(0, Swift.min(offset, count))] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The byte offset of the first byte that is not part of valid UTF-8, if any.
    public var firstInvalidUTF8Offset: Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
