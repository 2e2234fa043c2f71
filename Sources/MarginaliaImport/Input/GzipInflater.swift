import CZlib

/// zlib's inflate over gzip data, fed a chunk at a time: every zlib call of the project is in
/// this file. Concatenated gzip members (what `cat a.gz b.gz` makes) are read one after another.
final class GzipInflater {
    /// Why the compressed data cannot be read.
    enum Failure: Error, Equatable {
        /// zlib rejected the data; the text is zlib's.
        case corrupt(String)
        /// The data stops inside a gzip member.
        case truncated
    }

    /// The stream lives at a fixed address: zlib checks that the state it made still points back to it.
    private let stream: UnsafeMutablePointer<z_stream>
    private var initialized = false
    /// Whether the last member read was complete (nothing started after it).
    private(set) var atMemberEnd = false
    private var output = [UInt8](repeating: 0, count: 256 * 1024)

    init() throws(Failure) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 15 window bits, +16: a gzip header and trailer, not zlib's own.
        guard inflateInit2_(stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deallocate()
            throw .corrupt("inflateInit2 failed")
        }
        initialized = true
    }

    deinit {
        if initialized { inflateEnd(stream) }
        stream.deallocate()
    }

    /// Inflates `input` and hands the uncompressed bytes to `emit`, in order.
    func inflate(_ input: [UInt8], emit: ([UInt8]) -> Void) throws(Failure) {
        var input = input
        let count = input.count
        var failure: Failure?
        input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.pointee.next_in = inputBuffer.baseAddress
            stream.pointee.avail_in = UInt32(count)
            while stream.pointee.avail_in > 0 || !atMemberEnd {
                if atMemberEnd {
                    // Another member follows the one that ended.
                    guard inflateReset(stream) == Z_OK else {
                        failure = .corrupt("inflateReset failed")
                        return
                    }
                    atMemberEnd = false
                }
                let (status, produced) = output.withUnsafeMutableBufferPointer { outputBuffer in
                    stream.pointee.next_out = outputBuffer.baseAddress
                    stream.pointee.avail_out = UInt32(outputBuffer.count)
                    let status = CZlib.inflate(stream, Z_NO_FLUSH)
                    return (status, outputBuffer.count - Int(stream.pointee.avail_out))
                }
                if produced > 0 { emit(Array(output[..<produced])) }
                switch status {
                case Z_STREAM_END:
                    atMemberEnd = true
                case Z_OK:
                    break
                case Z_BUF_ERROR where stream.pointee.avail_in == 0:
                    // Everything given is used up; more input is needed.
                    stream.pointee.next_in = nil
                    return
                default:
                    failure = .corrupt(stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)")
                    return
                }
                if stream.pointee.avail_in == 0 && !atMemberEnd && produced < output.count { break }
            }
            stream.pointee.next_in = nil
        }
        if let failure { throw failure }
    }

    /// Says whether the data ended where a member ends.
    func finish() throws(Failure) {
        guard atMemberEnd else { throw .truncated }
    }
}
