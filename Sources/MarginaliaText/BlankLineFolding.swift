/// Text written line by line, in which a blank line that follows another blank line (or starts
/// the text) is dropped as it ends: how a body's plain text keeps at most one blank line between
/// blocks. A line is blank when it holds only space, tab and CR or, with a non-ASCII byte, only
/// Unicode white space (which also counts form feeds and vertical tabs).
public struct BlankLineFolding {
    @usableFromInline var bytes: [UInt8] = []
    @usableFromInline var lineStart = 0
    @usableFromInline var previousWasBlank = true

    /// Lines written into the buffer of `storage`, which is left empty until `finished()` (its
    /// capacity is kept, so one buffer serves many texts).
    public init(reusing storage: inout [UInt8], capacity: Int) {
        swap(&bytes, &storage)
        bytes.removeAll(keepingCapacity: true)
        bytes.reserveCapacity(capacity)
    }

    /// Lines written into a new buffer of `capacity` bytes.
    public init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    @inlinable
    public mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    @inlinable
    public mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: run)
    }

    /// Ends the line being written: it is kept with a line feed, or dropped when it is blank
    /// after a blank line.
    public mutating func endLine() {
        if keepLine() {
            bytes.append(UInt8(ascii: "\n"))
            lineStart = bytes.count
        }
    }

    /// The text, without the line break after its last kept line.
    public mutating func finished() -> [UInt8] {
        if !keepLine(), bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        var finished: [UInt8] = []
        swap(&finished, &bytes)
        return finished
    }

    /// Keeps the line being written, or drops it when it is blank after a blank line.
    private mutating func keepLine() -> Bool {
        let blank = Self.isBlank(bytes[lineStart...])
        if blank && previousWasBlank {
            bytes.removeSubrange(lineStart...)
            return false
        }
        previousWasBlank = blank
        return true
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        var hasFormFeedOrVerticalTab = false
        for byte in line {
            switch byte {
            case 0x20, 0x09, 0x0D: continue
            case 0x0B, 0x0C: hasFormFeedOrVerticalTab = true
            case 0x80...: return String(decoding: line, as: UTF8.self).allSatisfy(\.isWhitespace)
            default: return false
            }
        }
        return !hasFormFeedOrVerticalTab
    }
}
