import MarginaliaModels

extension Fingerprint {
    /// Each comment, its post's title and its link.
    mutating func combine(_ comments: [LinkedComment]) {
        combine(UInt64(comments.count))
        comments.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                combine(buffer[index].comment)
                combine(buffer[index].postTitle)
                combine(buffer[index].link)
            }
        }
    }
}
