import MarginaliaModels

extension Fingerprint {
    /// Each comment, its post's title and its page.
    mutating func combine(_ comments: [LinkedComment]) {
        combine(UInt64(comments.count))
        comments.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                combine(buffer[index].comment)
                combine(buffer[index].postTitle)
                combine(UInt64(bitPattern: Int64(buffer[index].page)))
            }
        }
    }
}
